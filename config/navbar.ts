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
    items: [
      { type: 'doc', docId: 'intro', label: 'Introduction' },
      { type: 'doc', docId: 'features', label: 'Features/Plugins' },
      { type: 'doc', docId: 'quickstart', label: 'Quickstart' },
      { type: 'doc', docId: 'installation', label: 'Installation' },
      { type: 'doc', docId: 'manual/index', label: 'SDK Manual' },
      { to: '/docs/api', label: 'API Docs' },
      { type: 'doc', docId: 'api-changelog', label: 'Changelog' },
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
