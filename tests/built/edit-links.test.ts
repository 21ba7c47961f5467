/**
 * Every "Edit this page" link in the build names a file of this repository: the link is
 * `<repository>/edit/<branch>/<path>`, and <path> must be a file of the working tree. Fails when a
 * link points elsewhere (a doubled folder, a generated page) or when the build has no edit link at
 * all (then the pattern no longer matches what the theme writes).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { listFiles } from '../../scripts/lib/build-output.mjs';

const BUILD_DIR = 'build';
/** A GitHub edit address, quoted or not (the build minifies HTML); group 1 is the file path. */
const EDIT_LINK = /href=["']?https:\/\/github\.com\/[^/"'\s>]+\/[^/"'\s>]+\/edit\/[^/"'\s>]+\/([^"'\s>?#]+)/g;

it('every edit link of the build names a file of the repository', () => {
  const linked = new Map<string, string>();
  for (const file of listFiles(BUILD_DIR).filter((name) => name.endsWith('.html'))) {
    for (const match of readFileSync(join(BUILD_DIR, file), 'utf8').matchAll(EDIT_LINK)) {
      linked.set(decodeURIComponent(match[1] ?? ''), file);
    }
  }
  expect(linked.size, 'edit links in the build (has the theme changed its markup?)').toBeGreaterThan(0);
  const broken = [...linked]
    .filter(([path]) => !existsSync(path) || !statSync(path).isFile())
    .map(([path, page]) => `${path} (linked from ${page})`);
  expect(broken).toEqual([]);
});
