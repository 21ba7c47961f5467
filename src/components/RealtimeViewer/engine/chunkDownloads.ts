/**
 * Measures the download of the engine's code in the worker, for the loading indicator. There the
 * bundler loads each chunk with importScripts, which tells nothing until the whole file is in.
 * Wrapped here, its loader first fetches the chunk as a stream, counting bytes as they arrive, then
 * lets importScripts run, which finds the file in the HTTP cache (or revalidates it). A fetch that
 * fails only loses the measure: the loader still runs, and reports a real failure itself.
 */
import type { DownloadProgress } from '../loadProgress';

type ChunkHandler = (chunkId: string, promises: Promise<unknown>[]) => void;

/** The members of the bundler's runtime (webpack's and Rspack's `__webpack_require__`) used here. */
interface ChunkRuntime {
  /** Public path of the build's files. */
  p: string;
  /** File name of a chunk. */
  u: (chunkId: string) => string;
  /** The handlers that load a chunk, called in turn by `import()`. */
  f: Record<string, ChunkHandler>;
}

declare const __webpack_require__: ChunkRuntime | undefined;

interface ChunkFile {
  loaded: number;
  /** Length in bytes, when the response says it (uncompressed). */
  total: number | null;
  /** The response's headers are in (or the fetch failed): whether `total` is known is settled. */
  answered: boolean;
  done: boolean;
}

/** Least time between two reports while bytes arrive. */
const REPORT_INTERVAL_MS = 50;

export function measureChunkDownloads(report: (progress: DownloadProgress) => void): void {
  const runtime = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__;
  if (!runtime?.f || typeof runtime.u !== 'function') return;

  const files = new Map<string, ChunkFile>();
  const downloads = new Map<string, Promise<void>>();
  let lastReport = 0;
  const send = (force: boolean) => {
    const now = performance.now();
    if (!force && now - lastReport < REPORT_INTERVAL_MS) return;
    const all = [...files.values()];
    // Until every response has said whether it gives its length, the measure could not stay in one
    // unit: files finished first, then bytes, would move the bar back.
    if (all.some((file) => !file.answered)) return;
    lastReport = now;
    const lengths = all.map((file) => file.total);
    report({
      loadedBytes: all.reduce((sum, file) => sum + file.loaded, 0),
      totalBytes: lengths.every((length) => length !== null)
        ? lengths.reduce<number>((sum, length) => sum + (length ?? 0), 0)
        : null,
      filesDone: all.filter((file) => file.done).length,
      files: all.length,
    });
  };

  const download = async (chunkId: string) => {
    const file: ChunkFile = { loaded: 0, total: null, answered: false, done: false };
    files.set(chunkId, file);
    try {
      const response = await fetch(runtime.p + runtime.u(chunkId));
      file.answered = true;
      // A compressed response gives the compressed length, while the stream yields decoded bytes.
      const length = Number(response.headers.get('content-length'));
      if (!response.headers.get('content-encoding') && length > 0) file.total = length;
      send(true);
      const reader = response.body?.getReader();
      for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
        file.loaded += chunk.value.byteLength;
        send(false);
      }
    } catch {
      // Measuring is a courtesy: the loader below still runs and reports a failed download.
    }
    file.answered = true;
    file.done = true;
    send(true);
  };

  for (const [key, load] of Object.entries(runtime.f)) {
    runtime.f[key] = (chunkId, promises) => {
      let downloaded = downloads.get(chunkId);
      if (!downloaded) downloads.set(chunkId, (downloaded = download(chunkId)));
      promises.push(
        downloaded.then(() => {
          const inner: Promise<unknown>[] = [];
          load(chunkId, inner);
          return Promise.all(inner);
        }),
      );
    };
  }
}
