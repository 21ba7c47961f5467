import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { sitemapServedPathsSync } from '../buildOutput';

/**
 * Every box that scrolls sideways can be scrolled from the keyboard: it takes the focus itself or
 * holds something that does (the rule axe calls scrollable-region-focusable). Wide tables, code
 * blocks and the 3D page's comparison table on every page but the generated API reference (one of
 * its class pages stands for it), at widths from 320 to 1,920 px.
 */
const WIDTHS = Array.from({ length: (1920 - 320) / 160 + 1 }, (_, i) => 320 + i * 160);
const API_SAMPLE = '/docs/api/classes/Core_API.ViewerApp';
const paths = [...sitemapServedPathsSync().filter((path) => !path.startsWith('/docs/api/')), API_SAMPLE];

/** Boxes in the page's content that scroll sideways and that neither take the focus nor hold a control. */
function unreachableScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    return Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        if (overflowX !== 'auto' && overflowX !== 'scroll') return false;
        if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) return false;
        return !element.matches(focusable) && element.querySelector(focusable) === null;
      })
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}"> ${element.textContent?.slice(0, 60)}`,
      );
  });
}

for (const path of paths) {
  test(`${path}: every box that scrolls sideways is reachable by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
    await gotoHydrated(page, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => unreachableScrollers(page), { message: `at ${width} px` }).toEqual([]);
    }
  });
}
