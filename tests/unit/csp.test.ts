import { describe, expect, it } from 'vitest';

import {
  buildPolicy,
  hashSource,
  headersFile,
  inlineScripts,
  loadsAnalytics,
  withPolicyMeta,
} from '../../scripts/lib/csp.mjs';
import { inlineHandlers, metaPolicies, scriptSources } from '../csp-rules';

const PAGE = [
  '<!doctype html><html><head><meta charset=UTF-8><title>t</title>',
  '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
  '<script src=/assets/js/main.js defer></script>',
  '<script>alert(1)</script>',
  '<script type="module">import("/x.js")</script>',
  '</head><body><p>Say on= nothing</p></body></html>',
].join('');

describe('inline scripts', () => {
  it('lists the executable inline scripts only (no src, no JSON-LD data blocks)', () => {
    expect(inlineScripts(PAGE)).toEqual(['alert(1)', 'import("/x.js")']);
  });

  it("hashes a script's exact text as CSP expects", () => {
    expect(hashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(hashSource('alert(1) ')).not.toBe(hashSource('alert(1)'));
  });

  it('finds handler attributes and javascript: URLs, which the policy would block', () => {
    expect(inlineHandlers(PAGE)).toEqual([]);
    expect(inlineHandlers('<button onclick="go()">x</button><a href="javascript:void 0">y</a>')).toEqual([
      'onclick attribute',
      'javascript: URL',
    ]);
  });
});

describe('policy', () => {
  const hashes = [hashSource('b'), hashSource('a'), hashSource('a')];

  it('allows scripts from the site and the listed hashes only, never unsafe-inline or unsafe-eval', () => {
    const policy = buildPolicy({ scriptHashes: hashes, analytics: false }, 'meta');
    const sources = scriptSources(policy);
    expect(sources[0]).toBe("'self'");
    expect(new Set(sources.slice(1))).toEqual(new Set([hashSource('a'), hashSource('b')]));
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('googletagmanager');
  });

  it('allows the analytics hosts only for a build that ships analytics', () => {
    const policy = buildPolicy({ scriptHashes: hashes, analytics: true }, 'meta');
    expect(scriptSources(policy)).toContain('https://www.googletagmanager.com');
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('keeps frame-ancestors to the header, where browsers honour it', () => {
    expect(buildPolicy({ scriptHashes: [], analytics: false }, 'meta')).not.toContain('frame-ancestors');
    expect(buildPolicy({ scriptHashes: [], analytics: false }, 'header')).toContain("frame-ancestors 'self'");
  });

  it('is the same whatever the order of the pages', () => {
    expect(buildPolicy({ scriptHashes: [...hashes].reverse(), analytics: false }, 'meta')).toBe(
      buildPolicy({ scriptHashes: hashes, analytics: false }, 'meta'),
    );
  });
});

describe('meta tag and headers file', () => {
  const policy = buildPolicy({ scriptHashes: inlineScripts(PAGE).map(hashSource), analytics: false }, 'meta');

  it('puts one meta tag right after <meta charset>, before every script, and replaces it on a rewrite', () => {
    const once = withPolicyMeta(PAGE, policy);
    const twice = withPolicyMeta(once, policy);
    expect(twice).toBe(once);
    expect(once.indexOf('<meta http-equiv="Content-Security-Policy"')).toBe(
      once.indexOf('<meta charset=UTF-8>') + '<meta charset=UTF-8>'.length,
    );
    expect(metaPolicies(once)).toEqual({ policies: [policy], beforeScripts: true });
  });

  it('reports a page without the tag', () => {
    expect(metaPolicies(PAGE)).toEqual({ policies: [], beforeScripts: false });
  });

  it('writes the header policy for every path under baseUrl', () => {
    const file = headersFile('/docs-site/', 'default-src x');
    expect(file.split('\n')[0]).toBe('/docs-site/*');
    expect(file).toContain('  Content-Security-Policy: default-src x\n');
  });

  it('tells an analytics build by its gtag.js script', () => {
    expect(loadsAnalytics('<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>')).toBe(true);
    expect(loadsAnalytics(PAGE)).toBe(false);
  });
});
