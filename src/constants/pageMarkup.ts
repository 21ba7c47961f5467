/**
 * How the build's readers of rendered pages (the Markdown copies in plugins/llms, the search index
 * in plugins/search-index) find a page's parts without leaning on the theme's markup: class names
 * the theme publishes as stable for custom CSS (`ThemeClassNames` of @docusaurus/theme-common),
 * and attributes our own theme wrappers add.
 */
export const THEME_CLASS = {
  docMarkdown: 'theme-doc-markdown',
  docSidebarContainer: 'theme-doc-sidebar-container',
  docTocMobile: 'theme-doc-toc-mobile',
  codeBlock: 'theme-code-block',
  admonition: 'theme-admonition',
  tabs: 'theme-tabs-container',
} as const;

/** On the element holding a code block's title (src/theme/CodeBlock). */
export const CODE_TITLE_ATTRIBUTE = 'data-code-title';

/** On the element holding an admonition's label, "Note" or its own title (src/theme/Admonition/Layout). */
export const ADMONITION_LABEL_ATTRIBUTE = 'data-admonition-label';
