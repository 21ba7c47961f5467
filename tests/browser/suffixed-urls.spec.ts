import type { Page } from '@playwright/test';

import { test, expect } from './fixtures';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from './chromium';
import { PAGE_TYPE_LIST, representativePath } from '../buildOutput';
import { routes, SITE_TITLE } from '../routes';

/**
 * Static hosts serve a page's file under more than one address: GitHub Pages answers
 * `/license/index.html` and `/license/index` with the file of `/license`, and any other unknown path
 * with 404.html. Every such address must show its page exactly once (Docusaurus's router, seeing a
 * path it has no route for, rendered the not-found page over the page's HTML: two navbars, a
 * hydration error). These tests serve the build as such a host does (scripts/lib/serve-build.mjs),
 * not through `docusaurus serve`, which rewrites addresses itself and so hides the problem.
 */
// These tests look at the page around the 3D viewers, not at them: without WebGL the viewers show
// their still image at once instead of starting three.js on every one of the ~250 page loads.
test.use({ launchOptions: { ...chromiumLaunchOptions(), args: [...CHROMIUM_ARGS, '--disable-webgl'] } });

/** The suffixed forms of a route path. */
function suffixedForms(path: string): string[] {
  if (path === '/') return ['/index.html', '/index'];
  return [`${path}.html`, `${path}/index.html`, `${path}/index`];
}

let origin = '';
let closeServer: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  const { serveBuild } = await import('../../scripts/lib/serve-build.mjs');
  const server = await serveBuild();
  origin = server.origin;
  closeServer = server.close;
});

test.afterAll(async () => {
  await closeServer?.();
});

/**
 * One route of each page type: the fix works the same way for every route, and
 * tests/built/suffixed-urls.test.ts checks that every page has its redirect file.
 */
const routePaths = routes.map((route) => route.path);

/** The id of the first heading below the title on a page's served HTML, if it has one. */
async function firstSectionId(path: string): Promise<string | undefined> {
  const html = await (await fetch(origin + path)).text();
  return /<h2[^>]* id="?([^"\s>]+)/.exec(html)?.[1];
}

for (const type of PAGE_TYPE_LIST) {
  test(`${type.label} with .html, /index.html and /index, a query and a fragment`, async ({ page }) => {
    const path = await representativePath(routePaths, type);
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`${path} is not in tests/routes.ts`);
    const section = await firstSectionId(route.path);
    for (const form of suffixedForms(route.path)) {
      for (const tail of ['', `?ref=old-link${section ? `#${section}` : ''}`]) {
        await test.step(form + tail, async () => {
          await page.goto(origin + form + tail);
          await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
          const address = new URL(page.url());
          expect(address.pathname, 'address after loading').toBe(route.path);
          expect(address.search + address.hash, 'query and fragment after loading').toBe(tail);
          await expect(page).toHaveTitle(`${route.title} | ${SITE_TITLE}`);
          await expect(page.locator('nav.navbar'), 'navbars').toHaveCount(1);
          await expect(page.locator('footer.footer'), 'footers').toHaveCount(1);
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.locator('h1')).toHaveText(route.heading);
          await expect(page.getByText('Page Not Found')).toHaveCount(0);
          if (tail.includes('#')) await expect(page.locator(`[id="${section}"]`)).toBeInViewport();
        });
      }
    }
  });
}

test('a redirected address keeps the query and fragment', async ({ page }) => {
  const section = await firstSectionId('/docs/intro');
  if (!section) throw new Error('/docs/intro has no section heading');
  for (const form of ['/docs', '/docs/', '/docs/index.html']) {
    await page.goto(`${origin}${form}?ref=old-link#${section}`);
    await page.waitForURL((url) => url.pathname === '/docs/intro');
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).search + new URL(page.url()).hash).toBe(`?ref=old-link#${section}`);
    await expect(page.locator(`[id="${section}"]`)).toBeInViewport();
  }
});

test.describe('an unknown address, in any section and form, answers with the not-found page', () => {
  // The host answers with 404.html and its status, which the browser logs.
  test.use({ expectedConsoleErrors: ['the server responded with a status of 404'] });

  for (const path of [
    '/no-such-page',
    '/docs/no-such-page',
    '/docs/api/classes/NoSuchClass',
    '/blog/no-such-post',
    '/docs/no-such-page.html?x=1#y',
  ]) {
    test(path, async ({ page }) => {
      await page.goto(origin + path);
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page).toHaveTitle(`Page Not Found | ${SITE_TITLE}`);
      await expect(page.locator('nav.navbar'), 'navbars').toHaveCount(1);
    });
  }
});

/** The path with its letters in the other case: lower case if it has capitals, else upper case. */
function otherCase(path: string): string {
  return path === path.toLowerCase() ? path.toUpperCase() : path.toLowerCase();
}

/**
 * What the page's documents report through a binding, which works while a navigation is held
 * (Playwright's evaluate and locators wait for it to finish): `hydration(n)` resolves once the n-th
 * document has hydrated (Docusaurus then marks `<html>`), `mainText(n, text)` once the n-th
 * document's `<main>` has shown `text` after hydrating.
 */
async function documentReports(page: Page): Promise<{
  count: () => number;
  hydration: (n: number) => Promise<void>;
  mainText: (n: number, text: string) => Promise<void>;
}> {
  let count = 0;
  const waiting = new Map<number, () => void>();
  const texts: { document: number; text: string }[] = [];
  const textWaiters: { document: number; text: string; resolve: () => void }[] = [];
  await page.exposeFunction('reportHydrated', () => {
    count += 1;
    waiting.get(count)?.();
  });
  await page.exposeFunction('reportMainText', (text: string) => {
    // A document reports its text only after its hydration, so it is the last one counted.
    texts.push({ document: count, text });
    for (const waiter of textWaiters) if (waiter.document === count && text.includes(waiter.text)) waiter.resolve();
  });
  await page.addInitScript(() => {
    const bindings = window as unknown as { reportHydrated: () => void; reportMainText: (text: string) => void };
    const reportMain = () => bindings.reportMainText(document.querySelector('main')?.textContent ?? '');
    new MutationObserver((_, observer) => {
      if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
      observer.disconnect();
      bindings.reportHydrated();
      reportMain();
      new MutationObserver(reportMain).observe(document.body, { subtree: true, childList: true, characterData: true });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
  });
  return {
    count: () => count,
    hydration: (n) => (n <= count ? Promise.resolve() : new Promise((resolve) => waiting.set(n, resolve))),
    mainText: (n, text) =>
      texts.some((shown) => shown.document === n && shown.text.includes(text))
        ? Promise.resolve()
        : new Promise((resolve) => textWaiters.push({ document: n, text, resolve })),
  };
}

/** The forms of a route's address in the other case that a visitor may type. */
function otherCaseForms(path: string): string[] {
  const typed = otherCase(path);
  return [typed, `${typed}/`, `${typed}/index.html`];
}

/** Routes with capitals: the addresses a visitor is likely to type in lower case. */
const routesWithCapitals = routes.filter((route) => /[A-Z]/.test(route.path));

test.describe('a wrong-case address, with a query and a fragment, leads to the page', () => {
  // The host answers the wrong-case address with 404.html, which the browser logs.
  test.use({ expectedConsoleErrors: ['the server responded with a status of 404'] });

  for (const route of [...routesWithCapitals, ...routes.filter((route) => route.path === '/license')]) {
    test(`${otherCase(route.path)} → ${route.path}`, async ({ page }) => {
      // The reload to the page's own address races the hydration of the not-found page the host
      // sent. Holding that address until the not-found page has hydrated puts every route through
      // the order a slow host or a cached script produces, the one that can mismatch.
      const documents = await documentReports(page);
      let gate = Promise.resolve();
      await page.route(
        (url) => url.pathname === route.path,
        async (request) => {
          await gate;
          await request.continue();
        },
      );
      const section = await firstSectionId(route.path);
      const tail = `?ref=typed${section ? `#${section}` : ''}`;
      for (const form of otherCaseForms(route.path)) {
        await test.step(form + tail, async () => {
          let release: () => void = () => undefined;
          gate = new Promise((resolve) => (release = resolve));
          const before = documents.count();
          const notFoundHydrated = documents.hydration(before + 1);
          // The not-found document never reaches "load" while its reload is held.
          await page.goto(origin + form + tail, { waitUntil: 'commit' });
          await notFoundHydrated;
          // Meanwhile the not-found page names the page on its way, not the address it was given.
          await documents.mainText(before + 1, `The page you asked for is at ${route.path}`);
          release();
          await page.waitForURL((url) => url.pathname === route.path);
          expect(page.url(), 'the query and fragment typed').toBe(origin + route.path + tail);
          await documents.hydration(before + 2);
          await expect(page).toHaveTitle(`${route.title} | ${SITE_TITLE}`);
          await expect(page.locator('nav.navbar'), 'navbars').toHaveCount(1);
          await expect(page.locator('h1')).toHaveText(route.heading);
        });
      }
    });
  }
});
