// Internal link check over the build output with linkinator: every page, script, stylesheet, image
// and in-page anchor that a built page links to on the site itself must exist. Outbound links are
// not requested (the check must not leave the machine; Docusaurus already fails the build on broken
// links between docs, this also covers hand-written HTML, CSS url()s and generated pages).
// Serves build/ on 127.0.0.1 (LINK_CHECK_PORT, else a free port). Exits 1 on any broken link.
import { existsSync } from 'node:fs';

import { LinkChecker } from 'linkinator';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
if (!existsSync(`${BUILD_DIR}/index.html`)) {
  console.error(`No build in ${BUILD_DIR}/: run \`npm run build\` first.`);
  process.exit(1);
}

const isLocal = (/** @type {string} */ link) => /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(link);

const checker = new LinkChecker();
const result = await checker.check({
  path: BUILD_DIR,
  recurse: true,
  // docusaurus serve and static hosts answer /docs/intro with docs/intro/index.html or docs/intro.html.
  cleanUrls: true,
  checkCss: true,
  checkFragments: true,
  concurrency: 16,
  // A request its own loopback server drops under load (status 0, "fetch failed") is tried again;
  // a missing file answers 404 every time and stays broken.
  retryErrors: true,
  retryErrorsCount: 3,
  retryErrorsJitter: 500,
  port: process.env.LINK_CHECK_PORT ? Number(process.env.LINK_CHECK_PORT) : undefined,
  linksToSkip: async (link) => !isLocal(link),
});

const checked = result.links.filter((link) => link.state !== 'SKIPPED');
const broken = checked.filter((link) => link.state === 'BROKEN');
for (const link of broken) {
  const reason = link.failureDetails?.map((detail) => (detail instanceof Error ? detail.message : '')).find(Boolean);
  console.error(
    `  BROKEN ${link.status ?? ''} ${link.url}  (linked from ${link.parent ?? '?'})${reason ? `: ${reason}` : ''}`,
  );
}
console.log(
  `Internal links: ${checked.length} checked, ${broken.length} broken, ` +
    `${result.links.length - checked.length} outbound links not requested.`,
);
process.exit(broken.length === 0 ? 0 : 1);
