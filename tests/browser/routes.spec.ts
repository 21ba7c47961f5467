import { test, expect, gotoHydrated, trackRequests, unfollowableLinks } from './fixtures';
import { aliases, routes, SITE_TITLE, type RouteExpectation } from '../routes';

function expectedTitle(route: RouteExpectation): string {
  return `${route.title} | ${SITE_TITLE}`;
}

/**
 * Every route of the table: its own title, one h1, its canonical address, and, as the sitemap crawl
 * checks for the other pages (crawl.spec.ts), no console error (the fixture) and no failed request.
 */
test.describe('every route answers with its own page', () => {
  for (const route of routes) {
    test(`${route.path}`, async ({ page }) => {
      const requests = trackRequests(page);
      const response = await page.goto(route.path);
      expect(response?.status(), 'HTTP status').toBe(200);
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page).toHaveTitle(expectedTitle(route));
      const headings = page.locator('h1');
      await expect(headings).toHaveCount(1);
      await expect(headings).toHaveText(route.heading);
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
      // Search engines and links agree on one address: the route's own, as the site links it. Read
      // from the HTML as served (crawlers read that; after hydration the theme writes the visited path).
      const canonical = /<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/.exec((await response?.text()) ?? '')?.[1];
      expect(canonical && new URL(canonical).pathname, 'canonical address in the HTML').toBe(route.path);
      // Chunks prefetched for the links in view load after hydration: wait for them too.
      await requests.settled();
      expect(requests.failures, 'failed requests').toEqual([]);
      expect(await unfollowableLinks(page), 'links after hydration').toEqual([]);
    });
  }
});

test.describe('not found', () => {
  // The browser reports the document's own 404 status as a console error.
  test.use({ expectedConsoleErrors: ['the server responded with a status of 404'] });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await gotoHydrated(page, '/no/such/page-here');
    await expect(page).toHaveTitle(`Page Not Found | ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('main')).toContainText('/no/such/page-here');
    // Ways forward: the introduction, the API reference, search and the home page.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/docs/api');
    await expect(main.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await expect(main).toContainText('Search the docs with the box at the top');
    await page.getByRole('main').getByRole('link', { name: 'Introduction' }).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
  });
});

test.describe('aliases resolve to their route', () => {
  for (const alias of aliases) {
    test(`${alias.from} → ${alias.to}`, async ({ page }) => {
      await gotoHydrated(page, alias.from);
      await expect(page).toHaveURL(new RegExp(`${alias.to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    });
  }
});
