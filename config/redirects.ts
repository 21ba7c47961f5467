import type { PluginConfig } from '@docusaurus/types';
import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';

/**
 * Static redirect pages: the docs root /docs/ leads to the introduction, and the old address of a
 * renamed page leads to its new one (tests/routes.ts lists both as aliases). `<route>.html`
 * addresses get redirect pages from plugins/suffixed-urls; wrong-case addresses (/eula) are
 * corrected in the browser by src/clientModules/canonicalAddress.ts, since a redirect file
 * eula/index.html would collide with EULA/index.html on a case-insensitive file system (macOS) and
 * fail the build.
 */
export const redirectsPlugin: PluginConfig = [
  '@docusaurus/plugin-client-redirects',
  {
    redirects: [
      { from: '/docs', to: '/docs/intro' },
      // The custom UI page was published under a misspelt slug; links to it keep working.
      {
        from: '/docs/manual/variationConfigurator/cutom-ui-plugin',
        to: '/docs/manual/variationConfigurator/custom-ui-plugin',
      },
    ],
  } satisfies ClientRedirectsOptions,
];
