import type { Footer } from '@docusaurus/theme-common';

import { links } from '../src/constants/links';

/** Footer link groups: Docs, Community, More. */
export const footerLinks = [
  {
    title: 'Docs',
    items: [
      { label: 'Introduction', to: '/docs/intro' },
      { label: 'Quickstart', to: '/docs/quickstart' },
      { label: 'Installation', to: '/docs/installation' },
      { label: 'SDK manual', to: '/docs/manual' },
      { label: 'glTF extensions', to: '/docs/gltf-extensions' },
      { label: 'API reference', to: '/docs/api' },
    ],
  },
  {
    title: 'Community',
    items: [
      { label: 'Chat server', href: links.chat },
      { label: 'Stack Overflow', href: links.questions },
      { label: 'X', href: links.twitter },
      { label: 'LinkedIn', href: links.linkedin },
    ],
  },
  {
    title: 'More',
    items: [
      { label: 'Blog', to: '/blog' },
      { label: 'Showcase', to: '/showcase' },
      { label: 'Real-time viewer', to: '/realvwr' },
      { label: 'Pricing', to: '/license' },
      { label: 'End-user licence (EULA)', to: '/EULA' },
      { label: 'Code samples', href: links.codeSamples },
      { label: 'GitHub', href: links.github },
      { label: 'npm package', href: links.npmPackage },
    ],
  },
] satisfies Footer['links'];
