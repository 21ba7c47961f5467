import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Redirect pages for `<route>.html`, which static hosts answer with 404.html. Docusaurus's router
 * rendered its not-found route over that page's HTML, or, under /docs/, the docs layout with a
 * not-found body: a React hydration error and the layout twice (facebook/docusaurus#10053).
 * Remove this plugin and the suffix part of src/clientModules/canonicalAddress.ts once Docusaurus renders such
 * addresses once (tests/browser/suffixed-urls.spec.ts shows when).
 *
 * `@docusaurus/plugin-client-redirects` (`fromExtensions: ['html']`) writes the same files, but each
 * with an inline script naming its target: one more CSP hash per route in every page's policy
 * (about 16 kB of HTML per page for 300 routes). These pages redirect by `<meta refresh>` alone.
 */
export function redirectPageHtml(target: string): string {
  const escaped = target.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="UTF-8">',
    `<meta http-equiv="refresh" content="0; url=${escaped}">`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escaped}">`,
    '<title>Redirecting</title>',
    '</head>',
    `<body><p>This page lives at <a href="${escaped}">${escaped}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * The file answering `<path>.html`. Not `<path>.html` itself: hosts that serve `/x` from `x.html`
 * would then answer the page's own address with its redirect, a loop. A folder `x.html/` is only
 * reached through `/x.html`.
 */
export function redirectFileFor(routePath: string, baseUrl: string): string | undefined {
  const path = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath;
  const clean = path.replace(/\/$/, '');
  if (clean === '' || clean.endsWith('.html')) return undefined;
  return `${clean}.html/index.html`;
}

export default function suffixedUrlsPlugin(): Plugin {
  return {
    name: 'vitrine-suffixed-urls',
    async postBuild({ outDir, routesPaths, baseUrl }) {
      const files = new Map<string, string>();
      for (const routePath of routesPaths) {
        const file = redirectFileFor(routePath, baseUrl);
        if (file) files.set(file, routePath);
      }
      await Promise.all(
        [...files].map(async ([file, target]) => {
          const absolute = join(outDir, file);
          await mkdir(dirname(absolute), { recursive: true });
          // 'wx': never overwrite a page.
          await writeFile(absolute, redirectPageHtml(target), { flag: 'wx' });
        }),
      );
    },
  };
}
