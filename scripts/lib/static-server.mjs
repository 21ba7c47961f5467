// A minimal static file server for the production build, for scripts that drive Chromium against it
// (benchmarks, measurements). Resolves clean URLs the way `docusaurus serve` does: /a/b → a/b,
// a/b.html or a/b/index.html. Loopback only.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names inside `root`, or undefined. Never leaves `root`. */
async function resolveFile(root, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const relative = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, relative);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Serves `buildDir` on 127.0.0.1:`port` (0 picks a free port). Resolves to { url, close }.
 * @param {{ buildDir?: string, port?: number }} options
 */
export async function serveBuild({ buildDir = 'build', port = 0 } = {}) {
  const root = resolve(buildDir);
  const server = createServer(async (request, response) => {
    const file = await resolveFile(root, request.url ?? '/');
    if (!file) {
      response.writeHead(404, { 'content-type': TYPES['.html'] });
      response.end(await readFile(join(root, '404.html')).catch(() => 'Not found'));
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(await readFile(file));
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}
