import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { decodeRuns, encodeRuns } from '../../src/prism/encodedRuns';
import type { TokenRun } from '../../src/prism/normalizeTokens';

const typeName = fc.constantFrom<string>('keyword', 'string', 'class-name', 'template-string', 'punctuation', 'regex');
const run: fc.Arbitrary<TokenRun> = fc.record({
  types: fc.oneof(fc.constant<string[]>(['plain']), fc.array(typeName, { minLength: 1, maxLength: 3 })),
  content: fc.string({ maxLength: 60 }),
});

describe('encoded token runs', () => {
  it('decode to the runs they were encoded from, for any runs', () => {
    fc.assert(
      fc.property(fc.array(run, { maxLength: 40 }), (runs) => {
        const code = runs.map(({ content }) => content).join('');
        expect(decodeRuns(code, encodeRuns(runs))).toEqual(runs);
      }),
    );
  });

  it('store each list of types once and plain text without one', () => {
    const encoded = encodeRuns([
      { types: ['keyword'], content: 'const' },
      { types: ['plain'], content: ' a ' },
      { types: ['keyword'], content: 'new' },
      { types: ['template-string', 'string'], content: '`x`' },
    ]);
    expect(encoded).toBe('keyword;template-string string|5.0 3 3.0 3.1');
  });

  it('refuse code of another length and malformed input', () => {
    const encoded = encodeRuns([{ types: ['keyword'], content: 'let' }]);
    expect(decodeRuns('let', encoded)).toBeDefined();
    expect(decodeRuns('letter', encoded)).toBeUndefined();
    expect(decodeRuns('let', 'no separator')).toBeUndefined();
    expect(decodeRuns('let', 'keyword|3.7')).toBeUndefined();
    expect(decodeRuns('let', '|x')).toBeUndefined();
  });
});
