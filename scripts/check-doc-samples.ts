/**
 * Command line for the docs code-block check (see scripts/doc-blocks/check-all.ts):
 *
 *   npx vite-node scripts/check-doc-samples.ts [folder]    (default folder: docs/)
 *
 * Prints `file:line  message` for every problem in a block and exits 1 if there is any.
 */
import { resolve } from 'node:path';

import { checkDocBlocks } from './doc-blocks/check-all';
import { formatProblems, SKIP_MARK } from './doc-samples';

const folder = process.argv[2] === undefined ? undefined : resolve(process.argv[2]);
const result = await checkDocBlocks(folder);
if (result.problems.length > 0) console.error(formatProblems(result.problems));
const languages = Object.entries(result.checkedByLanguage)
  .map(([language, count]) => `${count} ${language}`)
  .join(', ');
console.log(
  `${result.checked} blocks checked (${languages}), ${result.skipped} marked ${SKIP_MARK}, ${result.problems.length} problems`,
);
process.exitCode = result.problems.length === 0 ? 0 : 1;
