/**
 * Reads MDN's browser compatibility data (BCD) for the features of features.ts: the first version
 * of each browser that supports a feature, partial support with BCD's notes, and the baseline.
 * Runs only when the site is built and in unit tests; nothing of BCD reaches a page but the text
 * remark.ts writes.
 *
 * Rules, so that every number on the site means the same thing:
 * - Only support under the standard name counts: statements with a prefix, an alternative name or
 *   a flag to turn on are left out (a reader cannot rely on a flag, and the SDK calls standard names).
 * - A version is "full" support when BCD marks it neither partial nor removed.
 * - Partial support is shown, with BCD's notes, when it came before full support or stands alone,
 *   unless it ended below the baseline version: such a browser cannot run a viewer anyway.
 * - No statement for a browser means BCD has no data, which the tables say rather than guess.
 */
import bcd, { type CompatStatement, type Identifier, type SimpleSupportStatement } from '@mdn/browser-compat-data';

import {
  BASELINE_FEATURES,
  BROWSERS,
  FEATURES,
  type BrowserKey,
  type FeatureKey,
  type PlatformFeature,
} from './features';

export type SupportKind = 'full' | 'partial' | 'none' | 'preview' | 'no-data';

export interface PartialSupport {
  /** First version with partial support. */
  from: string;
  /** Last version with it, when full support replaced it. */
  to?: string;
  /** BCD's notes (HTML) on what is missing. */
  notes: string[];
}

export interface BrowserSupport {
  browser: BrowserKey;
  kind: SupportKind;
  /** First version with full support. */
  full?: string;
  /** Partial support before `full`, or instead of it, oldest first. */
  partial: PartialSupport[];
}

/** The BCD entry at a dotted path, with its ancestors' entries (nearest last). */
function lookUp(path: string): { compat: CompatStatement; ancestors: CompatStatement[] } {
  const ancestors: CompatStatement[] = [];
  let node: Identifier | undefined = bcd as unknown as Identifier;
  for (const part of path.split('.')) {
    if (node?.__compat) ancestors.push(node.__compat);
    node = node?.[part];
  }
  if (!node?.__compat) throw new Error(`BCD ${bcd.__meta.version} has no entry ${path}`);
  return { compat: node.__compat, ancestors };
}

export function compatOf(feature: FeatureKey): CompatStatement {
  return lookUp(FEATURES[feature].bcd).compat;
}

/** The page a feature links to: its MDN page, else its nearest ancestor's, else the mapping's `url`. */
export function linkOf(feature: FeatureKey): string {
  const { compat, ancestors } = lookUp(FEATURES[feature].bcd);
  const own = (FEATURES[feature] as PlatformFeature).url;
  const url = own ?? compat.mdn_url ?? [...ancestors].reverse().find((entry) => entry.mdn_url)?.mdn_url;
  if (!url) throw new Error(`${feature}: BCD has no MDN page for ${FEATURES[feature].bcd}; give it a url`);
  return url;
}

/** Compares BCD versions ("16.4", "≤79" counts as 79). */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.replace(/^≤/, '').split('.').map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function isReleased(version: string | false): version is string {
  return typeof version === 'string' && version !== 'preview';
}

/** What one browser's statements say, by the rules at the top of this file. */
export function readSupport(browser: BrowserKey, statement: CompatStatement['support'][BrowserKey]): BrowserSupport {
  if (statement === undefined) return { browser, kind: 'no-data', partial: [] };
  const statements: SimpleSupportStatement[] = Array.isArray(statement) ? statement : [statement];
  const standard = statements.filter((entry) => !entry.prefix && !entry.alternative_name && !entry.flags);
  const byVersion = (a: SimpleSupportStatement, b: SimpleSupportStatement) =>
    compareVersions(a.version_added as string, b.version_added as string);

  const full = standard
    .filter((entry) => !entry.partial_implementation && !entry.version_removed && isReleased(entry.version_added))
    .sort(byVersion)[0]?.version_added as string | undefined;
  const partial = standard
    .filter((entry) => entry.partial_implementation && isReleased(entry.version_added))
    .filter((entry) => full === undefined || compareVersions(entry.version_added as string, full) < 0)
    .sort(byVersion)
    .map((entry): PartialSupport => {
      const notes = entry.notes === undefined ? [] : Array.isArray(entry.notes) ? entry.notes : [entry.notes];
      return { from: entry.version_added as string, ...(entry.version_last ? { to: entry.version_last } : {}), notes };
    });

  const kind: SupportKind = full
    ? 'full'
    : partial.length
      ? 'partial'
      : standard.some((entry) => entry.version_added === 'preview')
        ? 'preview'
        : 'none';
  return { browser, kind, ...(full ? { full } : {}), partial };
}

/** BCD's support of a feature in a browser, every partial statement included. */
export function rawSupportOf(feature: FeatureKey, browser: BrowserKey): BrowserSupport {
  return readSupport(browser, compatOf(feature).support[browser]);
}

/** The first version that supports a feature at all, partly or fully; undefined without support. */
export function firstVersion(support: BrowserSupport): string | undefined {
  return support.partial[0]?.from ?? support.full;
}

/** Support as the site shows it: partial support that ended below the baseline is left out. */
export function supportOf(feature: FeatureKey, browser: BrowserKey): BrowserSupport {
  const support = rawSupportOf(feature, browser);
  const floor = baselineVersion(browser);
  const partial = support.partial.filter((entry) => !entry.to || compareVersions(entry.to, floor) >= 0);
  return { ...support, partial, kind: support.kind === 'partial' && !partial.length ? 'none' : support.kind };
}

/** The name BCD gives a browser ("Safari on iOS"). */
export function browserName(browser: BrowserKey): string {
  return bcd.browsers[browser].name;
}

/**
 * Per browser, the newest of the baseline features' first versions. A baseline feature that a
 * browser lacks fails the build: the site would otherwise claim a version that cannot run a viewer.
 */
export function baseline(): { browser: BrowserKey; version: string }[] {
  return BROWSERS.map((browser) => ({ browser, version: baselineVersion(browser) }));
}

export function baselineVersion(browser: BrowserKey): string {
  const versions = BASELINE_FEATURES.map((feature) => {
    const version = firstVersion(rawSupportOf(feature, browser));
    if (!version) throw new Error(`baseline feature ${feature} has no released support in ${browserName(browser)}`);
    return version;
  });
  const version = versions.sort(compareVersions).at(-1);
  if (!version) throw new Error('features.ts marks no feature as baseline');
  return version;
}

/** The BCD release the site was built with and the day its data was taken ("8.1.9", "2026-11-12"). */
export function dataRelease(): { version: string; date: string } {
  return { version: bcd.__meta.version, date: bcd.__meta.timestamp.slice(0, 10) };
}

/** Release status of a browser version in BCD ("retired", "current", "beta"…), if BCD lists it. */
export function releaseStatus(browser: BrowserKey, version: string): string | undefined {
  return bcd.browsers[browser].releases[version.replace(/^≤/, '')]?.status;
}
