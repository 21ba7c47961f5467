import { describe, expect, it } from 'vitest';

import { clauseTexts, crossReferences, EULA_META, EULA_SUMMARY, eulaSections } from '../../src/data/eula';

const allTexts = eulaSections.flatMap((section) => section.clauses.flatMap(clauseTexts));

describe('EULA', () => {
  it('has uniquely identified sections, each with clauses', () => {
    const ids = eulaSections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of eulaSections) {
      expect(section.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(section.clauses.length, section.id).toBeGreaterThan(0);
    }
  });

  it('covers the parts every software licence needs', () => {
    const titles = eulaSections.map((section) => section.title.toLowerCase());
    for (const needed of ['definitions', 'restrictions', 'warranty', 'liability', 'termination', 'governing law']) {
      expect(
        titles.some((title) => title.includes(needed)),
        needed,
      ).toBe(true);
    }
  });

  it('points every cross-reference at a section and clause that exist', () => {
    const references = allTexts.flatMap(crossReferences);
    expect(references.length).toBeGreaterThan(5);
    for (const [section, clause] of references) {
      const target = eulaSections[section - 1];
      expect(target, `section ${section}`).toBeDefined();
      if (clause !== undefined)
        expect(target?.clauses.length, `section ${section}.${clause}`).toBeGreaterThanOrEqual(clause);
    }
  });

  it('reads cross-reference lists', () => {
    expect(crossReferences('Sections 1, 7 and 15.3 survive; see section 4.5.')).toEqual([
      [1, undefined],
      [7, undefined],
      [15, 3],
      [4, 5],
    ]);
  });

  it('defines each term once and uses it elsewhere', () => {
    const definitions =
      eulaSections[0]?.clauses.filter((clause) => typeof clause === 'object' && 'term' in clause) ?? [];
    const terms = definitions.map((clause) => (clause as { term: string }).term);
    expect(new Set(terms).size).toBe(terms.length);
    const rest = eulaSections
      .slice(1)
      .flatMap((section) => section.clauses.flatMap(clauseTexts))
      .join('\n');
    for (const term of terms.filter((term) => term !== 'You')) expect(rest, term).toContain(term);
  });

  it('has no empty text, a valid effective date and a summary', () => {
    for (const text of allTexts) expect(text.trim().length).toBeGreaterThan(10);
    expect(Number.isNaN(Date.parse(EULA_META.effective))).toBe(false);
    expect(EULA_SUMMARY.length).toBeGreaterThanOrEqual(3);
  });
});
