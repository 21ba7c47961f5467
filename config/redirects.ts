import type { PluginConfig } from '@docusaurus/types';
import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';

/**
 * Static redirect pages: the docs root /docs/ leads to the introduction, and the API's
 * module index /docs/api/modules to the API index, which lists the modules.
 */
export const redirectsPlugin: PluginConfig = [
  '@docusaurus/plugin-client-redirects',
  {
    redirects: [
      { from: '/docs', to: '/docs/intro' },
      { from: '/docs/api/modules', to: '/docs/api' },
    ],
  } satisfies ClientRedirectsOptions,
];
