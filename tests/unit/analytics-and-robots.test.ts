import { describe, expect, it } from 'vitest';

import { gtagPlugin } from '../../config/analytics';
import { robotsTxt } from '../../plugins/robots-txt';

describe('analytics configuration', () => {
  it('ships no analytics plugin without a tracking id', () => {
    expect(gtagPlugin(undefined)).toEqual([]);
    expect(gtagPlugin('')).toEqual([]);
  });

  it('configures gtag with the id and IP anonymising off', () => {
    expect(gtagPlugin('G-ABC123')).toEqual([
      ['@docusaurus/plugin-google-gtag', { trackingID: 'G-ABC123', anonymizeIP: false }],
    ]);
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap by its absolute address', () => {
    const text = robotsTxt({ url: 'https://docs.example.org', baseUrl: '/', noIndex: false });
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      '',
      'Sitemap: https://docs.example.org/sitemap.xml',
      '',
    ]);
  });

  it('follows a baseUrl, and disallows everything for a site built with noIndex', () => {
    expect(robotsTxt({ url: 'https://example.org', baseUrl: '/sdk/docs/', noIndex: false })).toContain(
      'Sitemap: https://example.org/sdk/docs/sitemap.xml',
    );
    expect(robotsTxt({ url: 'https://example.org', baseUrl: '/', noIndex: true })).toContain('Disallow: /');
  });
});
