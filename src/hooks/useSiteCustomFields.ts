import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type { SiteCustomFields } from '../constants/site';

/** The typed `customFields` of docusaurus.config.ts: the one place client code reads them. */
export function useSiteCustomFields(): SiteCustomFields {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields as unknown as SiteCustomFields;
}

/** The SDK version the docs describe, for example "0.11.0". */
export function useSdkVersion(): string {
  return useSiteCustomFields().sdkVersion;
}
