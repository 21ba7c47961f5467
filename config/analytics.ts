import type { PluginConfig } from '@docusaurus/types';
import type { Options as GtagOptions } from '@docusaurus/plugin-google-gtag';

/**
 * Google Analytics through gtag, only when GTAG_TRACKING_ID is set at build time.
 * Local builds set nothing and ship no analytics code at all (no third-party traffic).
 */
export function gtagPlugin(trackingId = process.env.GTAG_TRACKING_ID): PluginConfig[] {
  if (!trackingId) return [];
  return [['@docusaurus/plugin-google-gtag', { trackingID: trackingId, anonymizeIP: false } satisfies GtagOptions]];
}
