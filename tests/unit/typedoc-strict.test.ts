import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it, onTestFinished } from 'vitest';

import { runTypedoc } from '../typedoc-run';

const FIXTURES = 'tests/fixtures/typedoc';

function fixtureOptions(...files: string[]) {
  return {
    entryPoints: files.map((file) => `./${FIXTURES}/${file}`),
    tsconfig: `./${FIXTURES}/tsconfig.json`,
  };
}

// The build runs TypeDoc through docusaurus-plugin-typedoc, which on its own neither validates links
// nor stops on warnings; plugins/typedoc/plugin.mjs makes it do both. These runs use the same path.
describe('TypeDoc in the build', () => {
  it('fails on a comment that links to a symbol that does not exist', async () => {
    await expect(runTypedoc(fixtureOptions('target.ts', 'broken.ts'))).rejects.toThrow(
      /TypeDoc conversion failed: 0 error\(s\) and 1 warning\(s\).*treatWarningsAsErrors/,
    );
  }, 120_000);

  it('resolves a link into another module that the file does not import', async () => {
    const { apiDir, remove } = await runTypedoc(fixtureOptions('target.ts', 'valid.ts'));
    onTestFinished(remove);
    const page = readFileSync(path.join(apiDir, 'classes/Fixture_Valid.ValidLinks.md'), 'utf8');
    expect(page).toContain('[LinkTarget](Fixture_Target.LinkTarget.md)');
    expect(page).toContain('[LinkTarget.greet](Fixture_Target.LinkTarget.md#greet)');
  }, 120_000);

  it('keeps the sidebar position of the API index and writes no page for anything but modules, classes, interfaces and enums', async () => {
    const { apiDir, remove } = await runTypedoc(fixtureOptions('target.ts', 'valid.ts'));
    onTestFinished(remove);
    expect(readFileSync(path.join(apiDir, 'index.md'), 'utf8')).toMatch(/^---\n(.+\n)*sidebar_position: 8\n/);
    expect(existsSync(path.join(apiDir, 'modules/Fixture_Target.md'))).toBe(true);
    expect(existsSync(path.join(apiDir, 'functions'))).toBe(false);
    expect(existsSync(path.join(apiDir, 'types'))).toBe(false);
    const modulePage = readFileSync(path.join(apiDir, 'modules/Fixture_Target.md'), 'utf8');
    expect(modulePage).toContain('### fixtureHelper()');
    expect(modulePage).toContain('### FixtureAlias');
  }, 120_000);
});
