import { readFileSync } from 'node:fs';

import { test, expect, gotoHydrated } from './fixtures';

/**
 * The Markdown actions of doc pages: "Copy page as Markdown" works from the keyboard, puts the
 * page's Markdown (the build's `.md` file) on the clipboard and announces it in a live region;
 * "Open as Markdown" leads to that file, which the server sends as Markdown text.
 */
const PAGES = [
  { path: '/docs/quickstart', file: 'build/docs/quickstart.md' },
  { path: '/docs/api/classes/Core_API.ViewerApp', file: 'build/docs/api/classes/Core_API.ViewerApp.md' },
  // An index doc: its permalink ends in a slash, its Markdown does not.
  { path: '/docs/api/', file: 'build/docs/api.md' },
];

for (const { path, file } of PAGES) {
  test(`copies ${path} as Markdown from the keyboard and announces it`, async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await gotoHydrated(page, path);
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Page copied as Markdown.');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(readFileSync(file, 'utf8'));
  });
}

test.describe('when the Markdown cannot be fetched', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('says the copy failed and points to the link', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.route('**/docs/quickstart.md', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await gotoHydrated(page, '/docs/quickstart');
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('status')).toHaveText('Could not copy the page. Open it as Markdown instead.');
  });
});

test('"Open as Markdown" leads to the page\'s Markdown, served as text/markdown', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro');
  const link = page.getByRole('link', { name: 'Open as Markdown' });
  await expect(link).toHaveAttribute('href', '/docs/intro.md');
  const response = await page.request.get('/docs/intro.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
  expect(await response.text()).toBe(readFileSync('build/docs/intro.md', 'utf8'));
});
