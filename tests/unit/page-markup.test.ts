import type { ThemeClassNames as ThemeClassNamesType } from '@docusaurus/theme-common';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { describe, expect, it } from 'vitest';

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { THEME_CLASS } from '../../src/constants/pageMarkup';
import { blogPostBody, headingContent, headingHash, isHeadingSelfLink } from '../../plugins/page-markup';

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
