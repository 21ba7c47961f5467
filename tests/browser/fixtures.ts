import { test as base, expect, type Download, type Page, type Request } from '@playwright/test';

interface ConsoleGuardOptions {
  /**
   * Console error texts a test expects (for example a deliberately failed chunk). Matched as
   * substrings or patterns. Playwright reads an array whose second item is an object as
   * `[value, options]`: put a string second.
   */
  expectedConsoleErrors: (string | RegExp)[];
}

interface Fixtures {
  /** Every console error and uncaught page error seen during the test. */
  consoleErrors: string[];
  /** Requests to hosts other than the loopback test server; any fails the test. */
  outboundRequests: string[];
}

/** Analytics hosts (gtag.js and its beacons): answered locally with an empty script, never fetched. */
const ANALYTICS_HOST = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/;
/**
 * Every http(s) address on a host other than loopback. A pattern, unlike a function, is matched
 * inside Playwright's driver, so the page's own requests never wait on a round trip to the test.
 */
const OUTBOUND = /^https?:\/\/(?!(?:127\.0\.0\.1|localhost|\[::1\])(?:[:/]|$))/;

/**
 * The project's `test`: fails any test during which the page logs a console error or throws,
 * unless the test declared that error with `test.use({ expectedConsoleErrors: [...] })`.
 */
export const test = base.extend<Fixtures & ConsoleGuardOptions>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const isExpected = (text: string) =>
        expectedConsoleErrors.some((pattern) =>
          typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text),
        );
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpected(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (!isExpected(error.message)) errors.push(`Uncaught: ${error.message}`);
      });
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  outboundRequests: [
    async ({ context }, use) => {
      const outbound: string[] = [];
      await context.route(OUTBOUND, (route) => {
        const url = new URL(route.request().url());
        if (ANALYTICS_HOST.test(url.hostname)) {
          return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
        }
        outbound.push(url.href);
        return route.abort('blockedbyclient');
      });
      await use(outbound);
      expect(outbound, 'requests that would leave the machine').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Requests of the page that fail or answer with an error status, as they happen. */
export function recordFailedRequests(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return failures;
}

/**
 * Failed requests of the page (as recordFailedRequests) and a wait until every request the page
 * has started has ended, prefetches included: links in view prefetch their route's chunks from an
 * IntersectionObserver callback, which runs after the next frame.
 */
export function trackRequests(page: Page): { failures: string[]; settled: () => Promise<void> } {
  const failures = recordFailedRequests(page);
  const pending = new Set<Request>();
  const done = (request: Request) => pending.delete(request);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const nextFrame = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
    );
  const settled = async () => {
    await nextFrame();
    await expect
      .poll(() => [...pending].map((request) => request.url()), { message: 'requests in flight' })
      .toEqual([]);
  };
  return { failures, settled };
}

/**
 * Waits until the page has drawn two more frames (resize listeners, and what React renders from
 * them, run before a frame). Resolves false when no frame came within `limitMs`: a headless
 * Chromium that stops producing frames would otherwise hold the caller until the test times out.
 */
export async function framesDrawn(page: Page, limitMs = 10_000): Promise<boolean> {
  return page.evaluate(
    (limit) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), limit);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve(true);
          }),
        );
      }),
    limitMs,
  );
}

/** Opens a path and waits until React has hydrated it (Docusaurus sets this attribute). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * The links and sources of the page as it is after hydration that a browser cannot follow: a
 * scheme other than http(s) or mailto (a Markdown `pathname://` link left as written), or a link to
 * an anchor of this page that no element has. The served HTML has its own check over every file
 * (tests/built/links.test.ts); this one sees what React rendered.
 */
export async function unfollowableLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const here = location.pathname;
    for (const element of Array.from(
      document.querySelectorAll('a[href], img[src], script[src], link[href], source[src]'),
    )) {
      const raw = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      if (/^[a-z][a-z\d+.-]*:/i.test(raw) && !/^(https?|mailto|data|blob):/i.test(raw)) {
        problems.push(`${element.tagName.toLowerCase()} ${raw}: a browser cannot open this scheme`);
        continue;
      }
      if (element.tagName !== 'A') continue;
      const url = new URL(raw, location.href);
      if (url.origin !== location.origin || url.pathname !== here || url.hash.length < 2) continue;
      const id = decodeURIComponent(url.hash.slice(1));
      if (!document.getElementById(id)) problems.push(`a ${raw}: no element on the page has the id "${id}"`);
    }
    return problems;
  });
}

/** The bytes of a file the page handed to the browser's download. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
