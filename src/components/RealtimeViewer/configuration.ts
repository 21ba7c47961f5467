/**
 * What the visitor chose for the ring, and how that choice travels in the page address.
 * Pure TypeScript (no three.js, no React) so that unit tests and server rendering can use it.
 */
import {
  backgroundIds,
  ENVIRONMENT_INTENSITY,
  EXPOSURE,
  gemIds,
  metalIds,
  SHADOW_BLUR,
  SHADOW_OPACITY,
  studioIds,
  type BackgroundId,
  type GemId,
  type MetalId,
  type SettingRange,
  type StudioId,
} from '../../data/ringViewer';

export type SideStoneChoice = GemId | 'none';

export interface RingConfiguration {
  /** Metal of the shank (the band around the finger). */
  bandMetal: MetalId;
  /** Metal of the head: the prongs and the gallery that hold the centre stone. */
  settingMetal: MetalId;
  centerStone: GemId;
  /** Stones set into the shoulders of the band, or none. */
  sideStones: SideStoneChoice;
  /** The studio whose light the ring reflects. */
  studio: StudioId;
  /** Multiplier on the studio environment light. */
  environmentIntensity: number;
  /** Exposure before tone mapping. */
  exposure: number;
  /** Darkness of the contact shadow, 0 to 1. */
  shadowOpacity: number;
  /** Blur of the contact shadow as a fraction of the ring's size. */
  shadowBlur: number;
  background: BackgroundId;
}

export const DEFAULT_CONFIGURATION: Readonly<RingConfiguration> = Object.freeze({
  bandMetal: 'gold',
  settingMetal: 'white-gold',
  centerStone: 'diamond',
  sideStones: 'diamond',
  studio: 'softbox',
  environmentIntensity: ENVIRONMENT_INTENSITY.default,
  exposure: EXPOSURE.default,
  shadowOpacity: SHADOW_OPACITY.default,
  shadowBlur: SHADOW_BLUR.default,
  background: 'light',
});

/** Query-string keys, short so that shared links stay readable. */
export const QUERY_KEYS = {
  bandMetal: 'band',
  settingMetal: 'setting',
  centerStone: 'stone',
  sideStones: 'side',
  studio: 'studio',
  environmentIntensity: 'light',
  exposure: 'exposure',
  shadowOpacity: 'shadow',
  shadowBlur: 'soft',
  background: 'bg',
} as const satisfies Record<keyof RingConfiguration, string>;

const sideStoneIds: readonly SideStoneChoice[] = [...gemIds, 'none'];

export interface ParsedConfiguration {
  configuration: RingConfiguration;
  /** One sentence per value that was ignored or corrected, for the page to show. */
  problems: string[];
}

function listChoices(choices: readonly string[]): string {
  return choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}` : (choices[0] ?? '');
}

/** Longest stretch of a rejected value repeated in a message: a pasted page of text stays one line. */
export const QUOTED_VALUE_MAX = 60;

/** The value as a message quotes it: cut at QUOTED_VALUE_MAX characters, with an ellipsis. */
export function quoteValue(raw: string): string {
  const characters = Array.from(raw);
  return characters.length > QUOTED_VALUE_MAX ? `${characters.slice(0, QUOTED_VALUE_MAX).join('')}…` : raw;
}

/**
 * The value of `key` if it is one of `choices`; else `fallback`, with a sentence in `problems` when
 * the address had another value.
 */
export function pickChoice<T extends string>(
  params: URLSearchParams,
  key: string,
  choices: readonly T[],
  fallback: T,
  problems: string[],
): T {
  const raw = params.get(key);
  if (raw === null) return fallback;
  if ((choices as readonly string[]).includes(raw)) return raw as T;
  problems.push(`Ignored "${key}=${quoteValue(raw)}": expected ${listChoices(choices)}.`);
  return fallback;
}

/** The range controls of the configuration and their limits. */
export const NUMBER_SETTINGS = {
  environmentIntensity: ENVIRONMENT_INTENSITY,
  exposure: EXPOSURE,
  shadowOpacity: SHADOW_OPACITY,
  shadowBlur: SHADOW_BLUR,
} as const satisfies Partial<Record<keyof RingConfiguration, SettingRange>>;

export type NumberSetting = keyof typeof NUMBER_SETTINGS;

/** Clamps to the range and rounds to its step, so that a value survives a round trip unchanged. */
export function snapToStep(value: number, { min, max, step }: SettingRange): number {
  const clamped = Math.min(max, Math.max(min, value));
  return Number(formatSetting(min + Math.round((clamped - min) / step) * step));
}

/** A setting as written in the address and shown beside its slider: at most two decimals. */
export function formatSetting(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function pickNumber(params: URLSearchParams, setting: NumberSetting, problems: string[]): number {
  const key = QUERY_KEYS[setting];
  const range = NUMBER_SETTINGS[setting];
  const raw = params.get(key);
  if (raw === null) return range.default;
  const value = Number(raw);
  const { min, max } = range;
  if (raw.trim() === '' || !Number.isFinite(value)) {
    problems.push(`Ignored "${key}=${quoteValue(raw)}": expected a number from ${min} to ${max}.`);
    return range.default;
  }
  const snapped = snapToStep(value, range);
  if (value < min || value > max) {
    problems.push(`"${key}=${quoteValue(raw)}" is outside ${min} to ${max}; using ${formatSetting(snapped)}.`);
  }
  return snapped;
}

/** Reads a configuration from a query string; unknown or missing values fall back to the defaults. */
export function parseConfiguration(search: string): ParsedConfiguration {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const configuration: RingConfiguration = {
    bandMetal: pickChoice(params, QUERY_KEYS.bandMetal, metalIds, DEFAULT_CONFIGURATION.bandMetal, problems),
    settingMetal: pickChoice(params, QUERY_KEYS.settingMetal, metalIds, DEFAULT_CONFIGURATION.settingMetal, problems),
    centerStone: pickChoice(params, QUERY_KEYS.centerStone, gemIds, DEFAULT_CONFIGURATION.centerStone, problems),
    sideStones: pickChoice(params, QUERY_KEYS.sideStones, sideStoneIds, DEFAULT_CONFIGURATION.sideStones, problems),
    studio: pickChoice(params, QUERY_KEYS.studio, studioIds, DEFAULT_CONFIGURATION.studio, problems),
    environmentIntensity: pickNumber(params, 'environmentIntensity', problems),
    exposure: pickNumber(params, 'exposure', problems),
    shadowOpacity: pickNumber(params, 'shadowOpacity', problems),
    shadowBlur: pickNumber(params, 'shadowBlur', problems),
    background: pickChoice(params, QUERY_KEYS.background, backgroundIds, DEFAULT_CONFIGURATION.background, problems),
  };
  return { configuration, problems };
}

/**
 * Writes a configuration into a query string (with its leading "?", or "" when everything is at
 * its default). Query parameters that belong to something else are kept.
 */
export function configurationToSearch(configuration: RingConfiguration, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of Object.keys(QUERY_KEYS) as (keyof RingConfiguration)[]) {
    const value = configuration[key];
    const text = typeof value === 'number' ? formatSetting(value) : value;
    const defaultValue = DEFAULT_CONFIGURATION[key];
    const defaultText = typeof defaultValue === 'number' ? formatSetting(defaultValue) : defaultValue;
    if (text === defaultText) params.delete(QUERY_KEYS[key]);
    else params.set(QUERY_KEYS[key], text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function sameConfiguration(a: RingConfiguration, b: RingConfiguration): boolean {
  return (Object.keys(QUERY_KEYS) as (keyof RingConfiguration)[]).every((key) => a[key] === b[key]);
}
