import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { search } from '../../src/search/search';
import { builtSearchSettings, loadBuiltIndexes } from './searchIndexes';

/**
 * Property-based fuzzing of the search over the real index: whatever is typed (lunr syntax, markup,
 * control characters, huge or empty input), search() answers with at most the configured number of
 * results, each an indexed section, and never throws.
 */

const indexes = loadBuiltIndexes();
const indexed = new Set(indexes.flatMap((loaded) => loaded.sections.map((section) => section.document)));

/** Words of the docs and the pieces of lunr's query syntax, so that generated queries hit real terms. */
const WORDS = ['viewer', 'diamond', 'ring', 'plugin', 'camera', 'ViewerApp', 'addPlugin', 'metal', 'gltf', 'the'];
const syntaxTerm = fc
  .tuple(
    fc.constantFrom('', '+', '-'),
    fc.constantFrom('', 'title:', 'content:', 'tags:', 'nofield:', ':'),
    fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 12 })),
    fc.constantFrom('', '~1', '~2', '~x', '~', '^10', '^', '^y', '*', '~1^2'),
  )
  .map((parts) => parts.join(''));
const query = fc.oneof(
  fc.array(syntaxTerm, { maxLength: 8 }).map((terms) => terms.join(' ')),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('<script>alert(1)</script>', '__proto__ constructor', 'x'.repeat(700), '   ', '((((', '~~~^^^'),
);

describe('search fuzzing over the built index', () => {
  it('answers 1,500 generated queries within the result limit, with indexed sections, never throwing', () => {
    fc.assert(
      fc.property(query, (input) => {
        const results = search(indexes, input, builtSearchSettings);
        expect(results.length).toBeLessThanOrEqual(builtSearchSettings.maxResults);
        for (const result of results) {
          expect(indexed.has(result.document)).toBe(true);
          expect(Number.isFinite(result.score)).toBe(true);
        }
      }),
      { numRuns: 1500, seed: 20261124 },
    );
  });
});
