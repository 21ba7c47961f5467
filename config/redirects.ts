import type { PluginConfig } from '@docusaurus/types';
import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';

/** Static redirect pages: the docs root /docs/ leads to the introduction (SPEC 2). */
export const redirectsPlugin: PluginConfig = [
  '@docusaurus/plugin-client-redirects',
  { redirects: [{ from: '/docs', to: '/docs/intro' }] } satisfies ClientRedirectsOptions,
];
