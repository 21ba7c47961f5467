import { test, expect, gotoHydrated } from './fixtures';
import { sitemapServedPathsSync } from '../buildOutput';
import { routes } from '../routes';

/**
 * Crawl of every page listed in build/sitemap.xml: each must load without a console error (the
 * fixture), without a failed or error-status request, and without a link to an anchor of the same
 * page that does not exist. Pages come from the sitemap, so the crawl grows with the site.
 */

const paths = sitemapServedPathsSync();

test('every page of the route table is in the sitemap', () => {
  // The sitemap lists a category index such as /docs/api with its trailing slash.
  const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
  const served = new Set(paths.map(withoutSlash));
  const missing = routes.map((route) => route.path).filter((path) => !served.has(withoutSlash(path)));
  expect(missing, 'routes of tests/routes.ts missing from sitemap.xml').toEqual([]);
});

test.describe('crawl of sitemap.xml', () => {
  for (const path of paths) {
    test(path, async ({ page, baseURL }) => {
      const failures: string[] = [];
      page.on('requestfailed', (request) =>
        failures.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`),
      );
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.url()}: HTTP ${response.status()}`);
      });

      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');

      const brokenAnchors = await page.evaluate(() => {
        const here = new URL(location.href);
        return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]'))
          .map((link) => ({ link, url: new URL(link.href, here) }))
          .filter(({ url }) => url.origin === here.origin && url.pathname === here.pathname && url.hash.length > 1)
          .filter(({ url }) => {
            const id = decodeURIComponent(url.hash.slice(1));
            return !document.getElementById(id) && document.getElementsByName(id).length === 0;
          })
          .map(({ link, url }) => `${url.hash} (link text: ${(link.textContent ?? '').trim().slice(0, 40)})`);
      });

      expect(failures, `failed requests on ${baseURL}${path}`).toEqual([]);
      expect(brokenAnchors, `links to missing anchors on ${path}`).toEqual([]);
    });
  }
});
