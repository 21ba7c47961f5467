// Serves the production build on loopback the way a static host does, for the scripts that drive
// Chromium against it (benchmarks, the hosted-URL checks): sirv resolves clean URLs (/a → a.html or
// a/index.html) and answers unknown paths with 404.html as GitHub Pages does; `compression` adds
// brotli/gzip; every answer carries the headers of build/_headers, so the header Content-Security-Policy
// is in force; hashed assets get long cache lifetimes.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';

import compression from 'compression';
import sirv from 'sirv';

/** The headers that _headers lists under its one path pattern (the site's only rule is `/*`). */
function siteHeaders(root) {
  const file = join(root, '_headers');
  if (!existsSync(file)) return {};
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const header = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (header?.[1] && header[2]) headers[header[1]] = header[2];
  }
  return headers;
}

/**
 * @param {{ root?: string, port?: number, host?: string, latencyMs?: number }} [options]
 *   port 0 picks a free port; latencyMs delays every answer, as the round trip to a real host does
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveBuild({ root = 'build', port = 0, host = '127.0.0.1', latencyMs = 0 } = {}) {
  const directory = resolve(root);
  if (!existsSync(join(directory, 'index.html'))) {
    throw new Error(`No build in ${root}/: run \`npm run build\` first.`);
  }
  const headers = siteHeaders(directory);
  const notFoundPage = readFileSync(join(directory, '404.html'));
  const compress = compression();
  const files = sirv(directory, {
    etag: true,
    setHeaders(response, pathname) {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      const immutable = pathname.includes('/assets/');
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
    onNoMatch(_request, response) {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(notFoundPage);
    },
  });
  const handle = (request, response) => compress(request, response, () => files(request, response));
  const server = createServer((request, response) => {
    if (latencyMs > 0) setTimeout(() => handle(request, response), latencyMs);
    else handle(request, response);
  });
  await new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(port, host, () => listening(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://${host}:${actualPort}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
