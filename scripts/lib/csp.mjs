// The site's Content-Security-Policy. Scripts run only from our own origin or, for the few inline
// scripts Docusaurus writes into the HTML (colour mode and announcement bar set-up before first
// paint, the base-URL warning, the redirect pages, gtag's bootstrap), by the SHA-256 hash of their
// exact text: no 'unsafe-inline', no 'unsafe-eval'. scripts/csp.mjs computes the hashes over a
// build and writes the policy into every HTML file and into _headers; tests/built/csp.test.ts checks both.
// The analytics hosts it allows are set in config/csp.mjs.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ANALYTICS_SOURCES } from '../../config/csp.mjs';
import { listFiles } from './build-output.mjs';

/** The file of HTTP headers static hosts read (Netlify, Cloudflare Pages and others). */
export const HEADERS_FILE = '_headers';

/** The policy's meta tag as this module writes it, so that a rewrite replaces it instead of adding a second. */
export const META_PATTERN = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/g;

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/**
 * The text of every inline script the browser would execute (data blocks such as JSON-LD are not
 * scripts to CSP).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const typeOf = (/** @type {string} */ attributes) => {
    const type = /(?:^|\s)type=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
    return (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
  };
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/(?:^|\s)src(?=[\s=]|$)/i.test(attributes) && JS_TYPES.has(typeOf(attributes)))
    .map(([, , text = '']) => text);
}

/** CSP source expression for a script's text: 'sha256-<base64 digest of its UTF-8 bytes>'. */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Whether a page loads gtag.js (the build had GTAG_TRACKING_ID set). */
export function loadsAnalytics(html) {
  return /<script\b[^>]*\bsrc=["']?https:\/\/www\.googletagmanager\.com\//i.test(html);
}

/**
 * @typedef {object} PolicyInput
 * @property {string[]} scriptHashes hash sources of the inline scripts
 * @property {boolean} analytics whether gtag's hosts are allowed
 */

/**
 * The policy's directives. `frame-ancestors` only works as an HTTP header (browsers ignore it, with
 * a console error, in a meta tag), so the meta variant leaves it out.
 * @param {PolicyInput} input
 * @param {'meta' | 'header'} delivery
 * @returns {string}
 */
export function buildPolicy({ scriptHashes, analytics }, delivery) {
  const extra = (/** @type {keyof typeof ANALYTICS_SOURCES} */ kind) => (analytics ? ANALYTICS_SOURCES[kind] : []);
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(scriptHashes)].sort(), ...extra('script')]],
    // Docusaurus and React write style attributes (announcement bar colours, collapsibles): styles
    // may be inline; scripts may not.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...extra('img')]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...extra('connect')]],
    // 3D pages decode models in workers built from blob: URLs.
    ['worker-src', ["'self'", 'blob:']],
    ['media-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (delivery === 'header') directives.push(['frame-ancestors', ["'self'"]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The HTML with exactly one CSP meta tag, placed right after <meta charset> (or at the start of
 * <head>), before any script it governs.
 * @param {string} html
 * @param {string} policy
 */
export function withPolicyMeta(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const cleaned = html.replace(META_PATTERN, '');
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(cleaned);
  const head = /<head\b[^>]*>/i.exec(cleaned);
  const anchor = charset ?? head;
  if (!anchor) throw new Error('no <head> to put the Content-Security-Policy meta tag in');
  const at = anchor.index + anchor[0].length;
  return cleaned.slice(0, at) + tag + cleaned.slice(at);
}

/**
 * The _headers file (Netlify, Cloudflare Pages and others): the policy plus two cheap hardening
 * headers, for every path under baseUrl.
 * @param {string} baseUrl
 * @param {string} headerPolicy
 */
export function headersFile(baseUrl, headerPolicy) {
  return [
    `${baseUrl}*`,
    `  Content-Security-Policy: ${headerPolicy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '',
  ].join('\n');
}

/**
 * Every HTML file of a build with the hashes of its inline scripts, and the policies they call
 * for. A page rewritten earlier carries a meta tag, which changes no script: only scripts are hashed.
 * @param {string} buildDir
 */
export function computePolicies(buildDir) {
  const pages = listFiles(buildDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(join(buildDir, file), 'utf8');
      return { file, html, hashes: inlineScripts(html).map(hashSource) };
    });
  const input = {
    scriptHashes: pages.flatMap((page) => page.hashes),
    analytics: pages.some((page) => loadsAnalytics(page.html)),
  };
  return { pages, input, meta: buildPolicy(input, 'meta'), header: buildPolicy(input, 'header') };
}
