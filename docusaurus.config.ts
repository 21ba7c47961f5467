import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

import { editUrl, links } from './src/constants/links';
import { ANNOUNCEMENT_ID, PRODUCT, SDK_VERSION, isApiReferenceDoc, type SiteCustomFields } from './src/constants/site';
import { searchPlugin } from './config/search';
import { gtagPlugin } from './config/analytics';
import { navbarItems } from './config/navbar';
import { footerLinks } from './config/footer';
import { redirectsPlugin } from './config/redirects';
import { apiSidebarItemsGenerator, typedocPlugin } from './config/typedoc';
import { unstyledCodeTheme } from './config/prism';
import { rehypeCodeLinks } from './plugins/code-links';
import { rehypeCodeTokens } from './plugins/code-tokens';
import { remarkPlatformFacts } from './plugins/platform-facts/remark';
import robotsTxtPlugin from './plugins/robots-txt';
import bundleReportPlugin from './plugins/bundle-report';
import routeCssPlugin from './plugins/route-css';
import leanRouteDataPlugin from './plugins/lean-route-data';
import prismSubsetPlugin from './plugins/prism-subset';
import llmsPlugin from './plugins/llms';
import devSearchIndexPlugin from './plugins/dev-search-index';

const baseUrl = process.env.BASE_URL ?? '/';

const docsOptions = {
  sidebarPath: './sidebars.ts',
  // The API reference is regenerated on every build; its pages have no source to edit.
  editUrl: ({ docPath }) => (isApiReferenceDoc(docPath) ? undefined : `${editUrl('docs')}${docPath}`),
  exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**'],
  sidebarItemsGenerator: apiSidebarItemsGenerator,
  // Browser versions, the Node.js version and browser limits, written from their sources.
  remarkPlugins: [remarkPlatformFacts],
  rehypePlugins: [rehypeCodeTokens, [rehypeCodeLinks, { baseUrl }]],
} satisfies DocsOptions;

const config = {
  title: PRODUCT.displayName,
  tagline: 'Realistic 3D for the web: viewers, configurators and plugins for jewellery and products',
  favicon: 'img/favicon.svg',

  url: process.env.SITE_URL ?? 'https://docs.vitrine.dev',
  baseUrl,
  trailingSlash: undefined,
  titleDelimiter: '|',
  noIndex: false,

  organizationName: 'vitrine-labs',
  projectName: 'vitrine-docs',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',

  customFields: { sdkVersion: SDK_VERSION } satisfies SiteCustomFields,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    // i18n/en/code.json only rewords a few theme strings; no content is translated. Without
    // translate: false its presence makes Docusaurus translate the docs sidebars, which rejects the
    // API reference's repeated "Classes" / "Interfaces" / "Enumerations" category labels.
    localeConfigs: { en: { translate: false } },
  },

  future: { v4: true },

  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is registered below, as plugins/lean-docs-data.
        docs: false,
        blog: {
          blogTitle: 'Blog',
          blogDescription:
            'News, releases and techniques from the team behind Vitrine, the SDK for realistic 3D on the web.',
          showReadingTime: true,
          // Our archive page: the theme's puts each year in an h3 straight under the page's h1.
          blogArchiveComponent: '@site/src/components/BlogArchive',
          // Our list page, composed of the theme's parts: the theme's has no h1.
          blogListComponent: '@site/src/components/BlogList',
          // blogPath is relative to blog/ (a plain string would be joined to the path from the site root).
          editUrl: ({ blogPath }) => `${editUrl('blog')}${blogPath}`,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: { type: ['rss', 'atom'], xslt: true },
          rehypePlugins: [rehypeCodeTokens, [rehypeCodeLinks, { baseUrl }]],
        },
        pages: { rehypePlugins: [rehypeCodeTokens] },
        theme: { customCss: ['./src/css/custom.css', './src/css/prism-theme.css'] },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],

  // Shows the loading error box with Retry when a page's code fails to download on first load.
  // Also: `/x/index.html`, `/x/index` and wrong-case addresses are put back to the page's own.
  clientModules: [
    './src/clientModules/failedFirstDownload.ts',
    './src/clientModules/canonicalAddress.ts',
    './src/clientModules/keyboardScrollers.ts',
  ],

  plugins: [
    // By path, so that Docusaurus finds the module's validateOptions (the docs plugin's own).
    ['./plugins/lean-docs-data/index.ts', docsOptions],
    typedocPlugin,
    redirectsPlugin,
    ...gtagPlugin(),
    robotsTxtPlugin,
    routeCssPlugin,
    leanRouteDataPlugin,
    prismSubsetPlugin,
    bundleReportPlugin,
    llmsPlugin,
    // `docusaurus start` answers search-index-*.json with the last build's index.
    ...(process.env.NODE_ENV === 'production' ? [] : [devSearchIndexPlugin]),
  ],
  themes: [searchPlugin],

  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: `Vitrine ${SDK_VERSION} is out: dispersion for diamonds, scrollable camera views and a faster loader. <a href="${baseUrl}docs/intro">Read the introduction</a>.`,
      // Inline styles accept CSS variables: the bar follows the colour mode (see custom.css).
      backgroundColor: 'var(--vitrine-announcement-bg)',
      textColor: 'var(--vitrine-announcement-fg)',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: PRODUCT.displayName,
      hideOnScroll: true,
      logo: { alt: 'Vitrine logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32 },
      items: navbarItems,
    },
    footer: {
      style: 'dark',
      links: footerLinks,
      logo: {
        alt: 'Vitrine Labs',
        src: 'img/logo-dark.svg',
        srcDark: 'img/logo-dark.svg',
        width: 40,
        height: 40,
        href: links.github,
      },
      copyright: `Copyright © 2025 ${PRODUCT.company}. Built with Docusaurus.`,
    },
    prism: {
      // No inline styles: the colours (GitHub and Dracula brought to WCAG AA contrast,
      // plugins/code-tokens/themeCss.ts) are CSS classes in src/css/prism-theme.css.
      theme: unstyledCodeTheme,
      darkTheme: unstyledCodeTheme,
      // None: Markdown code is tokenized when the site is built (plugins/code-tokens/index.ts), and React
      // pages that write code at run time download the site Prism after the page is interactive
      // (src/components/RuntimeCodeBlock).
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
