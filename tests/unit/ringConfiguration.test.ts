import { describe, expect, it } from 'vitest';

import {
  configurationToSearch,
  DEFAULT_CONFIGURATION,
  parseConfiguration,
  NUMBER_SETTINGS,
  QUERY_KEYS,
  QUOTED_VALUE_MAX,
  sameConfiguration,
  type NumberSetting,
  type RingConfiguration,
} from '../../src/components/RealtimeViewer/configuration';

describe('ring configuration in the address', () => {
  it('writes nothing for the defaults and reads the defaults from an empty query', () => {
    expect(configurationToSearch(DEFAULT_CONFIGURATION)).toBe('');
    expect(parseConfiguration('')).toEqual({ configuration: DEFAULT_CONFIGURATION, problems: [] });
  });

  it('round-trips every field', () => {
    const chosen: RingConfiguration = {
      bandMetal: 'platinum',
      settingMetal: 'rose-gold',
      centerStone: 'emerald',
      sideStones: 'none',
      studio: 'strips',
      environmentIntensity: 1.35,
      exposure: 1.25,
      shadowOpacity: 0.35,
      shadowBlur: 0.17,
      background: 'transparent',
    };
    const search = configurationToSearch(chosen);
    expect(search).toBe(
      '?band=platinum&setting=rose-gold&stone=emerald&side=none&studio=strips&light=1.35&exposure=1.25&shadow=0.35&soft=0.17&bg=transparent',
    );
    const parsed = parseConfiguration(search);
    expect(parsed.problems).toEqual([]);
    expect(sameConfiguration(parsed.configuration, chosen)).toBe(true);
  });

  it('keeps query parameters that belong to something else', () => {
    const search = configurationToSearch(
      { ...DEFAULT_CONFIGURATION, centerStone: 'ruby' },
      '?utm_source=mail&stone=emerald',
    );
    expect(search).toBe('?utm_source=mail&stone=ruby');
  });

  it('ignores unknown values with a message naming the valid ones', () => {
    const { configuration, problems } = parseConfiguration('?band=bronze&stone=diamond&side=glass&bg=');
    expect(configuration.bandMetal).toBe(DEFAULT_CONFIGURATION.bandMetal);
    expect(configuration.sideStones).toBe(DEFAULT_CONFIGURATION.sideStones);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe('Ignored "band=bronze": expected gold, rose-gold, white-gold or platinum.');
    expect(problems[1]).toContain('"side=glass"');
    expect(problems[1]).toContain('or none');
    expect(problems[2]).toContain('"bg="');
  });

  it.each(Object.entries(NUMBER_SETTINGS))('reads %s as a number in its range, on its steps', (setting, range) => {
    const key = QUERY_KEYS[setting as NumberSetting];
    const read = (raw: string) => parseConfiguration(`?${key}=${raw}`);
    // Between two steps: the nearer step, without a message (a hand-typed value is not an error).
    const between = range.min + range.step * 2.4;
    expect(read(String(between)).configuration[setting as NumberSetting]).toBeCloseTo(range.min + range.step * 2, 9);
    expect(read(String(between)).problems).toEqual([]);
    // Outside: the nearest limit, said.
    const below = read(String(range.min - 1));
    expect(below.configuration[setting as NumberSetting]).toBe(range.min);
    expect(below.problems).toEqual([
      `"${key}=${range.min - 1}" is outside ${range.min} to ${range.max}; using ${range.min}.`,
    ]);
    expect(read('1e9').configuration[setting as NumberSetting]).toBe(range.max);
    // Not a number: the default, said.
    for (const raw of ['', 'abc', 'NaN', 'Infinity', '0x']) {
      const parsed = read(raw);
      expect(parsed.configuration[setting as NumberSetting], raw).toBe(range.default);
      expect(parsed.problems, raw).toEqual([
        `Ignored "${key}=${raw}": expected a number from ${range.min} to ${range.max}.`,
      ]);
    }
  });

  it('reads the studio by id and reports one it does not know', () => {
    expect(parseConfiguration('?studio=daylight').configuration.studio).toBe('daylight');
    const { configuration, problems } = parseConfiguration('?studio=sunset');
    expect(configuration.studio).toBe(DEFAULT_CONFIGURATION.studio);
    expect(problems).toEqual(['Ignored "studio=sunset": expected softbox, daylight or strips.']);
  });

  it('quotes a long rejected value cut to its first characters, so the message stays short', () => {
    const long = 'x'.repeat(6000);
    for (const query of [`?band=${long}`, `?light=${long}`, `?light=9${'0'.repeat(6000)}`]) {
      const [problem] = parseConfiguration(query).problems;
      expect(problem).toBeDefined();
      expect((problem ?? '').length).toBeLessThan(QUOTED_VALUE_MAX + 80);
      expect(problem).toContain('…');
    }
    expect(parseConfiguration(`?band=${'y'.repeat(QUOTED_VALUE_MAX)}`).problems[0]).not.toContain('…');
  });

  it('clamps and rounds the light, and rejects text', () => {
    expect(parseConfiguration('?light=9').configuration.environmentIntensity).toBe(2.5);
    expect(parseConfiguration('?light=9').problems[0]).toContain('outside 0.25 to 2.5');
    expect(parseConfiguration('?light=1.234').configuration.environmentIntensity).toBe(1.25);
    expect(parseConfiguration('?light=1.234').problems).toEqual([]);
    const text = parseConfiguration('?light=bright');
    expect(text.configuration.environmentIntensity).toBe(DEFAULT_CONFIGURATION.environmentIntensity);
    expect(text.problems[0]).toBe('Ignored "light=bright": expected a number from 0.25 to 2.5.');
    expect(parseConfiguration('?light=').problems).toHaveLength(1);
  });

  it('never throws on hostile input', () => {
    for (const search of ['?band=%E0%A4%A', '?light=1e309', '?light=-0', '?stone=__proto__', '?%%%']) {
      expect(() => parseConfiguration(search)).not.toThrow();
    }
    expect(parseConfiguration('?stone=__proto__').configuration.centerStone).toBe('diamond');
  });
});
