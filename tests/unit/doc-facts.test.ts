import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { METAL_PRESET_VALUES } from '../../sdk/assets/presets';
import { GEM_OPTICS } from '../../sdk/plugins/gem-optics';
import { checkDocFacts, checkPage, formatFactProblems } from './doc-checks/facts';
import { parseMarkdown } from '../../plugins/code-samples/markdown';
import { checkSdkComments, defaultsByProperty, readDocumentedDefaults, readSdkEnums } from './doc-checks/sdk-model';
import { readStatements } from './doc-checks/statements';
import { formatRgb, hexToLinearRgb } from '../../src/utils/srgb';

const FIXTURES = 'tests/fixtures/doc-facts';
const defaults = defaultsByProperty(readDocumentedDefaults());
const enums = readSdkEnums();

function checkFixture(name: string) {
  return checkPage(readFileSync(`${FIXTURES}/${name}`, 'utf8'), name, defaults, enums);
}

describe('numbers in the guides agree with sdk/', () => {
  it('every guide, prose, tables and JSON, agrees with the SDK', () => {
    const problems = checkDocFacts();
    expect(problems, formatFactProblems(problems)).toEqual([]);
  });

  it("the SDK's GemType and MetalPreset comments agree with its constants", () => {
    const problems = checkSdkComments();
    expect(problems, formatFactProblems(problems)).toEqual([]);
    expect(Object.keys(GEM_OPTICS)).toHaveLength(8);
    expect(Object.keys(METAL_PRESET_VALUES)).toHaveLength(5);
  });

  it('reports each planted error once: gem optics, metal colours, defaults, ranges, enum members, JSON', () => {
    const found = checkFixture('wrong.mdx').map(({ line, message }) => `${line}: ${message}`);
    expect(found).toEqual([
      '9: diamond: refractive index 2.418, the SDK says 2.417',
      '10: sapphire: dispersion 0.028, the SDK says 0.018',
      "14: gold: linear RGB [1.0, 0.78, 0.34], the SDK's preset #e5c07b is [0.78, 0.53, 0.20]",
      "16: rose-gold: colour #e0a090, the SDK's preset is #e8b4a0",
      '18: `reflectivity` default 0.3; the SDK says GroundSettings.reflectivity: 0',
      '20: `maxPixelRatio` default 3; the SDK says RenderManagerOptions.maxPixelRatio: 2',
      '24: `GroundSettings.shadowOpacity` default 0.8; the SDK says GroundSettings.shadowOpacity: 0.5',
      '35: `shadowOpacity` 0.4 to 1.2 lies outside GroundSettings.shadowOpacity: 0 to 1',
      '39: `GroundSettings.reflectivity` range 0 to 2; the SDK says GroundSettings.reflectivity: 0 to 1',
      '41: ToneMapping has no member Filmic (it has None, Linear, Reinhard, ACESFilmic, AgX, Neutral)',
      "26: preset gold: icon #ffd700, the preset's colour is #e5c07b",
      '26: diamond: ior 2.42, the SDK says 2.417',
      '43: "directionMode": "spiral" is not a value of AnisotropyDirection (texture, tangent, radial, circular)',
    ]);
  });

  it('passes correct statements, comparisons, rendered expressions and ambiguous names', () => {
    const problems = checkFixture('valid.mdx');
    expect(problems, formatFactProblems(problems)).toEqual([]);
  });

  it('reports a GemType or MetalPreset comment that disagrees with the constants', () => {
    const found = checkSdkComments(`${FIXTURES}/sdk`).map(({ message }) => message);
    expect(found).toEqual([
      'ruby: comment says IOR 1.76, GEM_OPTICS 1.77',
      'platinum: comment says #d5d0c9, METAL_PRESET_VALUES #d5d0c8',
    ]);
  });
});

describe('reading statements and SDK defaults', () => {
  it('splits prose into sentences, keeps table headers, drops code, imports and MDX expressions', () => {
    const statements = readStatements(
      parseMarkdown(
        [
          '---',
          'title: T',
          '---',
          "import X from '@site/x';",
          '',
          'Diamond has an IOR of 2.417. Ruby has {GEM_OPTICS.ruby.ior} here.',
          '',
          '| Stone | ior |',
          '| --- | --- |',
          '| Ruby | 1.77 |',
          '',
          '```ts',
          'const ior = 9.99;',
          '```',
        ].join('\n'),
      ),
      'page.mdx',
    );
    expect(statements.map((statement) => statement.text)).toEqual([
      'Diamond has an IOR of 2.417.',
      'Ruby has here.',
      'Ruby | 1.77',
    ]);
    expect(statements[2]?.table?.header).toEqual(['Stone', 'ior']);
  });

  it("reads the defaults the SDK's doc comments state", () => {
    const byName = (owner: string, property: string) =>
      defaults.get(property)?.find((entry) => entry.owner === owner)?.value;
    expect(byName('GroundSettings', 'reflectivity')).toBe('0');
    expect(byName('TonemapSettings', 'toneMapping')).toBe('ToneMapping.Neutral');
    expect(byName('RenderManagerOptions', 'maxPixelRatio')).toBe('2');
    expect(byName('DiamondMaterialData', 'dispersion')).toBe('0.044');
    const member = (owner: string, property: string) => defaults.get(property)?.find((entry) => entry.owner === owner);
    expect(member('GroundSettings', 'shadowOpacity')?.range).toEqual([0, 1]);
    expect(member('AnisotropyMaterialData', 'anisotropy')?.range).toEqual([-1, 1]);
    expect(member('DiamondMaterialData', 'gemType')?.enumType).toBe('GemType');
    expect(enums.get('GemType')?.get('CubicZirconia')).toBe('cubic-zirconia');
  });
});

describe('sRGB to linear for preset tables', () => {
  it('converts the preset colours with the sRGB transfer function', () => {
    expect(formatRgb(hexToLinearRgb('#e5c07b'))).toBe('[0.78, 0.53, 0.2]');
    expect(formatRgb(hexToLinearRgb('#000000'))).toBe('[0, 0, 0]');
    expect(formatRgb(hexToLinearRgb('#FFFFFF'))).toBe('[1, 1, 1]');
  });

  it('names a malformed colour', () => {
    expect(() => hexToLinearRgb('gold')).toThrow('Expected a colour as #rrggbb, got "gold"');
  });
});
