import { statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The HTML file Docusaurus wrote for a page, found the way `docusaurus serve` and static hosts
 * answer its address: `path/index.html`, or `path.html` (a page whose file name the site chose),
 * or the path itself when it names an `.html` file (the not-found page). `path` is relative to the
 * baseUrl and may be percent-encoded, as routes in a search index are. Undefined when the build
 * has no such file: each caller says what that means for its own step.
 */
export function builtHtmlFile(outDir: string, path: string): string | undefined {
  const trimmed = decodedPath(path).replace(/^\/+|\/+$/g, '');
  const candidates =
    trimmed === ''
      ? ['index.html']
      : [join(trimmed, 'index.html'), `${trimmed}.html`, ...(trimmed.endsWith('.html') ? [trimmed] : [])];
  return candidates.map((file) => join(outDir, file)).find(isFile);
}

/** The path with its percent escapes decoded; a stray `%` that escapes nothing is kept as it is. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A file, not a folder: the `.html` redirect pages are folders named `page.html` with an index. A
 * path through a file (`404.html/index.html`) is no file either.
 */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw error;
  }
}
