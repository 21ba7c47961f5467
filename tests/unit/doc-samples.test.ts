import { describe, expect, it } from 'vitest';

import {
  checkDocSamples,
  extractSamples,
  formatProblems,
  isChecked,
  type CheckResult,
} from '../../scripts/doc-samples';

const FIXTURES = 'tests/fixtures/doc-samples';

// One TypeScript program over the whole SDK and every sample: a few seconds on a shared machine.
const COMPILE_TIMEOUT_MS = 120_000;

let fixtureCheck: CheckResult | undefined;
/** The fixtures compile once, as one program, for both fixture tests. */
function fixtureResult(): CheckResult {
  fixtureCheck ??= checkDocSamples(FIXTURES);
  return fixtureCheck;
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
        '```tsx no-check',
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
    expect(samples[1]).toMatchObject({ line: 7, language: 'tsx', skipped: true });
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

  it('leaves other languages unchecked', () => {
    const [json, bash] = extractSamples('```json\n{}\n```\n```bash\nnpm i vitrine\n```', 'page.md');
    expect(json && isChecked(json)).toBe(false);
    expect(bash && isChecked(bash)).toBe(false);
  });
});

describe('type-checking the samples against sdk/', () => {
  it(
    'fails on broken samples, naming the Markdown line of each error',
    () => {
      const broken = fixtureResult().problems.filter((problem) => problem.sample.file.endsWith('broken.mdx'));
      const report = formatProblems(broken);
      expect(report).toMatch(/broken\.mdx:15 {2}Property 'loadModelFromTheMoon' does not exist on type 'ViewerApp'/);
      expect(report).toMatch(/broken\.mdx:21 {2}Type 'string' is not assignable to type 'number'/);
      expect(report).toMatch(/broken\.mdx:28 {2}Cannot find module 'vitrine-react-that-does-not-exist'/);
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    'passes valid samples, resolves imports between titled samples of one page and skips marked ones',
    () => {
      const result = fixtureResult();
      const valid = result.samples.filter((sample) => sample.file.endsWith('valid.mdx'));
      expect(valid.filter(isChecked)).toHaveLength(3);
      expect(formatProblems(result.problems.filter((problem) => problem.sample.file.endsWith('valid.mdx')))).toBe('');
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    'compiles every TypeScript sample of docs/, with few partial samples',
    () => {
      const result = checkDocSamples();
      expect(formatProblems(result.problems)).toBe('');
      const files = new Set(result.samples.map((sample) => sample.file));
      expect(files).toContain('docs/intro.mdx');
      // The guides hold dozens of samples; a much smaller count means the extraction broke.
      expect(result.checked).toBeGreaterThanOrEqual(60);
      expect(result.skipped).toBeLessThanOrEqual(Math.ceil(result.checked / 20));
    },
    COMPILE_TIMEOUT_MS,
  );
});
