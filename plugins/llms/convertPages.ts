import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

import { builtHtmlFile } from '../page-markup/htmlFile';
import { convertPage, UnconvertiblePageError, type ConvertedPage, type PageKind } from './convert';
import { markdownFileOf } from './pages';

export interface ReadingPage {
  /** The route as Docusaurus lists it, with the baseUrl. */
  route: string;
  /** The route without the baseUrl (`/docs/intro`). */
  path: string;
  kind: PageKind;
}

export interface ConversionJob {
  outDir: string;
  /** The site's origin (`siteConfig.url`), for each page's absolute address. */
  siteUrl: string;
  pages: ReadingPage[];
}

export interface ConversionResult {
  converted: [route: string, page: ConvertedPage][];
  /** One line per page that cannot be converted: its route and why. */
  failures: string[];
}

/**
 * Writes the Markdown copy of each page next to its HTML. A page that cannot be converted, or whose
 * HTML is missing, is reported, not thrown, so that the build lists every such page at once.
 */
export async function convertPages({ outDir, siteUrl, pages }: ConversionJob): Promise<ConversionResult> {
  const result: ConversionResult = { converted: [], failures: [] };
  for (const { route, path, kind } of pages) {
    try {
      const htmlFile = builtHtmlFile(outDir, path);
      if (!htmlFile) {
        result.failures.push(`  ${route}: the build has no HTML file for it.`);
        continue;
      }
      const html = await readFile(htmlFile, 'utf8');
      const page = convertPage(html, { pageUrl: new URL(route, siteUrl).href, kind });
      const file = join(outDir, markdownFileOf(path));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, page.markdown);
      result.converted.push([route, page]);
    } catch (error) {
      if (!(error instanceof UnconvertiblePageError) && !(error instanceof Error && 'code' in error)) throw error;
      result.failures.push(`  ${route}: ${error.message}`);
    }
  }
  return result;
}

/**
 * convertPages in a worker thread. Docusaurus runs every plugin's postBuild on the main thread at
 * once, so the copies would otherwise take turns on one core with the search index while the
 * other core idles (no other JavaScript thread runs after the pages are rendered).
 */
export function convertPagesInWorker(job: ConversionJob): Promise<ConversionResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./convertWorker.mjs', import.meta.url), { workerData: job });
    let result: ConversionResult | undefined;
    worker.once('message', (message: ConversionResult) => (result = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else
        reject(new Error(`The Markdown copies' worker stopped (exit code ${code}) before it had converted the pages.`));
    });
  });
}
