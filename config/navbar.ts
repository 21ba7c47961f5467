import type { NavbarItem } from '@docusaurus/theme-common';

import { links } from '../src/constants/links';

/**
 * The top bar. Left: Home, Documentation, Pricing, Blog, Showcase, Editor.
 * Right: chat server, the SDK version label, search, colour switch (the switch is added by the theme).
 * `custom-sdkVersion` is our own item type, registered in src/theme/NavbarItem/ComponentTypes.tsx.
 */
export const navbarItems = [
  { to: '/', label: 'Home', position: 'left', activeBaseRegex: '^/$' },
  {
    type: 'dropdown',
    label: 'Documentation',
    position: 'left',
    // Plain links rather than `type: 'doc'` items: a doc item counts as current on every page of
    // its sidebar, and this site has one sidebar, so all seven were marked current on every doc.
    // Here an item is current on its own page or section only; the build's link check covers the paths.
    items: [
      { to: '/docs/intro', label: 'Introduction' },
      { to: '/docs/features', label: 'Features/Plugins' },
      { to: '/docs/quickstart', label: 'Quickstart' },
      { to: '/docs/installation', label: 'Installation' },
      { to: '/docs/manual', label: 'SDK Manual' },
      { to: '/docs/api', label: 'API Docs', activeBaseRegex: '^/docs/api(?!/Changelog)' },
      { to: '/docs/api/Changelog', label: 'Changelog' },
    ],
  },
  { to: '/license', label: 'Pricing', position: 'left' },
  { to: '/blog', label: 'Blog', position: 'left' },
  { href: links.hostedShowcase, label: 'Showcase', position: 'left' },
  { href: links.hostedEditor, label: 'Editor', position: 'left' },
  { href: links.chat, label: 'Community', position: 'right', 'aria-label': 'Community chat server' },
  { type: 'custom-sdkVersion', position: 'right' },
  { type: 'search', position: 'right' },
] satisfies NavbarItem[];
