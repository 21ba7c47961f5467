// Byte sizes of build files as a visitor downloads them: raw, gzip (level 9) and brotli
// (quality 11), the levels a static host uses for pre-compressed assets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */

/** @param {Buffer} bytes @returns {Sizes} */
export function sizesOf(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** @type {Map<string, Sizes>} */
const cache = new Map();

/**
 * Summed sizes of files (each compressed on its own, as each is a separate download).
 * @param {string} dir
 * @param {string[]} files relative to dir
 * @returns {Sizes}
 */
export function sizesOfFiles(dir, files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const full = join(dir, file);
    let sizes = cache.get(full);
    if (!sizes) {
      sizes = sizesOf(readFileSync(full));
      cache.set(full, sizes);
    }
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/** "12.3 kB" with 1 kB = 1000 B, as browsers' devtools and Lighthouse count. */
export function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
