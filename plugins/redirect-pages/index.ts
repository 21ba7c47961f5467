import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Static redirect pages, written after the build: one for each configured redirect (an old or
 * short address), and one for `<route>.html` of every route, which static hosts answer with
 * 404.html. For that address Docusaurus's router rendered its not-found route over that page's
 * HTML, or, under /docs/, the docs layout with a not-found body: a React hydration error and the
 * layout twice (facebook/docusaurus#10053). Drop the `.html` pages, and the suffix part of
 * src/clientModules/canonicalAddress.ts, once Docusaurus renders such addresses once
 * (tests/browser/suffixed-urls.spec.ts shows when).
 *
 * `@docusaurus/plugin-client-redirects` writes pages the W3C checker rejects (a script between
 * head and body, no title), with a script that names its target: one more hash in every page's
 * Content-Security-Policy per redirect. Here every page runs the same script, which reads the
 * target from the canonical link and keeps the query and fragment the visitor typed; without
 * scripts a meta refresh leads to the target alone.
 */

export interface Redirect {
  from: string;
  to: string;
}

export interface RedirectPagesOptions {
  redirects: readonly Redirect[];
}

/** The one inline script of every redirect page (its hash is the same on every page). */
export const REDIRECT_SCRIPT =
  "location.replace(document.querySelector('link[rel=canonical]').getAttribute('href') + location.search + location.hash);";

export function redirectPageHtml(target: string): string {
  const escaped = target.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escaped}">`,
    '<title>Redirecting</title>',
    `<script>${REDIRECT_SCRIPT}</script>`,
    `<noscript><meta http-equiv="refresh" content="0; url=${escaped}"></noscript>`,
    '</head>',
    `<body><p>This page lives at <a href="${escaped}">${escaped}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** A route path without the site's base URL and trailing slash ('' for the home page). */
function withinSite(routePath: string, baseUrl: string): string {
  const path = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath;
  return path.replace(/^\//, '').replace(/\/$/, '');
}

/**
 * The file answering `<path>.html`. Not `<path>.html` itself: hosts that serve `/x` from `x.html`
 * would then answer the page's own address with its redirect, a loop. A folder `x.html/` is only
 * reached through `/x.html`.
 */
export function redirectFileFor(routePath: string, baseUrl: string): string | undefined {
  const clean = withinSite(routePath, baseUrl);
  if (clean === '' || clean.endsWith('.html')) return undefined;
  return `${clean}.html/index.html`;
}

export default function redirectPagesPlugin(_context: LoadContext, options: RedirectPagesOptions): Plugin {
  return {
    name: 'vitrine-redirect-pages',
    async postBuild({ outDir, routesPaths, baseUrl }) {
      const files = new Map<string, string>();
      for (const routePath of routesPaths) {
        const file = redirectFileFor(routePath, baseUrl);
        if (file) files.set(file, routePath);
      }
      for (const { from, to } of options.redirects) {
        if (!routesPaths.includes(to)) throw new Error(`Redirect ${from} -> ${to}: no route ${to}`);
        files.set(`${withinSite(from, baseUrl)}/index.html`, to);
      }
      await Promise.all(
        [...files].map(async ([file, target]) => {
          const absolute = join(outDir, file);
          await mkdir(dirname(absolute), { recursive: true });
          // 'wx': never overwrite a page (a redirect from an address that has a page fails the build).
          await writeFile(absolute, redirectPageHtml(target), { flag: 'wx' });
        }),
      );
    },
  };
}
