import { describe, expect, it } from 'vitest';

import {
  configurationToSearch,
  DEFAULT_CONFIGURATION,
  parseConfiguration,
  QUOTED_VALUE_MAX,
  sameConfiguration,
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
      environmentIntensity: 1.35,
      background: 'transparent',
    };
    const search = configurationToSearch(chosen);
    expect(search).toBe('?band=platinum&setting=rose-gold&stone=emerald&side=none&light=1.35&bg=transparent');
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
