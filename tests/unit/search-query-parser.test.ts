import lunr from 'lunr';
import { describe, expect, it } from 'vitest';

import {
  MAX_BOOST,
  MAX_CLAUSES,
  MAX_EDIT_DISTANCE,
  MAX_TERM_LENGTH,
  parseQuery,
  type QueryClause,
} from '../../src/search/queryParser';

const FIELDS = ['title', 'content', 'tags'];
const parse = (input: string) => parseQuery(lunr, input, FIELDS);

/** The clause with defaults filled in, for compact expectations. */
function clause(term: string, overrides: Partial<QueryClause> = {}): QueryClause {
  return { term, presence: 'optional', editDistance: 0, boost: 1, typing: false, ...overrides };
}

describe('parseQuery: plain words', () => {
  it('lower-cases words and marks the last one as still being typed', () => {
    expect(parse('Load GLB').clauses).toEqual([clause('load'), clause('glb', { typing: true })]);
  });

  it('no word is being typed after a trailing space', () => {
    expect(parse('viewer ').clauses).toEqual([clause('viewer')]);
  });

  it('splits on hyphens like lunr’s tokenizer and trims punctuation like its trimmer', () => {
    expect(parse('glTF-extensions, "camera"').clauses.map((c) => c.term)).toEqual(['gltf', 'extensions', 'camera']);
  });

  it('keeps underscores, which indexed tokens keep too, and splits dotted paths into names', () => {
    expect(parse('VITRINE_materials_diamond viewer.addPlugin()').clauses.map((c) => c.term)).toEqual([
      'vitrine_materials_diamond',
      'viewer',
      'addplugin',
    ]);
  });

  it('drops wildcards: every term already matches as a prefix', () => {
    expect(parse('*view* mat*').clauses.map((c) => c.term)).toEqual(['view', 'mat']);
  });

  it('gives no clauses for empty and blank input', () => {
    expect(parse('').clauses).toEqual([]);
    expect(parse('   \t ').clauses).toEqual([]);
  });
});

describe('parseQuery: lunr syntax', () => {
  it('title:viewer restricts the term to the title field', () => {
    expect(parse('title:viewer').clauses).toEqual([clause('viewer', { fields: ['title'], typing: true })]);
  });

  it('tags:jewellery restricts the term to the tags field', () => {
    expect(parse('tags:jewellery').clauses[0]?.fields).toEqual(['tags']);
  });

  it('a query that parses has no hint', () => {
    expect(parse('+title:diamond -ring cut~1 plugin^2').hint).toBeUndefined();
  });

  it('+diamond -ring: required and prohibited terms', () => {
    expect(parse('+diamond -ring').clauses).toEqual([
      clause('diamond', { presence: 'required' }),
      clause('ring', { presence: 'prohibited', typing: true }),
    ]);
  });

  it('viewr~1: fuzzy within one edit', () => {
    expect(parse('viewr~1').clauses).toEqual([clause('viewr', { editDistance: 1, typing: true })]);
  });

  it('plugin^10: boosted term', () => {
    expect(parse('plugin^10').clauses).toEqual([clause('plugin', { boost: 10, typing: true })]);
  });

  it('combines a field, presence, fuzziness and a boost on one word', () => {
    expect(parse('+title:materal~1^3').clauses).toEqual([
      clause('materal', { fields: ['title'], presence: 'required', editDistance: 1, boost: 3, typing: true }),
    ]);
  });

  it('prohibited terms are not highlighted', () => {
    expect(parse('+diamond -ring cut').highlightTerms).toEqual(['diamond', 'cut']);
  });
});

describe('parseQuery: malformed input gives lunr’s message and searches what is usable', () => {
  it.each([
    ['viewr~x', 'edit distance must be numeric: showing results for viewr', ['viewr']],
    ['plugin^x', 'boost must be numeric: showing results for plugin', ['plugin']],
    [
      'foo:bar',
      "unrecognised field 'foo', possible fields: 'title', 'content', 'tags': showing results for foo bar",
      ['foo', 'bar'],
    ],
    ['title:', 'expecting term, found nothing: showing results for title', ['title']],
    ['+', 'expecting term or field, found nothing', []],
    ['title:~1', "expecting term, found 'EDIT_DISTANCE': showing results for title", ['title']],
    [
      'viewer~1:x',
      "unrecognised field '', possible fields: 'title', 'content', 'tags': showing results for viewer x",
      ['viewer', 'x'],
    ],
  ])('%j: "%s"', (input, hint, terms) => {
    const parsed = parse(input);
    expect(parsed.hint).toBe(hint);
    expect(parsed.clauses.map((c) => c.term)).toEqual(terms);
  });

  it.each(['~', '^x', '-', '+-+', ':'])('%j has nothing to search, and says why', (input) => {
    const parsed = parse(input);
    expect(parsed.clauses).toEqual([]);
    expect(parsed.hint).toMatch(/\w/);
  });

  it('searches the usable words as plain words, the last one still being typed', () => {
    expect(parse('foo:bar').clauses).toEqual([clause('foo'), clause('bar', { typing: true })]);
  });

  it('plugin^ and plugin^-2 fall back to unboosted words', () => {
    expect(parse('plugin^ plugin^-2').clauses.map((c) => c.boost)).toEqual([1, 1]);
  });

  it('searches a dotted path by its parts', () => {
    expect(parse('viewer.getPlugin()').clauses.map((c) => c.term)).toEqual(['viewer', 'getplugin']);
  });

  it('caps edit distance, boost, term length and the number of terms', () => {
    expect(parse('viewer~9').clauses[0]?.editDistance).toBe(MAX_EDIT_DISTANCE);
    expect(parse('viewer^99999').clauses[0]?.boost).toBe(MAX_BOOST);
    expect(parse('x'.repeat(300)).clauses[0]?.term).toHaveLength(MAX_TERM_LENGTH);
    expect(parse(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')).clauses).toHaveLength(MAX_CLAUSES);
  });

  it('no fuzziness for terms too short or too long to make sense of it', () => {
    expect(parse('ab~2').clauses[0]?.editDistance).toBe(0);
    expect(parse(`${'a'.repeat(30)}~1`).clauses[0]?.editDistance).toBe(0);
  });

  it('512 characters of symbols give no clauses', () => {
    const symbols = '!@#$%^&*()[]{}<>?/\\|~`+-=:;\'",.';
    const input = Array.from({ length: 512 }, (_, i) => symbols[i % symbols.length]).join('');
    expect(() => parse(input)).not.toThrow();
    expect(parse(input).clauses).toEqual([]);
  });

  it('HTML and script payloads are just words', () => {
    const parsed = parse('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(parsed.clauses.map((c) => c.term)).toEqual(['script>alert(1', 'script', 'img', 'src=x', 'onerror=alert(1']);
  });

  it('survives random input', () => {
    const alphabet = 'abcXYZ019 +-:~^*"\'<>/\\()[]{}.,;!?_ \t\n\u00e9\u4e2d\u{1f48e}';
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 500; run += 1) {
      const length = Math.floor(random() * 80);
      const input = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const parsed = parse(input);
      for (const c of parsed.clauses) {
        expect(c.term.length).toBeGreaterThan(0);
        expect(c.term).not.toContain('*');
        expect(c.editDistance).toBeLessThanOrEqual(MAX_EDIT_DISTANCE);
        expect(c.boost).toBeLessThanOrEqual(MAX_BOOST);
      }
    }
  });
});
