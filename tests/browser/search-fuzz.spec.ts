import { test, expect, gotoHydrated } from './fixtures';
import { noResults, openSearch, resultOptions, searchBox } from './search-helpers';

/** Payloads that would run script or add elements if a query reached the page as HTML. */
const HOSTILE = [
  '<script>window.__searchXss = 1</script>',
  '"><img src=x onerror="window.__searchXss = 1">',
  "'><svg onload=window.__searchXss=1>",
  '<iframe src="javascript:window.__searchXss=1"></iframe>',
  'javascript:window.__searchXss=1',
  '<a href="#" onclick="window.__searchXss=1">x</a>',
  '{{constructor.constructor("window.__searchXss=1")()}}',
  '${window.__searchXss=1}',
  '</li></ul><h1>injected</h1>',
  '&lt;b&gt;entity&lt;/b&gt; &amp; &#x3C;script&#x3E;',
  'title:<img src=x onerror=window.__searchXss=1>',
  '+<b>bold</b> -<i>it</i> viewr~<u>1</u> plugin^<s>10</s>',
  '__proto__ constructor prototype toString hasOwnProperty',
  'title:__proto__ content:constructor tags:prototype',
  '\u202eevil\u202c \u200b\u200b zero\u200dwidth \ufeffbom',
  '💎💍✨ ring 钻石 ダイヤ خاتم',
  '\\ \\\\ \\u0000 %00 %3Cscript%3E',
  '((((((((((((((((((((((((((((((',
  '~~~~~~~~~~^^^^^^^^^^::::::::::++++++++++----------',
  'a~2 b~2 c~2 d~2 e~2 f~2 g~2 h~2 i~2 j~2 k~2 l~2 m~2 n~2 o~2 p~2 q~2 r~2',
  `${'viewer~2 '.repeat(40)}`,
  '*'.repeat(100),
  'x'.repeat(700),
  '',
  '   ',
];

/** A few typed one key at a time, as the panel re-renders on every keystroke. */
const TYPED = ['<b>x</b> viewr~1', '"><svg onload=1>', 'title:<i>ring</i>'];

/**
 * Hostile queries in the real search box: whatever is typed shows as text, in the box and in the
 * results, and runs nothing. (Generated queries against search() itself: tests/built/search-fuzz.test.ts.)
 */
test.describe('search fuzzing', () => {
  test('hostile queries render as text and never run', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const box = await openSearch(page);

    const check = async (query: string) => {
      const expected = query.replace(/[\r\n]/g, '').slice(0, 512);
      await expect(box, `value for ${JSON.stringify(query)}`).toHaveValue(expected);
      if (expected.trim() === '') {
        await expect(page.getByText('title:viewer', { exact: true })).toBeVisible();
      } else {
        await expect(resultOptions(page).first().or(noResults(page))).toBeVisible();
      }
      await expect(box).toHaveAttribute('aria-expanded', 'true');
    };

    for (const query of HOSTILE) {
      await box.fill(query);
      await check(query);
    }
    for (const query of TYPED) {
      await box.fill('');
      await box.pressSequentially(query);
      await check(query);
    }

    expect(await page.evaluate(() => (window as { __searchXss?: number }).__searchXss)).toBeUndefined();
    await expect(page.locator('img[src="x"], iframe, h1:text("injected")')).toHaveCount(0);
    await expect(page.locator('[role="listbox"] :is(script, img, svg, iframe, b, i, u, s)')).toHaveCount(0);

    // The box still answers normally.
    await box.fill('versioning');
    await expect(resultOptions(page).first()).toContainText('Versioning');
    await expect(searchBox(page)).toBeFocused();
  });
});
