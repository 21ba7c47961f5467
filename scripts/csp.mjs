// Writes the Content-Security-Policy of the built site (scripts/lib/csp.mjs builds the policy):
// hashes every inline script in build/, writes the policy as a meta tag into every HTML file and
// as build/_headers. `npm run build` runs it; tests/built/csp.test.ts checks the result.
//
// It runs after `docusaurus build` rather than in a plugin's postBuild because plugins' postBuild
// hooks run concurrently, and the redirect pages (with their inline scripts) are written in one.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { builtSiteConfig } from './lib/build-output.mjs';
import { computePolicies, HEADERS_FILE, headersFile, withPolicyMeta } from './lib/csp.mjs';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
if (!existsSync(join(BUILD_DIR, 'index.html'))) {
  console.error(`No build in ${BUILD_DIR}/: run \`npm run build\` first.`);
  process.exit(1);
}

const { pages, input, meta, header } = computePolicies(BUILD_DIR);
for (const page of pages) writeFileSync(join(BUILD_DIR, page.file), withPolicyMeta(page.html, meta));
const { baseUrl } = await builtSiteConfig({ buildDir: BUILD_DIR });
writeFileSync(join(BUILD_DIR, HEADERS_FILE), headersFile(baseUrl, header));
console.log(
  `Content-Security-Policy: ${pages.length} HTML files, ${new Set(input.scriptHashes).size} inline script hashes` +
    `${input.analytics ? ', analytics hosts allowed' : ''}; wrote meta tags and ${HEADERS_FILE}.`,
);
