/**
 * Writes a Radiance HDR (.hdr, RGBE) image: a text header, then one scanline per row, each pixel
 * as a shared 8-bit exponent and three 8-bit mantissas. Scanlines are run-length encoded the way
 * readers expect for widths 8 to 32767 (a 2, 2, width marker, then each channel on its own), since
 * a reader cannot tell a flat scanline whose first pixel happens to be (2, 2, …) from an encoded one.
 */

const MIN_RUN = 3;
const MAX_RUN = 127;
const MAX_LITERAL = 128;

/** One linear RGB value as RGBE bytes (Greg Ward's encoding: mantissas share the largest exponent). */
export function encodeRgbe(r: number, g: number, b: number): [number, number, number, number] {
  const largest = Math.max(r, g, b);
  if (!(largest > 1e-32)) return [0, 0, 0, 0];
  const exponent = Math.ceil(Math.log2(largest));
  // Mantissas stay below 256 even when largest is an exact power of two.
  const scale = 256 / 2 ** exponent;
  const mantissa = (value: number) => Math.min(255, Math.max(0, Math.floor(value * scale)));
  return [mantissa(r), mantissa(g), mantissa(b), exponent + 128];
}

/** Run-length encodes one channel of one scanline. */
function encodeChannel(bytes: Uint8Array, out: number[]): void {
  let start = 0;
  while (start < bytes.length) {
    // Find the next run of at least MIN_RUN equal bytes.
    let runStart = start;
    let runLength = 0;
    while (runStart < bytes.length) {
      runLength = 1;
      while (
        runStart + runLength < bytes.length &&
        runLength < MAX_RUN &&
        bytes[runStart + runLength] === bytes[runStart]
      ) {
        runLength += 1;
      }
      if (runLength >= MIN_RUN) break;
      runStart += runLength;
    }
    if (runLength < MIN_RUN) runStart = bytes.length;
    // Literal bytes before the run.
    while (start < runStart) {
      const count = Math.min(MAX_LITERAL, runStart - start);
      out.push(count, ...bytes.subarray(start, start + count));
      start += count;
    }
    if (runStart < bytes.length) {
      out.push(128 + runLength, bytes[runStart] as number);
      start = runStart + runLength;
    }
  }
}

/**
 * Encodes a width × height image of linear RGB floats (row-major from the top row, three values a
 * pixel) as a Radiance HDR file.
 */
export function encodeRadianceHdr(width: number, height: number, rgb: Float32Array): Uint8Array {
  if (!Number.isInteger(width) || width < 8 || width > 0x7fff) {
    throw new RangeError(`Radiance HDR width must be an integer from 8 to 32767, got ${width}.`);
  }
  if (!Number.isInteger(height) || height < 1) {
    throw new RangeError(`Radiance HDR height must be a positive integer, got ${height}.`);
  }
  if (rgb.length !== width * height * 3) {
    throw new RangeError(`Expected ${width * height * 3} floats for ${width} × ${height} RGB, got ${rgb.length}.`);
  }
  const header = `#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n\n-Y ${height} +X ${width}\n`;
  const out: number[] = [...new TextEncoder().encode(header)];
  const channels = [0, 1, 2, 3].map(() => new Uint8Array(width));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const rgbe = encodeRgbe(rgb[i] as number, rgb[i + 1] as number, rgb[i + 2] as number);
      for (let c = 0; c < 4; c += 1) (channels[c] as Uint8Array)[x] = rgbe[c] as number;
    }
    out.push(2, 2, width >> 8, width & 0xff);
    for (const channel of channels) encodeChannel(channel, out);
  }
  return Uint8Array.from(out);
}
