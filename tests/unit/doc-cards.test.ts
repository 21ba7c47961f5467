import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * plugins/lean-docs-data empties the map of docs in the props every docs page loads, because only
 * DocCard (the `<DocCardList />` grid and generated category index pages) reads it. Once a page
 * renders cards, that plugin must go, or the cards fail to find their docs.
 */
const CARD_USES = [/\bDocCardList\b/, /\bDocCard\b/, /generated-index/, /useDocById/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(mdx?|tsx?|json|ya?ml)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(join('docs', 'api')));
}

describe('doc cards', () => {
  it('no page renders doc cards, whose data the docs props no longer carry', () => {
    const users = [...sourceFiles('docs'), ...sourceFiles('src'), 'sidebars.ts'].filter((file) =>
      CARD_USES.some((pattern) => pattern.test(readFileSync(file, 'utf8'))),
    );
    expect(users, 'give plugins/lean-docs-data its docs map back (withoutDocsMap)').toEqual([]);
  });
});
