import { mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SyncResult {
  written: string[];
  deleted: string[];
}

/** Every file under `dir`, as paths relative to it; an absent folder has none. */
export async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * Makes `target` hold exactly the files of `source`, touching only what differs: a file is written
 * when its bytes changed and deleted when `source` no longer has it. The docs plugin reloads once per
 * file event, so rewriting all ~260 API pages on every regeneration would reload it ~260 times.
 */
export async function syncDirectory(source: string, target: string): Promise<SyncResult> {
  const [sourceFiles, targetFiles] = await Promise.all([listFiles(source), listFiles(target)]);
  const written: string[] = [];
  for (const file of sourceFiles) {
    const content = await readFile(path.join(source, file));
    const current = await readIfPresent(path.join(target, file));
    if (current?.equals(content)) continue;
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await writeFile(path.join(target, file), content);
    written.push(file);
  }
  const kept = new Set(sourceFiles);
  const deleted = targetFiles.filter((file) => !kept.has(file));
  await Promise.all(deleted.map((file) => rm(path.join(target, file), { force: true })));
  await removeEmptyFolders(target, new Set(deleted.map((file) => path.dirname(file))));
  return { written, deleted };
}

/** Removes the folders (relative to `root`) that deletions left empty. */
async function removeEmptyFolders(root: string, folders: Set<string>): Promise<void> {
  for (const folder of [...folders].sort().reverse()) {
    if (folder === '.') continue;
    try {
      await rmdir(path.join(root, folder));
    } catch {
      // Not empty: it still holds pages.
    }
  }
}
