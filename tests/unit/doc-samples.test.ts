import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkDocBlocks, type BlockCheckResult } from './doc-checks/blocks';
import {
  extractSamples,
  formatProblems,
  isChecked,
  readDocSamples,
  REPO_ROOT,
} from '../../plugins/code-samples/markdown';
import { checkShellBlock } from './doc-checks/shell';

const FIXTURES = 'tests/fixtures/doc-samples';

// One TypeScript program over the whole SDK and every sample: a few seconds on a shared machine.
const COMPILE_TIMEOUT_MS = 120_000;

let fixtureCheck: Promise<BlockCheckResult> | undefined;
/** The fixtures are checked once, for all fixture tests. */
function fixtureResult(): Promise<BlockCheckResult> {
  fixtureCheck ??= checkDocBlocks(FIXTURES);
  return fixtureCheck;
}

/** The problems of one fixture file, `file:line  message` per line. */
async function fixtureReport(file: string): Promise<string> {
  const { problems } = await fixtureResult();
  return formatProblems(problems.filter((problem) => problem.sample.file.endsWith(file)));
}

describe('extracting code samples from Markdown', () => {
  it('reads the language, meta, title and skip mark of each fence', () => {
    const samples = extractSamples(
      [
        '# Page',
        '',
        '```ts title="src/main.ts" showLineNumbers',
        'const a = 1;',
        '```',
        '',
        '```tsx no-check="a fragment"',
        '<A />',
        '```',
      ].join('\n'),
      'page.mdx',
    );
    expect(samples).toHaveLength(2);
    expect(samples[0]).toMatchObject({
      line: 3,
      language: 'ts',
      title: 'src/main.ts',
      code: 'const a = 1;',
      skipped: false,
    });
    expect(samples[1]).toMatchObject({ line: 7, language: 'tsx', skipped: true, skipReason: 'a fragment' });
    expect(samples.map(isChecked)).toEqual([true, false]);
  });

  it('handles tilde fences, longer fences and indented fences inside JSX', () => {
    const markdown = [
      '<TabItem value="a">',
      '',
      '  ````ts',
      '  const fence = "```";',
      '  ````',
      '',
      '</TabItem>',
      '~~~typescript',
      'let b = 2;',
      '~~~',
    ].join('\n');
    const samples = extractSamples(markdown, 'page.mdx');
    expect(samples.map((sample) => [sample.language, sample.code])).toEqual([
      ['ts', 'const fence = "```";'],
      ['typescript', 'let b = 2;'],
    ]);
  });

  it('leaves other languages to their own checks, not to the compiler', () => {
    const [json, bash] = extractSamples('```json\n{}\n```\n```bash\nnpm i vitrine\n```', 'page.md');
    expect(json && isChecked(json)).toBe(false);
    expect(bash && isChecked(bash)).toBe(false);
  });

  it('reads a bare no-check as a skip without a reason', () => {
    const [bare] = extractSamples('```ts no-check\nx(\n```', 'page.md');
    expect(bare).toMatchObject({ skipped: true, skipReason: '' });
  });
});

describe('checking every block of the docs by its kind', () => {
  it(
    'fails on broken TypeScript samples, naming the Markdown line of each error',
    async () => {
      const report = await fixtureReport('broken.mdx');
      expect(report).toMatch(/broken\.mdx:15 {2}Property 'loadModelFromTheMoon' does not exist on type 'ViewerApp'/);
      expect(report).toMatch(/broken\.mdx:21 {2}Type 'string' is not assignable to type 'number'/);
      expect(report).toMatch(/broken\.mdx:28 {2}Cannot find module 'vitrine-react-that-does-not-exist'/);
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    'fails on a planted error of every other kind',
    async () => {
      const report = await fixtureReport('broken-blocks.mdx');
      // json that does not parse
      expect(report).toMatch(/broken-blocks\.mdx:12 {2}invalid JSON/);
      // an extension object against static/schemas/gltf/VITRINE_materials_diamond.schema.json
      expect(report).toMatch(
        /broken-blocks\.mdx:22 {2}\/materials\/0\/extensions\/VITRINE_materials_diamond\/ior must be <= 3/,
      );
      expect(report).toMatch(/VITRINE_materials_diamond\/gemType must be equal to one of the allowed values/);
      // a glTF asset naming a missing file, and one the glTF Validator rejects
      expect(report).toMatch(/names 'no-such-height-map\.png', which is not a file of the site/);
      expect(report).toMatch(/glTF Validator [A-Z_]+: .*at \/accessors\/0/);
      // an example titled with a served file's path must show that file
      expect(report).toMatch(
        /broken-blocks\.mdx:107 {2}differs from the served file static\/gltf\/examples\/halo-ring\.gltf/,
      );
      // a js block calling a method that does not exist
      expect(report).toMatch(
        /broken-blocks\.mdx:54 {2}Property 'loadModelFromTheMoon' does not exist on type 'ViewerApp'/,
      );
      // malformed html: an unclosed attribute, a stray end tag, an element never closed
      expect(report).toMatch(/broken-blocks\.mdx:62 {2}HTML parse error: eof-in-tag/);
      expect(report).toMatch(/broken-blocks\.mdx:68 {2}<\/span> closes no open element/);
      expect(report).toMatch(/broken-blocks\.mdx:70 {2}<section> is never closed/);
      // a module script inside html, checked like js
      expect(report).toMatch(/broken-blocks\.mdx:81 {2}Property 'spinForever' does not exist on type 'ViewerApp'/);
      // shell: an unknown package, an unknown flag
      expect(report).toMatch(/broken-blocks\.mdx:88 {2}unknown npm package 'vitrine-pro'/);
      expect(report).toMatch(/broken-blocks\.mdx:89 {2}'npm install' has no flag '--save-devv'/);
      // no-check without its reason, and a language nothing checks
      expect(report).toMatch(/broken-blocks\.mdx:94 {2}no-check needs its reason/);
      expect(report).toMatch(/broken-blocks\.mdx:100 {2}no check exists for ```yaml blocks/);
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    'passes valid blocks of every kind, resolves imports between titled samples and skips marked ones',
    async () => {
      const result = await fixtureResult();
      const valid = result.samples.filter((sample) => sample.file.endsWith('valid.mdx'));
      expect(valid.filter(isChecked)).toHaveLength(5);
      expect(valid.filter((sample) => sample.skipped)).toHaveLength(2);
      expect(await fixtureReport('valid.mdx')).toBe('');
    },
    COMPILE_TIMEOUT_MS,
  );

  it('reads shell commands: create packages, flags after --, chained commands', () => {
    expect(checkShellBlock('npm create vite@latest app -- --template vanilla-ts && cd app')).toEqual([]);
    expect(checkShellBlock('npm create vite@latest app -- --tempalte vanilla-ts')).toEqual([
      { line: 0, message: "'create-vite' has no flag '--tempalte'" },
    ]);
    expect(checkShellBlock('$ yarn add @types/three')).toEqual([]);
    expect(checkShellBlock('wget https://example.com/install.sh')[0]?.message).toBe("unknown command 'wget'");
  });

  it('reads a command continued over several lines with a backslash, and native tools by their flags', () => {
    expect(checkShellBlock('npx @gltf-transform/cli uastc in.glb out.glb \\\n  --slots "{normalTexture}"')).toEqual([]);
    expect(checkShellBlock('npm install \\\n  --save-dve vitrine')).toEqual([
      { line: 0, message: "'npm install' has no flag '--save-dve'" },
    ]);
    expect(checkShellBlock('gltfpack -i a.glb -o b.glb -cc')).toEqual([]);
    expect(checkShellBlock('gltfpack -i a.glb -o b.glb -zz')).toEqual([
      { line: 0, message: "'gltfpack' has no flag '-zz'" },
    ]);
  });

  it(
    'checks every block of docs/, with few blocks marked unchecked',
    async () => {
      const result = await checkDocBlocks();
      expect(formatProblems(result.problems)).toBe('');
      const files = new Set(result.samples.map((sample) => sample.file));
      expect(files).toContain('docs/intro.mdx');
      // The guides hold dozens of samples; a much smaller count means the extraction broke.
      expect(result.checked).toBeGreaterThanOrEqual(90);
      expect(result.checkedByLanguage).toMatchObject({
        json: expect.any(Number),
        html: expect.any(Number),
        js: expect.any(Number),
      });
      expect(result.skipped).toBeLessThanOrEqual(Math.ceil(result.checked / 20));
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    "checks the samples of the site's own pages, kept as Markdown partials beside their components",
    async () => {
      const result = await checkDocBlocks(join(REPO_ROOT, 'src', 'pages'));
      expect(formatProblems(result.problems)).toBe('');
      // The home page, pricing, /realvwr and /editor each show one.
      expect(result.checkedByLanguage.ts).toBeGreaterThanOrEqual(4);
    },
    COMPILE_TIMEOUT_MS,
  );

  it('shows every served example asset on a page, where the check validates it', () => {
    const served = readdirSync('static/gltf/examples').filter((name) => name.endsWith('.gltf'));
    const shown = readDocSamples()
      .filter((block) => block.language === 'json' && !block.skipped)
      .map((block) => block.title ?? '');
    expect(served.length).toBeGreaterThanOrEqual(3);
    for (const name of served) expect(shown, name).toContain(`/gltf/examples/${name}`);
  });
});
