import { test, expect, gotoHydrated, trackRequests, unfollowableLinks } from './fixtures';
import { sitemapServedPathsSync } from '../buildOutput';
import { routes } from '../routes';

/**
 * Crawl of the pages listed in build/sitemap.xml that the route table leaves out: each must hydrate
 * without a console error (the fixture) and without a failed or error-status request, prefetches
 * included. Pages come from the sitemap, so the crawl grows with the site. The generated API pages
 * share one template, so one page of each kind stands for them here (tests/built/links.test.ts checks
 * the links and anchors of every page, API included).
 */

const paths = sitemapServedPathsSync();

/** The sitemap lists a category index such as /docs/api with its trailing slash; the table does not. */
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** The route table's pages, which routes.spec.ts visits with the same checks. */
const routeTable = new Set(routes.map((route) => withoutSlash(route.path)));

/**
 * Every page the route table leaves out, but for the API pages: the first page of each kind of
 * API page stands for them.
 */
function crawledPaths(all: string[]): string[] {
  const apiKinds = new Map<string, string>();
  const others: string[] = [];
  for (const path of all) {
    if (routeTable.has(withoutSlash(path))) continue;
    const kind = /^\/docs\/api\/(classes|interfaces|enums|modules)\//.exec(path)?.[1];
    if (!kind) others.push(path);
    else if (!apiKinds.has(kind)) apiKinds.set(kind, path);
  }
  return [...others, ...apiKinds.values()];
}

test('every page of the route table is in the sitemap', () => {
  const served = new Set(paths.map(withoutSlash));
  const missing = routes.map((route) => route.path).filter((path) => !served.has(withoutSlash(path)));
  expect(missing, 'routes of tests/routes.ts missing from sitemap.xml').toEqual([]);
});

test('the crawl and the route table together cover each kind of API page', () => {
  const visited = [...crawledPaths(paths), ...routeTable];
  for (const kind of ['classes', 'interfaces', 'enums', 'modules']) {
    expect(
      visited.some((path) => path.startsWith(`/docs/api/${kind}/`)),
      kind,
    ).toBe(true);
  }
});

test.describe('crawl of sitemap.xml', () => {
  for (const path of crawledPaths(paths)) {
    test(path, async ({ page, baseURL }) => {
      const requests = trackRequests(page);
      await gotoHydrated(page, path);
      // Chunks prefetched for the links in view load after hydration: wait for them too.
      await requests.settled();
      expect(requests.failures, `failed requests on ${baseURL}${path}`).toEqual([]);
      expect(await unfollowableLinks(page), `links after hydration on ${path}`).toEqual([]);
    });
  }
});
