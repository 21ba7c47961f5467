import type { PluginConfig } from '@docusaurus/types';

import type { RedirectPagesOptions } from '../plugins/redirect-pages';

/**
 * Addresses that lead elsewhere: the docs root /docs/ to the introduction, and the old address of
 * a renamed page to its new one (tests/routes.ts lists both as aliases). plugins/redirect-pages
 * writes their pages, and those of `<route>.html`. Wrong-case addresses (/eula) are corrected in
 * the browser by src/clientModules/canonicalAddress.ts, since a redirect file eula/index.html
 * would collide with EULA/index.html on a case-insensitive file system (macOS) and fail the build.
 */
export const redirectsPlugin: PluginConfig = [
  './plugins/redirect-pages/index.ts',
  {
    redirects: [
      { from: '/docs', to: '/docs/intro' },
      // The custom UI page was published under a misspelt slug; links to it keep working.
      {
        from: '/docs/manual/variationConfigurator/cutom-ui-plugin',
        to: '/docs/manual/variationConfigurator/custom-ui-plugin',
      },
    ],
  } satisfies RedirectPagesOptions,
];
