import { execFileSync } from 'node:child_process';

import { links } from '../../src/constants/links';

/** The commit being built, or the default branch where git is unavailable (a source archive). */
export function sourceRevision(): string {
  try {
    // Twelve hex digits name a commit as surely here and keep each of the hundreds of links short.
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return links.repositoryEditBranch;
  }
}
