import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';

/**
 * Linked names in code samples (plugins/code-links): a name's tooltip shows its signature and first
 * doc sentence on hover and on keyboard focus, also without JavaScript; the pointer can move onto
 * it; Escape hides it; it stays inside its code block and the page at every width; the link leads
 * to the name's entry in the API reference; axe finds nothing with a tooltip open.
 */

const GUIDE = '/docs/quickstart';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Phone to wide desktop, including the narrowest width the site supports. */
const WIDTHS = [320, 360, 390, 414, 600, 768, 996, 1280, 1440, 1920];

/** The linked name with this text in the first code block that has it. */
function linkedName(page: Page, name: string): Locator {
  const link = page.locator('a').filter({ hasText: new RegExp(`^${name}$`) });
  return page.locator('.code-ref', { has: link }).first();
}

function tooltipOf(name: Locator): Locator {
  return name.locator('.code-ref__tip');
}

test.describe('a linked name in a code sample', () => {
  test('shows its signature and first sentence on hover, keeps it while the pointer is on it, and Escape hides it', async ({
    page,
  }) => {
    await gotoHydrated(page, GUIDE);
    const name = linkedName(page, 'DiamondPlugin');
    const tip = tooltipOf(name);
    await expect(tip).toBeHidden();
    await name.locator('a').hover();
    await expect(tip).toBeVisible();
    await expect(tip.locator('.code-ref__signature')).toHaveText('class DiamondPlugin');
    await expect(tip.locator('.code-ref__summary')).toHaveText(/^Renders diamonds and gemstones/);
    // Onto the tooltip itself: it stays (WCAG 1.4.13, hoverable).
    await tip.hover();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    // Away and back: it shows again.
    await page.mouse.move(1, 1);
    await name.locator('a').hover();
    await expect(tip).toBeVisible();
  });

  test('shows its tooltip on keyboard focus, describes the link with it, and Escape hides it', async ({ page }) => {
    await gotoHydrated(page, GUIDE);
    const name = linkedName(page, 'ViewerApp');
    const link = name.locator('a');
    await link.focus();
    await expect(tooltipOf(name)).toBeVisible();
    await expect(link).toHaveAccessibleDescription(/^class ViewerApp\s*The viewer: /);
    await page.keyboard.press('Escape');
    await expect(tooltipOf(name)).toBeHidden();
    await expect(link).toBeFocused();
    // The next linked name takes the focus with its own tooltip.
    await page.keyboard.press('Tab');
    const next = page.locator('.code-ref:focus-within');
    await expect(next.locator('.code-ref__tip')).toBeVisible();
    await expect(tooltipOf(name)).toBeHidden();
  });

  test('keeps its tooltip while the pointer moves straight down onto it, from any name of a line', async ({ page }) => {
    await gotoHydrated(page, GUIDE);
    // Names at the start and far along one line: `new ViewerApp({ canvas, licenseKey: … })`.
    for (const label of ['ViewerApp', 'licenseKey']) {
      const name = page
        .locator('.code-ref', { has: page.locator('a').filter({ hasText: new RegExp(`^${label}$`) }) })
        .nth(label === 'ViewerApp' ? 1 : 0);
      const link = name.locator('a');
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, box.y + box.height / 2);
      const tip = tooltipOf(name);
      await expect(tip).toBeVisible();
      const tipBox = (await tip.boundingBox())!;
      // Pixel by pixel from the name's middle to inside the tooltip, below the same point.
      for (let y = box.y + box.height / 2; y <= tipBox.y + 4; y += 1) {
        await page.mouse.move(x, y);
        await expect(tip, `${label}: visible with the pointer at y=${y}`).toBeVisible({ timeout: 1_000 });
      }
    }
  });

  test('stays hidden after Escape while the focus is still on the name, even when the pointer leaves', async ({
    page,
  }) => {
    await gotoHydrated(page, GUIDE);
    const name = linkedName(page, 'DiamondPlugin');
    await name.locator('a').focus();
    await name.locator('a').hover();
    await page.keyboard.press('Escape');
    await expect(tooltipOf(name)).toBeHidden();
    await page.mouse.move(1, 1);
    await expect(name.locator('a')).toBeFocused();
    await expect(tooltipOf(name)).toBeHidden();
  });

  test('leads to its entry in the API reference', async ({ page }) => {
    await gotoHydrated(page, GUIDE);
    const link = linkedName(page, 'getOrAddPlugin').locator('a');
    const href = await link.getAttribute('href');
    expect(href).toBe('/docs/api/classes/Core_API.ViewerApp#getoraddplugin');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/api\/classes\/Core_API\.ViewerApp#getoraddplugin$/);
    await expect(page.locator('[id="getoraddplugin"]')).toBeInViewport();
  });

  for (const width of WIDTHS) {
    test(`at ${width} px its tooltip stays inside the code block and the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, GUIDE);
      // The last name of the widest block: the one whose tooltip would run furthest right.
      const name = page.locator('.code-ref').last();
      await name.locator('a').scrollIntoViewIfNeeded();
      await name.locator('a').hover();
      const tip = tooltipOf(name);
      await expect(tip).toBeVisible();
      const box = await tip.boundingBox();
      const block = await name.locator('xpath=ancestor::div[contains(@class, "theme-code-block")]').boundingBox();
      expect(box, 'the tooltip has a box').not.toBeNull();
      expect(block, 'the code block has a box').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(block!.x);
      expect(box!.x + box!.width).toBeLessThanOrEqual(block!.x + block!.width + 0.5);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds no violation with a tooltip open, ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await gotoHydrated(page, GUIDE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const name = linkedName(page, 'DiamondPlugin');
      await name.locator('a').hover();
      await expect(tooltipOf(name)).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual(
        [],
      );
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a linked name still shows its tooltip on hover and on focus', async ({ page }) => {
    await page.goto(GUIDE);
    const name = linkedName(page, 'DiamondPlugin');
    await name.locator('a').hover();
    await expect(tooltipOf(name)).toBeVisible();
    await page.mouse.move(1, 1);
    await expect(tooltipOf(name)).toBeHidden();
    await name.locator('a').focus();
    await expect(tooltipOf(name)).toBeVisible();
  });
});
