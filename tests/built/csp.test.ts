/**
 * The Content-Security-Policy written into the build (scripts/csp.mjs) matches the build: every
 * page carries the computed policy once, before any script; every inline script is allowed by its
 * hash; no page has an inline handler the policy would block; script-src allows nothing unsafe;
 * _headers holds the header variant. An edited build needs `node scripts/csp.mjs` again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { builtSiteConfig } from '../../scripts/lib/build-output.mjs';
import { computePolicies, HEADERS_FILE, headersFile } from '../../scripts/lib/csp.mjs';
import { inlineHandlers, metaPolicies, scriptSources } from '../csp-rules';

const BUILD_DIR = 'build';
const { pages, meta, header } = computePolicies(BUILD_DIR);
const { baseUrl } = await builtSiteConfig({ buildDir: BUILD_DIR });

describe('Content-Security-Policy of the build', () => {
  it('every page has one CSP meta tag, the computed policy, before any script', () => {
    expect(pages.length).toBeGreaterThan(100);
    const problems = pages.flatMap(({ file, html }) => {
      const { policies, beforeScripts } = metaPolicies(html);
      if (policies.length !== 1) return [`${file}: ${policies.length} CSP meta tags (want 1)`];
      if (policies[0] !== meta) return [`${file}: CSP meta tag differs from the computed policy`];
      return beforeScripts ? [] : [`${file}: CSP meta tag comes after a script`];
    });
    expect(problems).toEqual([]);
  });

  it("every inline script is allowed by its page's policy", () => {
    const problems = pages.flatMap(({ file, html, hashes }) => {
      const allowed = new Set(scriptSources(metaPolicies(html).policies[0] ?? ''));
      return hashes.filter((hash) => !allowed.has(hash)).map((hash) => `${file}: inline script ${hash}`);
    });
    expect(problems).toEqual([]);
  });

  it('no page has an inline handler or javascript: URL, which the policy blocks', () => {
    expect(pages.flatMap(({ file, html }) => inlineHandlers(html).map((handler) => `${file}: ${handler}`))).toEqual([]);
  });

  it("script-src allows neither 'unsafe-inline' nor 'unsafe-eval'", () => {
    for (const policy of [meta, header]) {
      expect(scriptSources(policy)).not.toContain("'unsafe-inline'");
      expect(scriptSources(policy)).not.toContain("'unsafe-eval'");
    }
  });

  it(`${HEADERS_FILE} holds the header variant of the policy`, () => {
    const file = join(BUILD_DIR, HEADERS_FILE);
    expect(existsSync(file), `${HEADERS_FILE} exists`).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(headersFile(baseUrl, header));
  });
});
