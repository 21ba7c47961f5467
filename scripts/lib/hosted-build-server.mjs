// A small static server for the build, closer to a production host than `docusaurus serve`: it
// compresses (brotli, else gzip) as static hosts do, sends long cache lifetimes for hashed assets,
// answers unknown paths with 404.html, and sends the headers of build/_headers for every path (as
// hosts that honour that file do, so the header Content-Security-Policy is in force).
// Used by the Lighthouse benchmark. Loopback only.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.glb': 'model/gltf-binary',
  '.hdr': 'application/octet-stream',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg']);

/** Headers listed for `<baseUrl>*` in a _headers file. */
function headersFromFile(root) {
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

/** The file a path is answered with, or undefined. */
function resolveFile(root, pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/')
    ? [join(clean, 'index.html')]
    : [clean, `${clean}.html`, join(clean, 'index.html')];
  return candidates
    .map((candidate) => join(root, candidate))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * @param {{ root: string, port: number, host?: string, latencyMs?: number }} options
 *   latencyMs: a delay before every response, as the round trip to a real host adds
 *   (0 answers at once, which no visitor sees)
 * @returns {Promise<{ origin: string, close: () => Promise<void>, precompress: (files: string[]) => void }>}
 */
export function startStaticServer({ root, port, host = '127.0.0.1', latencyMs = 0 }) {
  const siteHeaders = headersFromFile(root);
  /** @type {Map<string, Buffer>} */
  const compressed = new Map();
  /** Brotli at quality 11 takes a second for a large bundle: compress once, as hosts do at deploy time. */
  const compress = (/** @type {string} */ file, /** @type {'br' | 'gzip'} */ encoding) => {
    const key = `${encoding}:${file}`;
    let packed = compressed.get(key);
    if (!packed) {
      const body = readFileSync(file);
      packed =
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(body, { level: 9 });
      compressed.set(key, packed);
    }
    return packed;
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const found = resolveFile(root, url.pathname);
    const file = found ?? join(root, '404.html');
    const extension = extname(file);
    let body = readFileSync(file);
    /** @type {Record<string, string>} */
    const headers = {
      ...siteHeaders,
      'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (extension)] ?? 'application/octet-stream',
      'Cache-Control': url.pathname.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : undefined;
    if (encoding && COMPRESSIBLE.has(extension)) {
      body = compress(file, encoding);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = String(body.length);
    const send = () => {
      response.writeHead(found ? 200 : 404, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (latencyMs > 0) setTimeout(send, latencyMs);
    else send();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        origin: `http://${host}:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
        /** Compresses files (relative to root) ahead of the first request for them. */
        precompress: (files) => {
          for (const file of files) {
            if (COMPRESSIBLE.has(extname(file)))
              for (const encoding of /** @type {const} */ (['br', 'gzip'])) compress(join(root, file), encoding);
          }
        },
      }),
    );
  });
}
