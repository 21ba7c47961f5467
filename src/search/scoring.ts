import type { LoadedIndex } from './types';

/** A word to look up, with its weight and the query terms it stands for (a bit mask). */
export interface WeightedWord {
  word: string;
  weight: number;
  terms: number;
}

/** Value at `termIndex` in a lunr vector's flat [index, value, index, value, …] list (sorted by index). */
export function valueAt(elements: readonly number[], termIndex: number): number {
  let low = 0;
  let high = elements.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const index = elements[middle * 2] ?? 0;
    if (index === termIndex) return elements[middle * 2 + 1] ?? 0;
    if (index < termIndex) low = middle + 1;
    else high = middle - 1;
  }
  return 0;
}

/** One query's running scores over an index's sections, by slot. */
export class SlotScores {
  readonly score: Float64Array;
  /** Query terms found in each section (bit mask). */
  readonly terms: Int32Array;
  /** Slots with any match, in the order first seen. */
  readonly touched: number[] = [];
  private readonly seen: Uint8Array;

  constructor(size: number) {
    this.score = new Float64Array(size);
    this.terms = new Int32Array(size);
    this.seen = new Uint8Array(size);
  }

  add(slot: number, value: number, terms: number): void {
    if (this.seen[slot] === 0) {
      this.seen[slot] = 1;
      this.touched.push(slot);
    }
    this.score[slot] = (this.score[slot] ?? 0) + value;
    this.terms[slot] = (this.terms[slot] ?? 0) | terms;
  }
}

/**
 * Adds one field's scores: for every section holding a word, the word's weight times the section's
 * stored BM25 weight for it (lunr's own term weighting, computed when the index was built), times
 * the field's boost. Unlike lunr's Index#query, the query vector is not normalised per field: lunr's
 * per-field normalisation cancels the field boosts and lifts fields whose only matches are weak.
 */
export function scoreField(
  loaded: LoadedIndex,
  field: string,
  words: readonly WeightedWord[],
  fieldBoost: number,
  into: SlotScores,
): void {
  const vectors = loaded.vectors[field] ?? [];
  for (const { word, weight, terms } of words) {
    const posting = loaded.postings.get(word);
    const slots = posting?.slots[field];
    if (!posting || !slots) continue;
    for (const slot of slots) {
      const vector = vectors[slot];
      if (vector) into.add(slot, fieldBoost * weight * valueAt(vector, posting.termIndex), terms);
    }
  }
}
