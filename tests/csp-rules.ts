/**
 * What the Content-Security-Policy check reads back from a built page: the policies of its meta
 * tags, the script sources a policy allows, and the inline handlers a policy without
 * 'unsafe-inline' would block.
 */
import { META_PATTERN } from '../scripts/lib/csp.mjs';

/**
 * Handler attributes (onclick=…) and javascript: URLs: CSP without 'unsafe-inline' blocks them,
 * so a page that has any would break.
 */
export function inlineHandlers(html: string): string[] {
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  const handlers = [...withoutScripts.matchAll(/<[a-z][^>]*?\s(on[a-z]+)=/gi)].map((m) => `${m[1]} attribute`);
  const urls = [...withoutScripts.matchAll(/\b(?:href|src|action)=["']?\s*javascript:/gi)].map(() => 'javascript: URL');
  return [...handlers, ...urls];
}

/** The policies of a page's meta tags, in document order, and whether the first comes before every script. */
export function metaPolicies(html: string): { policies: string[]; beforeScripts: boolean } {
  const policies = [...html.matchAll(META_PATTERN)].map((m) => /content="([^"]*)"/.exec(m[0])?.[1] ?? '');
  const firstMeta = html.search(META_PATTERN);
  const firstScript = html.search(/<script\b/i);
  return { policies, beforeScripts: firstMeta !== -1 && (firstScript === -1 || firstMeta < firstScript) };
}

/** The script-src sources of a policy string. */
export function scriptSources(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}
