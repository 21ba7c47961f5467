/** Site-wide constants that build-time config and client code both read. */

/** The SDK release these docs describe. */
export const SDK_VERSION = '0.11.0';

/** Product names: "vitrine" in URLs and tags, VITRINE_ in glTF extension names, Vitrine in prose. */
export const PRODUCT = {
  displayName: 'Vitrine',
  company: 'Vitrine Labs',
  slug: 'vitrine',
  extensionPrefix: 'VITRINE_',
} as const;

/**
 * The announcement bar's id. Change it when the message changes: the dismissal stored in the
 * visitor's browser is keyed by this id, so a new id shows the bar again.
 */
export const ANNOUNCEMENT_ID = 'sdk-0-11-0';

/** Typed shape of `customFields` in docusaurus.config.ts; read it through `useSiteCustomFields`. */
export interface SiteCustomFields {
  sdkVersion: string;
}

/**
 * Whether a doc id belongs to the generated API reference: TypeDoc writes it into docs/api/
 * (`API_OUT_DIR` in config/typedoc.ts), so its doc ids start with "api/". The hand-written
 * changelog (id "api-changelog") is not one of them.
 */
export function isApiReferenceDoc(docId: string): boolean {
  return docId.startsWith('api/');
}
