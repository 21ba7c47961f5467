/**
 * Every HTML file of the build passes the W3C's Nu Html Checker (npm `vnu-jar`, the checker behind
 * validator.w3.org/nu), errors only: what the site's own components, the theme and the plugins
 * write must be HTML that browsers, assistive technology and crawlers read the same way.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';

import { expect, it } from 'vitest';

import { findJava } from '../../scripts/find-java.mjs';

const BUILD_DIR = 'build';

interface CheckerMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
}

/** The checker's errors over `paths` (files or folders), each with its file (relative to the build) and line. */
function htmlErrors(paths: string[]): { file: string; line: number | undefined; message: string }[] {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const result = spawnSync(
    findJava(),
    ['-jar', jar, '--format', 'json', '--errors-only', '--skip-non-html', ...paths],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) throw result.error;
  const { messages } = JSON.parse(result.stderr) as { messages: CheckerMessage[] };
  return messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => ({
      file: message.url ? relative(BUILD_DIR, new URL(message.url).pathname) : '?',
      line: message.lastLine,
      message: message.message,
    }));
}

it('every HTML file of the build has no error for the W3C HTML checker', { timeout: 300_000 }, () => {
  // Grouped by message, so that one mistake repeated on every page reads as one line.
  const byMessage = new Map<string, string[]>();
  for (const { file, line, message } of htmlErrors([BUILD_DIR]))
    byMessage.set(message, [...(byMessage.get(message) ?? []), `${file}:${line ?? '?'}`]);
  expect(
    [...byMessage].map(([message, places]) => `${places.length} × ${message} (${places.slice(0, 3).join(', ')})`),
  ).toEqual([]);
});
