import type { ThemeClassNames as ThemeClassNamesType } from '@docusaurus/theme-common';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { afterAll, describe, expect, it } from 'vitest';

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { THEME_CLASS } from '../../src/constants/pageMarkup';
import { blogPostBody, headingContent, headingHash, isHeadingSelfLink } from '../../plugins/page-markup';
import { builtHtmlFile } from '../../plugins/page-markup/htmlFile';

const element = (html: string, selector: string): Element => {
  const found = select(selector, fromHtml(html, { fragment: true }));
  if (!found) throw new Error(`no ${selector} in ${html}`);
  return found;
};

// The theme's stable names, from the module that defines them: the package root also loads React,
// and its exports map does not list the module.
const { ThemeClassNames } = (await import(
  pathToFileURL(join(process.cwd(), 'node_modules/@docusaurus/theme-common/lib/utils/ThemeClassNames.js')).href
)) as { ThemeClassNames: typeof ThemeClassNamesType };

describe('what the readers of built pages rely on', () => {
  it('uses only class names the theme publishes as stable', () => {
    expect(THEME_CLASS).toEqual({
      docMarkdown: ThemeClassNames.docs.docMarkdown,
      docSidebarContainer: ThemeClassNames.docs.docSidebarContainer,
      docTocMobile: ThemeClassNames.docs.docTocMobile,
      codeBlock: ThemeClassNames.common.codeBlock,
      admonition: ThemeClassNames.common.admonition,
      tabs: ThemeClassNames.tabs.container,
    });
  });

  it("tells a heading's link to itself from other links in it", () => {
    const heading = element(
      '<h2 id="setup">Set up <a href="/docs/intro">the viewer</a><a href="#setup" class="x">#</a></h2>',
      'h2',
    );
    const [, other, self] = heading.children;
    expect(other && isHeadingSelfLink(other, heading)).toBe(false);
    expect(self && isHeadingSelfLink(self, heading)).toBe(true);
    expect(headingContent(heading)).toHaveLength(2);
    expect(headingHash(heading)).toBe('#setup');
    expect(headingHash(element('<h2>Untitled</h2>', 'h2'))).toBe('');
  });

  it("reads a blog post's body between its header and footer", () => {
    const article = element(
      '<article><header><h1>Post</h1></header><div><p>Body.</p></div><footer>Tags</footer></article>',
      'article',
    );
    expect(blogPostBody(article).map((child) => child.tagName)).toEqual(['div']);
  });
});

describe('the HTML file of a built page', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** A build folder holding the given files (relative paths), each with a little HTML. */
  function buildWith(files: string[]): string {
    const outDir = mkdtempSync(join(tmpdir(), 'built-'));
    folders.push(outDir);
    for (const file of files) {
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), '<!doctype html>');
    }
    return outDir;
  }

  it('is found for every address form of a page, as a static host answers it', () => {
    const outDir = buildWith(['index.html', 'docs/intro/index.html', 'search.html', '404.html']);
    const cases: [path: string, file: string][] = [
      ['', 'index.html'],
      ['/', 'index.html'],
      ['/docs/intro', 'docs/intro/index.html'],
      ['docs/intro/', 'docs/intro/index.html'],
      ['/search', 'search.html'],
      ['/404.html', '404.html'],
    ];
    for (const [path, file] of cases) expect(builtHtmlFile(outDir, path), path).toBe(join(outDir, file));
  });

  it('prefers the page folder, and never takes a folder named like a page file', () => {
    // The `.html` redirect pages are folders (`docs/intro.html/index.html`) beside the page's own.
    const outDir = buildWith(['docs/intro/index.html', 'docs/intro.html/index.html']);
    expect(builtHtmlFile(outDir, '/docs/intro')).toBe(join(outDir, 'docs/intro/index.html'));
    expect(builtHtmlFile(outDir, '/docs/intro.html')).toBe(join(outDir, 'docs/intro.html/index.html'));
    expect(builtHtmlFile(buildWith(['docs/x.html/index.html']), '/docs/x')).toBeUndefined();
  });

  it('is undefined for a page the build lacks, and a route is read as the file name it is', () => {
    const outDir = buildWith(['docs/100%25/index.html']);
    expect(builtHtmlFile(outDir, '/docs/missing')).toBeUndefined();
    expect(builtHtmlFile(outDir, '/docs/100%25')).toBe(join(outDir, 'docs/100%25/index.html'));
    expect(builtHtmlFile(outDir, '/docs/100%')).toBeUndefined();
  });
});
