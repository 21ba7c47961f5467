import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { NOT_FOUND, PAGE_TYPE_LIST, representativePath } from '../buildOutput';
import { routes } from '../routes';
import { searchFor } from './search-helpers';

/**
 * Accessibility: axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules reports no
 * violation on one page of every page type, in light and in dark mode, and on the search panel
 * open with results. The page of each type comes from tests/routes.ts; a type with no page there
 * fails.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A query that finds results in any build of the docs (the product name is on every page). */
const SEARCH_QUERY = 'viewer';

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      why: node.failureSummary?.split('\n').slice(1).join(' ').trim(),
    })),
  }));
  expect(report, `axe violations on ${what}`).toEqual([]);
}

const routePaths = routes.map((route) => route.path);

/** Guides with each kind of figure: renders side by side, an inline SVG diagram, both. */
const FIGURE_PAGES = [
  '/docs/manual/scrollable-camera-views',
  '/docs/manual/variationConfigurator',
  '/docs/industries/jewellery',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const type of PAGE_TYPE_LIST) {
      test(`${type.label}`, async ({ page }) => {
        const path = await representativePath(routePaths, type);
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expectNoViolations(page, `${path} (${colorScheme})`);
      });
    }

    for (const path of FIGURE_PAGES) {
      test(`guide with figures ${path}`, async ({ page }) => {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expect(page.locator('article figure').first()).toBeVisible();
        await expectNoViolations(page, `${path} (${colorScheme})`);
      });
    }

    test.describe(() => {
      // The browser reports the document's own 404 status as a console error.
      test.use({ expectedConsoleErrors: ['the server responded with a status of 404'] });

      test(`${NOT_FOUND.label}`, async ({ page }) => {
        await gotoHydrated(page, NOT_FOUND.samplePath);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expectNoViolations(page, `the not-found page (${colorScheme})`);
      });
    });

    test('search panel open with results', async ({ page }) => {
      await gotoHydrated(page, '/docs/intro');
      await searchFor(page, SEARCH_QUERY);
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoViolations(page, `the search panel with results (${colorScheme})`);
    });
  });
}
