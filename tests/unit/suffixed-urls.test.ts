import { describe, expect, it } from 'vitest';

import { redirectFileFor, redirectPageHtml } from '../../plugins/suffixed-urls';

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

  it('redirects by meta refresh alone, with no inline script for the CSP to allow', () => {
    const html = redirectPageHtml('/docs/intro?a=1&b="2"');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro?a=1&amp;b=&quot;2&quot;">');
    expect(html).toContain('<link rel="canonical" href="/docs/intro?a=1&amp;b=&quot;2&quot;">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/<script/i);
  });
});
