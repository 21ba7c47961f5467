// Every "Edit this page" link in the build names a file that exists in this repository: the link
// is `<repository>/edit/<branch>/<path>`, and <path> must be a file of the working tree. Fails
// when a link points elsewhere (a doubled folder, a generated page) or when the build has no edit
// link at all (then the pattern below no longer matches what the theme writes).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { listFiles } from './lib/build-output.mjs';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const REPOSITORY_DIR = process.cwd();
/** A GitHub edit address, quoted or not (the build minifies HTML); group 1 is the file path. */
const EDIT_LINK = /href=["']?https:\/\/github\.com\/[^/"'\s>]+\/[^/"'\s>]+\/edit\/[^/"'\s>]+\/([^"'\s>?#]+)/g;

if (!existsSync(join(BUILD_DIR, 'index.html'))) {
  console.error(`No build in ${BUILD_DIR}/: run \`npm run build\` first.`);
  process.exit(1);
}

/** @type {Map<string, string[]>} repository path → pages linking to it */
const linked = new Map();
for (const file of listFiles(BUILD_DIR).filter((name) => name.endsWith('.html'))) {
  for (const match of readFileSync(join(BUILD_DIR, file), 'utf8').matchAll(EDIT_LINK)) {
    const path = decodeURIComponent(match[1] ?? '');
    linked.set(path, [...(linked.get(path) ?? []), file]);
  }
}

/** @type {string[]} */
const problems = [];
if (linked.size === 0) problems.push(`no edit link found in ${BUILD_DIR}/ (has the theme changed its markup?)`);
for (const [path, pages] of linked) {
  const file = join(REPOSITORY_DIR, path);
  if (!existsSync(file) || !statSync(file).isFile()) problems.push(`${path} does not exist (linked from ${pages[0]})`);
}

for (const problem of problems) console.error(`  ${problem}`);
console.log(`Edit links: ${linked.size} files linked, ${problems.length} problems.`);
process.exit(problems.length === 0 ? 0 : 1);
