import { statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The HTML file Docusaurus wrote for a page, found the way `docusaurus serve` and static hosts
 * answer its address: `path/index.html`, or `path.html` (written when `trailingSlash` is false),
 * or the path itself when it names an `.html` file (the not-found page). `path` is the route as
 * Docusaurus lists it, relative to the baseUrl and not percent-encoded: Docusaurus names files
 * after the raw route. Undefined when the build has no such file: each caller says what that
 * means for its own step. (scripts/lib/build-output.mjs keeps its own copy of this rule for the
 * tests over the build, which check what these plugins wrote and so do not share their code.)
 */
export function builtHtmlFile(outDir: string, path: string): string | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const candidates =
    trimmed === ''
      ? ['index.html']
      : [join(trimmed, 'index.html'), `${trimmed}.html`, ...(trimmed.endsWith('.html') ? [trimmed] : [])];
  return candidates.map((file) => join(outDir, file)).find(isFile);
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
