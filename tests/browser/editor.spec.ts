import { test, expect, gotoHydrated } from './fixtures';
import { FIRST_FRAME_TIMEOUT, settledViewer } from './viewerHelpers';
import { links } from '../../src/constants/links';

/** The in-page configurator on /editor: its state lives in the address and exports as JSON. */
test.describe.configure({ timeout: 240_000 });
test.use({ reducedMotion: 'reduce' });

test('the configuration round-trips through the address', async ({ page }) => {
  await gotoHydrated(page, '/editor');
  const pick = (group: string, option: string) => page.getByRole('group', { name: group }).getByLabel(option);
  await pick('Band', 'Platinum').check();
  await pick('Setting', 'Rose gold').check();
  await pick('Centre stone', 'Emerald').check();
  await pick('Side stones', 'None').check();
  await page.getByLabel('Studio light').fill('1.5');
  await pick('Backdrop', 'Dark studio').check();
  await expect(page).toHaveURL(/\?band=platinum&setting=rose-gold&stone=emerald&side=none&light=1\.5&bg=dark$/);
  await expect(page.getByText('"selected": "emerald"')).toBeVisible();

  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(pick('Band', 'Platinum')).toBeChecked();
  await expect(pick('Setting', 'Rose gold')).toBeChecked();
  await expect(pick('Centre stone', 'Emerald')).toBeChecked();
  await expect(pick('Side stones', 'None')).toBeChecked();
  await expect(page.getByLabel('Studio light')).toHaveValue('1.5');
  await expect(pick('Backdrop', 'Dark studio')).toBeChecked();
  const info = await settledViewer(page);
  expect(info.configuration).toEqual({
    bandMetal: 'platinum',
    settingMetal: 'rose-gold',
    centerStone: 'emerald',
    sideStones: 'none',
    environmentIntensity: 1.5,
    background: 'dark',
  });

  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(pick('Band', 'Yellow gold')).toBeChecked();
});

test('Back and Forward bring the address, the ring, the form and the copied link into agreement', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const stone = (label: string) => page.getByRole('group', { name: 'Centre stone' }).getByLabel(label);
  const agree = async (id: string, label: string, query: RegExp) => {
    await expect(page).toHaveURL(query);
    await expect(stone(label)).toBeChecked();
    await page.waitForFunction((id) => window.__vitrineViewer?.info()?.configuration.centerStone === id, id, {
      timeout: FIRST_FRAME_TIMEOUT,
    });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/editor\\?stone=${id}$`));
  };
  await gotoHydrated(page, '/editor?stone=sapphire');
  await settledViewer(page);
  await page.getByRole('link', { name: 'Try the configurator below' }).click();
  await expect(page).toHaveURL(/\?stone=sapphire#try-it$/);
  await stone('Emerald').check();
  // Back at once: the choice belongs to the entry it was made on, even before any delay passed.
  await page.goBack();
  await agree('sapphire', 'Sapphire', /\/editor\?stone=sapphire$/);
  await page.goForward();
  await agree('emerald', 'Emerald', /\?stone=emerald#try-it$/);
  await stone('Ruby').check();
  await page.reload();
  await agree('ruby', 'Ruby', /\?stone=ruby#try-it$/);
  await page.goBack();
  await agree('sapphire', 'Sapphire', /\/editor\?stone=sapphire$/);
});

test('unknown values in the address are reported and replaced by defaults', async ({ page }) => {
  await gotoHydrated(page, '/editor?band=bronze&light=bright&bg=neon&stone=ruby');
  const alert = page.getByRole('alert').filter({ hasText: 'does not know' });
  await expect(alert).toContainText('Ignored "band=bronze": expected gold, rose-gold, white-gold or platinum.');
  await expect(alert).toContainText('Ignored "light=bright"');
  await expect(alert).toContainText('Ignored "bg=neon"');
  await expect(page.getByRole('group', { name: 'Band' }).getByLabel('Yellow gold')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Centre stone' }).getByLabel('Ruby')).toBeChecked();
  // The first change writes a clean address and clears the report.
  await page.getByRole('group', { name: 'Band' }).getByLabel('White gold').check();
  await expect(page).toHaveURL(/\?band=white-gold&stone=ruby$/);
  await expect(alert).toHaveCount(0);
});

test('a very long bad value is quoted cut short, and the warning stays a few lines tall', async ({ page }) => {
  const long = 'q'.repeat(6000);
  await gotoHydrated(page, `/editor?band=${long}`);
  const alert = page.getByRole('alert').filter({ hasText: 'does not know' });
  await expect(alert).toContainText(`Ignored "band=${'q'.repeat(60)}…"`);
  const box = await alert.boundingBox();
  expect(box?.height).toBeLessThan(250);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the viewer keeps its tools on one row beside the options', async ({ page }) => {
    await gotoHydrated(page, '/editor');
    // The row that holds the camera views group holds every tool (its module class name ends in a build hash).
    const tools = page.getByRole('group', { name: 'Camera views' }).locator('..').getByRole('button');
    await expect(tools).toHaveCount(10);
    const tops = await tools.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
    expect(new Set(tops).size, `button tops ${tops.join(', ')}`).toBe(1);
  });
});

test('the variations file downloads as the JSON the configurator shows', async ({ page }) => {
  await gotoHydrated(page, '/editor?stone=sapphire&side=ruby');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('solitaire.variations.json');
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const config = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  expect(config.version).toBe(1);
  const selected = Object.fromEntries(
    [...config.objects, ...config.materials].map((category: { id: string; selected: string }) => [
      category.id,
      category.selected,
    ]),
  );
  expect(selected).toEqual({ shoulders: 'pave', band: 'gold', setting: 'white-gold', stone: 'sapphire', side: 'ruby' });
});

test('the hosted editor is one click away', async ({ page }) => {
  await gotoHydrated(page, '/editor');
  const link = page.getByRole('link', { name: 'Open the hosted editor' });
  await expect(link).toHaveAttribute('href', links.hostedEditor);
  await expect(link).toHaveAttribute('target', '_blank');
});
