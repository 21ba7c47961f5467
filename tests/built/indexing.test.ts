/**
 * Search-engine files of the build, for `noIndex: false`: robots.txt allows crawling and names the
 * sitemap by its absolute address; sitemap.xml lists every indexable page exactly once, under the
 * site's url and baseUrl, each with a built HTML file whose canonical link is that address; no
 * listed page says noindex or is a redirect; the not-found page stays out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  builtSiteConfig,
  htmlFileFor,
  listFiles,
  sitemapLocations,
  withoutBaseUrl,
} from '../../scripts/lib/build-output.mjs';

const BUILD_DIR = 'build';
const read = (file: string) => readFileSync(join(BUILD_DIR, file), 'utf8');
const isRedirectPage = (html: string) => /<meta http-equiv="?refresh"?/i.test(html);
const hasNoIndex = (html: string) => /<meta[^>]+name="?robots"?[^>]+content="?[^">]*noindex/i.test(html);

const { url, baseUrl, noIndex } = await builtSiteConfig({ buildDir: BUILD_DIR });
const siteRoot = new URL(baseUrl, url).href;
const locations = existsSync(join(BUILD_DIR, 'sitemap.xml')) ? sitemapLocations(read('sitemap.xml')) : [];

/** The built HTML of a sitemap address, or the reason there is none. */
function pageOf(loc: string): { html?: string; problem?: string } {
  if (!loc.startsWith(siteRoot)) return { problem: `${loc} is not under the site address ${siteRoot}` };
  try {
    return { html: read(htmlFileFor(BUILD_DIR, withoutBaseUrl(new URL(loc).pathname, baseUrl))) };
  } catch (error) {
    return { problem: `${loc}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

describe('robots.txt and sitemap.xml', () => {
  it('the site is built indexable', () => {
    expect(noIndex).toBe(false);
  });

  it('robots.txt lets every crawler in and names the sitemap by its absolute address', () => {
    expect(existsSync(join(BUILD_DIR, 'robots.txt')), 'robots.txt').toBe(true);
    const robots = read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow:\s*\/\s*$/m);
    expect(robots.split('\n')).toContain(`Sitemap: ${new URL('sitemap.xml', siteRoot).href}`);
  });

  it('the sitemap lists each page once, each with its HTML file and that address as canonical link', () => {
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.filter((loc, index) => locations.indexOf(loc) !== index)).toEqual([]);
    const problems = locations.flatMap((loc) => {
      const { html, problem } = pageOf(loc);
      if (problem || html === undefined) return [problem];
      const canonical = /<link[^>]+rel="?canonical"?[^>]+href="?([^"\s>]+)/i.exec(html)?.[1];
      return canonical === loc ? [] : [`${loc} has canonical link ${canonical ?? '(none)'}`];
    });
    expect(problems).toEqual([]);
  });

  it('no page of the sitemap says noindex or is a redirect page', () => {
    const pages = locations.map((loc) => ({ loc, html: pageOf(loc).html ?? '' }));
    expect(pages.filter(({ html }) => hasNoIndex(html)).map(({ loc }) => loc)).toEqual([]);
    expect(pages.filter(({ html }) => isRedirectPage(html)).map(({ loc }) => loc)).toEqual([]);
  });

  it('every indexable page of the build is in the sitemap', () => {
    const listed = new Set(locations);
    const missing = listFiles(BUILD_DIR)
      .filter((file) => file.endsWith('.html') && file !== '404.html')
      .filter((file) => {
        const html = read(file);
        if (isRedirectPage(html) || hasNoIndex(html)) return false;
        const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
        const loc = new URL(path.replace(/^\//, ''), siteRoot).href;
        return !listed.has(loc) && !listed.has(`${loc}/`);
      });
    expect(missing).toEqual([]);
  });
});
