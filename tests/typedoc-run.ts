/**
 * Runs the site's TypeDoc set-up the way the build does (docusaurus-plugin-typedoc with the options
 * of config/typedoc.ts), but into a temporary docs folder, so unit tests can read the generated
 * Markdown and sidebar without a Docusaurus build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { LoadContext } from '@docusaurus/types';
import docusaurusPluginTypedoc from 'docusaurus-plugin-typedoc';

import { typedocOptions } from '../config/typedoc';

export interface TypedocRun {
  /** Stands for the site's docs folder. */
  docsDir: string;
  /** Where the API pages were written (`<docsDir>/api`). */
  apiDir: string;
  /** Deletes the temporary folder. */
  remove(): void;
}

/**
 * Generates the API reference.
 *
 * @param overrides - TypeDoc options replacing the site's, for example fixture entry points.
 * @returns the folders written; rejects when TypeDoc fails (a warning counts as a failure).
 */
export async function runTypedoc(overrides: Record<string, unknown> = {}): Promise<TypedocRun> {
  const docsDir = mkdtempSync(path.join(tmpdir(), 'vitrine-api-'));
  const apiDir = path.join(docsDir, 'api');
  const remove = () => rmSync(docsDir, { recursive: true, force: true });
  const context = { siteDir: process.cwd(), siteConfig: { presets: [] } } as unknown as LoadContext;
  try {
    await docusaurusPluginTypedoc(context, {
      ...typedocOptions,
      docsPath: docsDir,
      out: apiDir,
      logLevel: 'Warn',
      ...overrides,
    } as Parameters<typeof docusaurusPluginTypedoc>[1]);
  } catch (error) {
    remove();
    throw error;
  }
  return { docsDir, apiDir, remove };
}
