/**
 * Links of the build. Internal links, with linkinator: every page, script, stylesheet, image and
 * in-page anchor that a built page links to on the site itself must exist. Outbound links are not
 * requested (the check must not leave the machine). Docusaurus already fails the build on broken
 * links between docs; this also covers hand-written HTML, CSS url()s and generated pages. Then what
 * linkinator does not follow: addresses a browser cannot open, and where links in the text open.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { LinkChecker } from 'linkinator';
import { expect, it } from 'vitest';

import { listFiles } from '../../scripts/lib/build-output.mjs';

const BUILD_DIR = 'build';

const isLocal = (link: string) => /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(link);

it('no internal link of the build is broken', { timeout: 300_000 }, async () => {
  const result = await new LinkChecker().check({
    path: BUILD_DIR,
    recurse: true,
    // Static hosts answer /docs/intro with docs/intro/index.html or docs/intro.html.
    cleanUrls: true,
    checkCss: true,
    checkFragments: true,
    concurrency: 16,
    // A request its own loopback server drops under load (status 0) is tried again; a missing
    // file answers 404 every time and stays broken.
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 500,
    port: process.env.LINK_CHECK_PORT ? Number(process.env.LINK_CHECK_PORT) : undefined,
    linksToSkip: async (link) => !isLocal(link),
  });
  const checked = result.links.filter((link) => link.state !== 'SKIPPED');
  expect(checked.length).toBeGreaterThan(1000);
  const broken = checked
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status ?? ''} ${link.url} (linked from ${link.parent ?? '?'})`);
  expect(broken).toEqual([]);
});

/** The build's pages (each route's `index.html`). */
const pages = () => listFiles(BUILD_DIR).filter((file) => file.endsWith('index.html'));

/** The `href` of every `<a>` of an HTML page (the build's HTML is minified: values may be unquoted). */
const hrefsOf = (html: string): string[] =>
  [...html.matchAll(/<a\s[^>]*?\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map(
    ([, double, single, bare]) => double ?? single ?? bare ?? '',
  );

// Linkinator skips a scheme it does not know, such as a Markdown `pathname://` link left as written.
it('every link is an address a browser opens: a path, or an http(s) or mailto URL', () => {
  const problems = pages().flatMap((file) =>
    hrefsOf(readFileSync(join(BUILD_DIR, file), 'utf8'))
      .filter((href) => /^[a-z][a-z\d+.-]*:/i.test(href) && !/^(https?|mailto):/i.test(href))
      .map((href) => `${file}: ${href}`),
  );
  expect(problems).toEqual([]);
});

/** A link to a page of the site (not to one of its static files, which have an extension). */
const isRoute = (href: string) => /^[/#]/.test(href) && !/\.\w+$/.test(href.split('#')[0] ?? '');

it('links in the text of guides and blog posts to other sites and to site files open in the same tab', () => {
  const textPages = pages().filter((file) => /^(docs|blog)\//.test(file) && !file.startsWith('docs/api/'));
  let checked = 0;
  const problems = textPages.flatMap((file) => {
    const tree = fromHtml(readFileSync(join(BUILD_DIR, file), 'utf8'));
    return selectAll('.theme-doc-markdown a[href], article .markdown a[href]', tree).flatMap((link) => {
      const href = String(link.properties.href);
      if (isRoute(href)) return [];
      checked += 1;
      const { target } = link.properties;
      return target === undefined || target === '_self' ? [] : [`${file}: ${href} opens in ${String(target)}`];
    });
  });
  expect(checked, 'links to other sites and to site files').toBeGreaterThan(20);
  expect(problems).toEqual([]);
});

/** The URLs of every `srcset` and `imagesrcset` candidate of an HTML page ("a.webp 480w, b.webp 800w"). */
const srcsetUrlsOf = (html: string): string[] =>
  [...html.matchAll(/\s(?:image)?srcset=(?:"([^"]*)"|'([^']*)')/gi)].flatMap(([, double, single]) =>
    (double ?? single ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter((url) => url.length > 0),
  );

it('every image candidate of a srcset is a file of the build', () => {
  let checked = 0;
  const files = new Set(listFiles(BUILD_DIR));
  const problems = pages().flatMap((file) =>
    srcsetUrlsOf(readFileSync(join(BUILD_DIR, file), 'utf8')).flatMap((url) => {
      checked += 1;
      const path = decodeURI(new URL(url, 'https://site.invalid/').pathname).replace(/^\//, '');
      return files.has(path) ? [] : [`${file}: ${url}`];
    }),
  );
  // The home page alone has its posters and the cards' renders.
  expect(checked).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});
