/**
 * Checks every fenced block of the docs by its kind:
 *
 * - `ts`, `tsx`, `js`, `jsx`: type-checked against sdk/ (type-check.ts);
 * - `json`: parsed; extension objects validated against the site's schemas, `….gltf` assets by
 *   the glTF Validator (gltf.ts);
 * - `html`: parsed (html.ts); its inline scripts type-checked like `js`/`ts`, import maps parsed;
 * - `bash`, `sh`, `shell`: commands, packages and flags (shell.ts);
 * - `css`: parsed by PostCSS.
 *
 * Any other block, or one that deliberately cannot pass, carries `no-check="why"` in its fence meta;
 * a bare `no-check` is itself a problem.
 */
import { join } from 'node:path';

import postcss from 'postcss';

import { checkJsonBlock } from './gltf';
import { checkHtmlBlock } from './html';
import {
  readDocSamples,
  REPO_ROOT,
  SKIP_MARK,
  type DocSample,
  type SampleProblem,
} from '../../../plugins/code-samples/markdown';
import { checkShellBlock } from './shell';
import { checkSamples, type CheckResult } from '../../../plugins/code-samples/compile';

const TYPE_CHECKED = new Set(['ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx']);
const SHELL = new Set(['bash', 'sh', 'shell']);
const VUE_MACROS_IMPORT = "import { defineProps, defineEmits, defineModel, withDefaults } from 'vue'; ";

export interface BlockCheckResult extends CheckResult {
  /** Blocks checked per language. */
  checkedByLanguage: Record<string, number>;
}

/** Checks the blocks of the Markdown files under `dir` (default: docs/). */
export async function checkDocBlocks(dir = join(REPO_ROOT, 'docs'), repoRoot = REPO_ROOT): Promise<BlockCheckResult> {
  return checkBlocks(readDocSamples(dir, repoRoot), repoRoot);
}

export async function checkBlocks(blocks: DocSample[], repoRoot = REPO_ROOT): Promise<BlockCheckResult> {
  const problems: SampleProblem[] = [];
  const checkedByLanguage: Record<string, number> = {};
  const typeChecked: DocSample[] = [];
  /** A problem at a 0-based line of the block's code. */
  const report = (block: DocSample, codeLine: number, message: string) =>
    problems.push({ sample: block, line: block.line + 1 + codeLine, message });

  for (const block of blocks) {
    if (block.skipped) {
      if (!block.skipReason)
        problems.push({
          sample: block,
          line: block.line,
          message: `${SKIP_MARK} needs its reason: ${SKIP_MARK}="why this block cannot be checked"`,
        });
      continue;
    }
    const language = block.language;
    checkedByLanguage[language] = (checkedByLanguage[language] ?? 0) + 1;
    if (TYPE_CHECKED.has(language)) {
      typeChecked.push(block);
    } else if (language === 'json') {
      for (const problem of await checkJsonBlock(block.code, block.title, repoRoot))
        report(block, problem.line, problem.message);
    } else if (language === 'html') {
      const { problems: htmlProblems, scripts } = checkHtmlBlock(block.code, { vue: block.title?.endsWith('.vue') });
      for (const problem of htmlProblems) report(block, problem.line, problem.message);
      for (const script of scripts) {
        if (script.kind === 'importmap') {
          for (const problem of await checkJsonBlock(script.code, undefined, repoRoot))
            report(block, script.line + problem.line, `import map: ${problem.message}`);
          continue;
        }
        // The script becomes a sample of its own, whose lines map back into the block. The Vue
        // compiler puts its macros in scope of <script setup>; the import does so on the tag's
        // own line, so that no line moves.
        const macros = script.vueSetup ? VUE_MACROS_IMPORT : '';
        typeChecked.push({
          ...block,
          line: block.line + script.line,
          language: script.kind === 'typescript' ? 'ts' : 'js',
          code: macros + script.code,
          title: undefined,
        });
      }
    } else if (SHELL.has(language)) {
      for (const problem of checkShellBlock(block.code)) report(block, problem.line, problem.message);
    } else if (language === 'css') {
      try {
        postcss.parse(block.code);
      } catch (error) {
        const { line = 1, reason = String(error) } = error as { line?: number; reason?: string };
        report(block, line - 1, `CSS parse error: ${reason}`);
      }
    } else {
      delete checkedByLanguage[language];
      problems.push({
        sample: block,
        line: block.line,
        message: `no check exists for \`\`\`${language || '(no language)'} blocks: give the language of the code, or ${SKIP_MARK}="why"`,
      });
    }
  }
  const typeCheck = checkSamples(typeChecked, repoRoot);
  problems.push(...typeCheck.problems);
  problems.sort((a, b) => a.sample.file.localeCompare(b.sample.file) || a.line - b.line);
  return {
    samples: blocks,
    checked: Object.values(checkedByLanguage).reduce((sum, count) => sum + count, 0),
    skipped: blocks.filter((block) => block.skipped).length,
    problems,
    checkedByLanguage,
  };
}
