import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { redirectFileFor } from '../../plugins/redirect-pages';
import { sitemapServedPathsSync } from '../buildOutput';

/**
 * Every page of the sitemap has the redirect page that answers its `.html` address, pointing at the
 * page and kept out of search engines. (What a browser shows at the suffixed addresses of each page
 * type: tests/browser/suffixed-urls.spec.ts.)
 */
const pages = sitemapServedPathsSync().filter((path) => path !== '/');

describe('redirect pages for <page>.html', () => {
  it('cover every page of the sitemap', () => {
    expect(pages.length).toBeGreaterThan(250);
    const problems = pages.flatMap((path) => {
      const file = redirectFileFor(path, '/');
      if (!file) return [`${path}: no redirect file name`];
      const built = join('build', file);
      if (!existsSync(built)) return [`${path}: ${built} is missing`];
      const html = readFileSync(built, 'utf8');
      const target = path.replace(/\/$/, '');
      const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
      if (refresh?.replace(/\/$/, '') !== target) return [`${path}: refreshes to ${refresh}`];
      if (!html.includes('<meta name="robots" content="noindex">')) return [`${path}: indexable`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('are not in the sitemap', () => {
    expect(pages.filter((path) => /\.html\/?$/.test(path))).toEqual([]);
  });
});
