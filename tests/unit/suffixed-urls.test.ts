import { describe, expect, it } from 'vitest';

import { REDIRECT_SCRIPT, redirectFileFor, redirectPageHtml } from '../../plugins/redirect-pages';

describe('redirect pages for <route>.html', () => {
  it('puts the page of /x.html in the folder x.html/, never in x.html (which hosts serve for /x)', () => {
    expect(redirectFileFor('/license', '/')).toBe('license.html/index.html');
    expect(redirectFileFor('/docs/api/classes/Core_API.ViewerApp', '/')).toBe(
      'docs/api/classes/Core_API.ViewerApp.html/index.html',
    );
  });

  it('writes paths inside the build folder when the site has a baseUrl', () => {
    expect(redirectFileFor('/vitrine/docs/intro', '/vitrine/')).toBe('docs/intro.html/index.html');
  });

  it('writes none for the home page or a route that already ends in .html', () => {
    expect(redirectFileFor('/', '/')).toBeUndefined();
    expect(redirectFileFor('/vitrine/', '/vitrine/')).toBeUndefined();
    expect(redirectFileFor('/404.html', '/')).toBeUndefined();
  });

  it('keeps the query and fragment with one script that is the same on every page, and a meta refresh without scripts', () => {
    const html = redirectPageHtml('/docs/intro?a=1&b="2"');
    expect(html).toContain(
      '<noscript><meta http-equiv="refresh" content="0; url=/docs/intro?a=1&amp;b=&quot;2&quot;"></noscript>',
    );
    expect(html).toContain('<link rel="canonical" href="/docs/intro?a=1&amp;b=&quot;2&quot;">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual([REDIRECT_SCRIPT]);
    expect(redirectPageHtml('/license')).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
    expect(REDIRECT_SCRIPT).toContain('location.search + location.hash');
  });
});
