import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { listFiles } from './syncDirectory';

/** Hashes the files of a folder: their paths and their bytes. */
async function hashFolder(dir: string, hash: ReturnType<typeof createHash>): Promise<void> {
  for (const file of await listFiles(dir)) {
    hash.update(`\0${file}\0`);
    hash.update(await readFile(path.join(dir, file)));
  }
}

function packageVersion(siteDir: string, name: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  try {
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    return 'absent';
  }
}

/**
 * What the API reference is made from: the SDK's sources, the TypeDoc options, our TypeDoc plugin
 * and the versions of TypeDoc and its Markdown plugins. Equal fingerprints give equal Markdown.
 */
export async function inputFingerprint(siteDir: string, sdkDir: string, options: object, files: string[]) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(options));
  for (const name of ['typedoc', 'typedoc-plugin-markdown', 'typedoc-docusaurus-theme', 'typescript']) {
    hash.update(`${name}@${packageVersion(siteDir, name)}\n`);
  }
  for (const file of files) hash.update(await readFile(file));
  await hashFolder(sdkDir, hash);
  return hash.digest('hex');
}

/** The generated reference as it is on disk, so that a deleted or hand-edited docs/api is noticed. */
export async function outputFingerprint(dir: string): Promise<string> {
  const hash = createHash('sha256');
  await hashFolder(dir, hash);
  return hash.digest('hex');
}
