/**
 * Command line for the docs code-sample check (see scripts/doc-samples.ts):
 *
 *   npx vite-node scripts/check-doc-samples.ts [folder]    (default folder: docs/)
 *
 * Prints `file:line  message` for every compile error in a sample and exits 1 if there is any.
 */
import { resolve } from 'node:path';

import { checkDocSamples, formatProblems, SKIP_MARK } from './doc-samples';

const folder = process.argv[2] === undefined ? undefined : resolve(process.argv[2]);
const result = checkDocSamples(folder);
if (result.problems.length > 0) console.error(formatProblems(result.problems));
console.log(
  `${result.checked} samples checked, ${result.skipped} marked ${SKIP_MARK}, ${result.problems.length} problems`,
);
process.exitCode = result.problems.length === 0 ? 0 : 1;
