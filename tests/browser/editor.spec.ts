import type { Page } from '@playwright/test';

import { test, expect, downloadedBytes, gotoHydrated } from './fixtures';
import { canvasShot, FIRST_FRAME_TIMEOUT, pixelChange, refinedViewer, settledViewer, stage } from './viewerHelpers';
import type { RingConfiguration } from '../../src/components/RealtimeViewer/configuration';
import type { ScreenRect, ViewerDebugInfo } from '../../src/components/RealtimeViewer/engine/debugHook';
import { links } from '../../src/constants/links';
import { namedChunkScript } from '../buildOutput';

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
  await pick('Studio', 'Daylight').check();
  await page.getByLabel('Studio light').fill('1.5');
  await page.getByLabel('Exposure').fill('1.25');
  await page.getByLabel('Shadow strength').fill('0.35');
  await page.getByLabel('Shadow softness').fill('0.17');
  await pick('Backdrop', 'Dark studio').check();
  await expect(page).toHaveURL(
    /\?band=platinum&setting=rose-gold&stone=emerald&side=none&studio=daylight&light=1\.5&exposure=1\.25&shadow=0\.35&soft=0\.17&bg=dark$/,
  );
  await expect(page.getByText('"selected": "emerald"')).toBeVisible();

  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(pick('Band', 'Platinum')).toBeChecked();
  await expect(pick('Setting', 'Rose gold')).toBeChecked();
  await expect(pick('Centre stone', 'Emerald')).toBeChecked();
  await expect(pick('Side stones', 'None')).toBeChecked();
  await expect(pick('Studio', 'Daylight')).toBeChecked();
  await expect(page.getByLabel('Studio light')).toHaveValue('1.5');
  await expect(page.getByLabel('Exposure')).toHaveValue('1.25');
  await expect(page.getByLabel('Shadow strength')).toHaveValue('0.35');
  await expect(page.getByLabel('Shadow softness')).toHaveValue('0.17');
  await expect(pick('Backdrop', 'Dark studio')).toBeChecked();
  const info = await settledViewer(page);
  expect(info.configuration).toEqual({
    bandMetal: 'platinum',
    settingMetal: 'rose-gold',
    centerStone: 'emerald',
    sideStones: 'none',
    studio: 'daylight',
    environmentIntensity: 1.5,
    exposure: 1.25,
    shadowOpacity: 0.35,
    shadowBlur: 0.17,
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
    await expect(tools).toHaveCount(11);
    const tops = await tools.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
    expect(new Set(tops).size, `button tops ${tops.join(', ')}`).toBe(1);
  });
});

test('the variations file downloads as the JSON the configurator shows', async ({ page }) => {
  await gotoHydrated(page, '/editor?stone=sapphire&side=ruby');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download variations JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('solitaire.variations.json');
  const config = JSON.parse((await downloadedBytes(file)).toString('utf8'));
  expect(config.version).toBe(1);
  const selected = Object.fromEntries(
    [...config.objects, ...config.materials].map((category: { id: string; selected: string }) => [
      category.id,
      category.selected,
    ]),
  );
  expect(selected).toEqual({ shoulders: 'pave', band: 'gold', setting: 'white-gold', stone: 'sapphire', side: 'ruby' });
});

test('the viewer set-up downloads with the studio choices, and its HDR is the one the page links', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/editor?studio=strips&exposure=1.25&shadow=0.35&soft=0.17&bg=transparent');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download viewer set-up JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('solitaire.viewer.json');
  const setup = JSON.parse((await downloadedBytes(file)).toString('utf8'));
  expect(setup).toMatchObject({
    version: 2,
    environment: { url: '/assets/studio-strips.hdr', intensity: 1 },
    background: { mode: 'transparent' },
    plugins: [
      { type: 'TonemapPlugin', settings: { exposure: 1.25 } },
      { type: 'GroundPlugin', settings: { shadowOpacity: 0.35, shadowBlur: 0.17 } },
    ],
  });
  // The page offers the studio's HDR file itself, and the site serves it as a Radiance file.
  const hdrLink = page.getByRole('link', { name: 'studio-strips.hdr' });
  const response = await request.get((await hdrLink.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 10).toString('latin1')).toBe('#?RADIANCE');
});

test('the hosted editor is one click away', async ({ page }) => {
  await gotoHydrated(page, '/editor');
  const link = page.getByRole('link', { name: 'Open the hosted editor' });
  await expect(link).toHaveAttribute('href', links.hostedEditor);
  await expect(link).toHaveAttribute('target', '_blank');
});

test.describe('the live files', () => {
  // The chunk that brings Prism to the page (src/components/RuntimeCodeBlock).
  const PRISM_SCRIPT = namedChunkScript('runtime-prism');
  const setupBlock = (page: Page) =>
    page.locator('.theme-code-block').filter({ has: page.getByText('solitaire.viewer.json', { exact: true }) });
  const variationsBlock = (page: Page) =>
    page.locator('.theme-code-block').filter({ has: page.getByText('solitaire.variations.json', { exact: true }) });

  test('are plain text while the page loads far above them, and highlighted as they come near', async ({ page }) => {
    const prismRequests: string[] = [];
    page.on('request', (request) => {
      if (PRISM_SCRIPT.test(new URL(request.url()).pathname)) prismRequests.push(request.url());
    });
    await gotoHydrated(page, '/editor');
    // Both files start more than half a screen below the first one: nothing to colour yet, even
    // once the page has stopped fetching.
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('the page has no viewport size');
    for (const block of [setupBlock(page), variationsBlock(page)]) {
      const box = await block.boundingBox();
      if (!box) throw new Error('a live file has no box');
      expect(box.y).toBeGreaterThan(viewport.height * 1.5);
    }
    await page.waitForLoadState('networkidle');
    await expect(setupBlock(page)).toContainText('"environment"');
    expect(await setupBlock(page).locator('.token').count()).toBe(0);
    expect(await variationsBlock(page).locator('.token').count()).toBe(0);
    expect(prismRequests).toEqual([]);

    await setupBlock(page).scrollIntoViewIfNeeded();
    await expect(setupBlock(page).locator('.token.property').first()).toBeVisible();
    await expect(setupBlock(page)).toContainText('"environment"');
    expect(prismRequests).toHaveLength(1);
  });

  test.describe('when Prism cannot be downloaded', () => {
    // The refused download is the only error the browser reports; the page itself throws nothing.
    test.use({ expectedConsoleErrors: ['Failed to load resource: net::ERR_FAILED'] });

    test('they stay readable as plain text, and follow the choices', async ({ page }) => {
      let refused = 0;
      await page.route('**/assets/js/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.body();
        // Prism's core, whichever chunk holds it: the attribute it reads at startup.
        if (body.includes('data-manual')) {
          refused += 1;
          await route.abort();
          return;
        }
        await route.fulfill({ response, body });
      });
      await gotoHydrated(page, '/editor');
      await setupBlock(page).scrollIntoViewIfNeeded();
      await expect.poll(() => refused).toBeGreaterThan(0);
      await expect(setupBlock(page)).toContainText('"environment"');
      expect(await setupBlock(page).locator('.token').count()).toBe(0);
      // The page goes on working: a choice still rewrites the file.
      const before = await setupBlock(page).innerText();
      await page.getByRole('group', { name: 'Studio' }).getByLabel('Daylight').check();
      await expect(setupBlock(page)).not.toHaveText(before);
      await expect(setupBlock(page)).toContainText('studio-daylight.hdr');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });
});

test.describe('studio choices', () => {
  /**
   * Brings the ring back into view (the engine draws only while it is on screen, and a slider
   * lower on the page scrolls it away), waits until it shows `expected` and has refined its
   * still, then returns what it reports.
   */
  async function showing(page: Page, expected: Partial<RingConfiguration>): Promise<ViewerDebugInfo> {
    // At once, not by Playwright's scrolling, which waits for the sticky stage to stop moving.
    await stage(page).evaluate((element) => element.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
    const handle = await page.waitForFunction(
      (expected) => {
        const info = window.__vitrineViewer?.info();
        if (!info?.settled || info.accumulated !== 8) return null;
        const shows = Object.entries(expected).every(
          ([key, value]) => info.configuration[key as keyof typeof info.configuration] === value,
        );
        return shows ? info : null;
      },
      expected,
      { timeout: FIRST_FRAME_TIMEOUT },
    );
    return (await handle.jsonValue()) as ViewerDebugInfo;
  }

  /** The band, and the ground around and below it where the contact shadow falls. */
  function regions(info: ViewerDebugInfo): { band: ScreenRect; ground: ScreenRect } {
    const { shank } = info.rects;
    return {
      band: shank,
      ground: {
        x: shank.x - shank.width * 0.5,
        y: shank.y + shank.height * 0.6,
        width: shank.width * 2,
        height: shank.height * 0.6,
      },
    };
  }

  const studio = (page: Page, label: string) => page.getByRole('group', { name: 'Studio' }).getByLabel(label);

  test('each one changes what the engine draws, live', async ({ page }) => {
    await gotoHydrated(page, '/editor');
    const start = await refinedViewer(page);
    const { band, ground } = regions(start);
    const base = await canvasShot(page);
    const changeFromBase = async (rect: ScreenRect) => pixelChange(page, base, await canvasShot(page), rect);

    await page.getByLabel('Exposure').fill('2');
    await showing(page, { exposure: 2 });
    const exposed = await changeFromBase(band);
    expect(exposed.changed, 'exposure 2 changes the band').toBeGreaterThan(0.05);
    expect(exposed.after, 'exposure 2 brightens the band').toBeGreaterThan(exposed.before + 10);
    await page.getByLabel('Exposure').fill('1');

    await studio(page, 'Daylight').check();
    await showing(page, { studio: 'daylight', exposure: 1 });
    const daylight = await changeFromBase(band);
    expect(daylight.changed, 'daylight relights the band').toBeGreaterThan(0.05);
    expect(daylight.after, 'daylight is the brighter studio').toBeGreaterThan(daylight.before + 5);

    await studio(page, 'Strip lights').check();
    await showing(page, { studio: 'strips' });
    expect((await changeFromBase(band)).changed, 'the strip lights relight the band').toBeGreaterThan(0.05);

    await studio(page, 'Soft boxes').check();
    await page.getByLabel('Shadow strength').fill('1');
    await showing(page, { studio: 'softbox', shadowOpacity: 1 });
    const darker = await changeFromBase(ground);
    expect(darker.changed, 'a full shadow darkens part of the ground').toBeGreaterThan(0.02);
    expect(darker.after).toBeLessThan(darker.before);
    await page.getByLabel('Shadow strength').fill('0');
    await showing(page, { shadowOpacity: 0 });
    const none = await changeFromBase(ground);
    expect(none.changed, 'no shadow lightens part of the ground').toBeGreaterThan(0.02);
    expect(none.after).toBeGreaterThan(none.before);
  });

  test('each studio bake replaces the last one: back and forth, as many textures as at the start', async ({ page }) => {
    await gotoHydrated(page, '/editor');
    const start = await refinedViewer(page);
    expect(start.configuration.studio).toBe('softbox');
    // Each is waited for: checked back to back on a loaded machine, a radio's check() once timed out
    // after 30 s in Playwright's wait for it to be visible, enabled and stable, likely while the
    // page was busy with bakes on software WebGL.
    let end = start;
    for (const [label, id] of [
      ['Daylight', 'daylight'],
      ['Strip lights', 'strips'],
      ['Daylight', 'daylight'],
      ['Soft boxes', 'softbox'],
    ] as const) {
      await studio(page, label).check();
      end = await showing(page, { studio: id });
    }
    expect(end.memory.textures).toBe(start.memory.textures);
  });

  test('by keyboard: arrow keys pick a studio and move each slider, which the address and the engine follow', async ({
    page,
  }) => {
    await gotoHydrated(page, '/editor');
    await settledViewer(page);
    const studios = page.getByRole('group', { name: 'Studio' });
    await studios.getByLabel('Soft boxes').focus();
    await page.keyboard.press('ArrowRight');
    await expect(studios.getByLabel('Daylight')).toBeChecked();
    await expect(studios.getByLabel('Daylight')).toBeFocused();
    await expect(page).toHaveURL(/\?studio=daylight$/);
    await showing(page, { studio: 'daylight' });

    const exposure = page.getByLabel('Exposure');
    await exposure.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?studio=daylight&exposure=1\.05$/);
    await page.keyboard.press('End');
    await expect(exposure).toHaveAttribute('aria-valuetext', 'exposure 2');
    await showing(page, { studio: 'daylight', exposure: 2 });

    const softness = page.getByLabel('Shadow softness');
    await softness.focus();
    await page.keyboard.press('Home');
    await expect(page).toHaveURL(/&soft=0\.02$/);
    await showing(page, { shadowBlur: 0.02 });
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a tap picks a studio, and a tap along a slider sets it there', async ({ page }) => {
      await gotoHydrated(page, '/editor');
      await settledViewer(page);
      await page.getByRole('group', { name: 'Studio' }).getByLabel('Strip lights').tap();
      await expect(page).toHaveURL(/\?studio=strips$/);
      const strength = page.getByLabel('Shadow strength');
      const box = await strength.boundingBox();
      if (!box) throw new Error('the slider has no box');
      // Its right end, where a finger sets the strongest shadow.
      await strength.tap({ position: { x: box.width - 2, y: box.height / 2 } });
      await expect(page).toHaveURL(/\?studio=strips&shadow=1$/);
      await showing(page, { studio: 'strips', shadowOpacity: 1 });
    });
  });

  test('softness re-bakes the shadow, and the address carries it', async ({ page }) => {
    await gotoHydrated(page, '/editor?shadow=1&soft=0.02');
    const sharp = await refinedViewer(page);
    const before = await canvasShot(page);
    await page.getByLabel('Shadow softness').fill('0.2');
    await expect(page).toHaveURL(/\?shadow=1&soft=0\.2$/);
    await showing(page, { shadowBlur: 0.2 });
    const softened = await pixelChange(page, before, await canvasShot(page), regions(sharp).ground);
    expect(softened.changed, 'a softer shadow spreads over more of the ground').toBeGreaterThan(0.02);
  });
});
