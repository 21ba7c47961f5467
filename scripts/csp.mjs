// Content-Security-Policy of the built site (see scripts/lib/csp.mjs for the policy itself).
//
//   node scripts/csp.mjs write   hash every inline script in build/, write the policy as a meta tag
//                                into every HTML file and as build/_headers (`npm run build` runs it)
//   node scripts/csp.mjs check   recompute and fail (exit 1) when any page's meta tag or _headers
//                                does not match its inline scripts, or a page has inline handlers
//
// It runs after `docusaurus build` rather than in a plugin's postBuild because plugins' postBuild
// hooks run concurrently, and the redirect pages (with their inline scripts) are written in one.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { builtSiteConfig, listFiles } from './lib/build-output.mjs';
import {
  buildPolicy,
  hashSource,
  headersFile,
  inlineHandlers,
  inlineScripts,
  loadsAnalytics,
  metaPolicies,
  scriptSources,
  withPolicyMeta,
} from './lib/csp.mjs';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const HEADERS_FILE = '_headers';

/** Reads every HTML file of the build and derives the policies from their inline scripts. */
function computePolicies() {
  const pages = listFiles(BUILD_DIR)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      // A page rewritten earlier carries a meta tag, which changes no script: hash the scripts only.
      const html = readFileSync(join(BUILD_DIR, file), 'utf8');
      return { file, html, hashes: inlineScripts(html).map(hashSource) };
    });
  const input = {
    scriptHashes: pages.flatMap((page) => page.hashes),
    analytics: pages.some((page) => loadsAnalytics(page.html)),
  };
  return { pages, input, meta: buildPolicy(input, 'meta'), header: buildPolicy(input, 'header') };
}

async function write() {
  const { pages, input, meta, header } = computePolicies();
  for (const page of pages) writeFileSync(join(BUILD_DIR, page.file), withPolicyMeta(page.html, meta));
  const { baseUrl } = await builtSiteConfig({ buildDir: BUILD_DIR });
  writeFileSync(join(BUILD_DIR, HEADERS_FILE), headersFile(baseUrl, header));
  const distinct = new Set(input.scriptHashes).size;
  console.log(
    `Content-Security-Policy: ${pages.length} HTML files, ${distinct} inline script hashes` +
      `${input.analytics ? ', analytics hosts allowed' : ''}; wrote meta tags and ${HEADERS_FILE}.`,
  );
}

async function check() {
  const { pages, meta, header } = computePolicies();
  /** @type {string[]} */
  const problems = [];
  for (const page of pages) {
    const { policies, beforeScripts } = metaPolicies(page.html);
    if (policies.length !== 1) problems.push(`${page.file}: ${policies.length} CSP meta tags (want 1)`);
    else if (policies[0] !== meta) problems.push(`${page.file}: CSP meta tag differs from the computed policy`);
    if (policies.length > 0 && !beforeScripts) problems.push(`${page.file}: CSP meta tag comes after a script`);
    const allowed = new Set(scriptSources(policies[0] ?? ''));
    for (const hash of page.hashes) {
      if (!allowed.has(hash)) problems.push(`${page.file}: inline script ${hash} is not allowed by its policy`);
    }
    for (const handler of inlineHandlers(page.html)) problems.push(`${page.file}: ${handler} (blocked by the CSP)`);
  }
  for (const policy of [meta, header]) {
    const sources = scriptSources(policy);
    if (sources.some((source) => source === "'unsafe-inline'" || source === "'unsafe-eval'")) {
      problems.push(`script-src allows unsafe sources: ${sources.join(' ')}`);
    }
  }
  const headersPath = join(BUILD_DIR, HEADERS_FILE);
  const { baseUrl } = await builtSiteConfig({ buildDir: BUILD_DIR });
  if (!existsSync(headersPath)) problems.push(`${HEADERS_FILE} is missing`);
  else if (readFileSync(headersPath, 'utf8') !== headersFile(baseUrl, header)) {
    problems.push(`${HEADERS_FILE} differs from the computed policy`);
  }
  if (problems.length > 0) {
    console.error(problems.map((problem) => `  ${problem}`).join('\n'));
    console.error(
      `Content-Security-Policy check failed (${problems.length} problems). ` +
        '`npm run build` writes the policy; an edited build needs `node scripts/csp.mjs write`.',
    );
    process.exit(1);
  }
  console.log(
    `Content-Security-Policy matches the inline scripts of all ${pages.length} HTML files and ${HEADERS_FILE}.`,
  );
}

const command = process.argv[2];
if (!existsSync(join(BUILD_DIR, 'index.html'))) {
  console.error(`No build in ${BUILD_DIR}/: run \`npm run build\` first.`);
  process.exit(1);
}
if (command === 'write') await write();
else if (command === 'check') await check();
else {
  console.error('Usage: node scripts/csp.mjs write|check');
  process.exit(2);
}
