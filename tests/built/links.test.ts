/**
 * Internal links of the build, with linkinator: every page, script, stylesheet, image and in-page
 * anchor that a built page links to on the site itself must exist. Outbound links are not
 * requested (the check must not leave the machine). Docusaurus already fails the build on broken
 * links between docs; this also covers hand-written HTML, CSS url()s and generated pages.
 */
import { LinkChecker } from 'linkinator';
import { expect, it } from 'vitest';

const isLocal = (link: string) => /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(link);

it('no internal link of the build is broken', { timeout: 300_000 }, async () => {
  const result = await new LinkChecker().check({
    path: 'build',
    recurse: true,
    // Static hosts answer /docs/intro with docs/intro/index.html or docs/intro.html.
    cleanUrls: true,
    checkCss: true,
    checkFragments: true,
    concurrency: 16,
    // A request its own loopback server drops under load (status 0) is tried again; a missing
    // file answers 404 every time and stays broken.
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 500,
    port: process.env.LINK_CHECK_PORT ? Number(process.env.LINK_CHECK_PORT) : undefined,
    linksToSkip: async (link) => !isLocal(link),
  });
  const checked = result.links.filter((link) => link.state !== 'SKIPPED');
  expect(checked.length).toBeGreaterThan(1000);
  const broken = checked
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status ?? ''} ${link.url} (linked from ${link.parent ?? '?'})`);
  expect(broken).toEqual([]);
});
