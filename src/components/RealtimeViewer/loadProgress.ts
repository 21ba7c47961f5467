/**
 * What the viewer is doing before its first frame, as the engine reports it: no timer guesses it.
 * The stages follow each other; only the download has a measure within it (bytes received, or
 * files finished where the server does not say how long a file is).
 */
export type LoadStage = 'download' | 'scene' | 'shaders' | 'frame';

export const LOAD_STAGES: readonly LoadStage[] = ['download', 'scene', 'shaders', 'frame'];

const STAGE_TEXT: Record<LoadStage, string> = {
  download: 'Downloading the 3D engine',
  scene: 'Building the ring and its studio light',
  shaders: 'Compiling the shaders',
  frame: 'Drawing the first frame',
};

export interface DownloadProgress {
  /** Bytes received so far, over every file of the engine. */
  loadedBytes: number;
  /** Bytes of all the files, when every response said its length; null otherwise. */
  totalBytes: number | null;
  filesDone: number;
  files: number;
}

export type LoadProgress =
  { stage: 'download'; download: DownloadProgress | null } | { stage: Exclude<LoadStage, 'download'> };

/** Share of the download done: by bytes when their total is known, else by finished files. */
export function downloadFraction(download: DownloadProgress | null): number {
  if (!download || download.files === 0) return 0;
  if (download.totalBytes) return Math.min(1, download.loadedBytes / download.totalBytes);
  return download.filesDone / download.files;
}

/** 0 to 1 over all stages, each an equal share: the bar moves at every real step. */
export function overallProgress(progress: LoadProgress): number {
  const index = LOAD_STAGES.indexOf(progress.stage);
  const within = progress.stage === 'download' ? downloadFraction(progress.download) : 0;
  return (index + within) / LOAD_STAGES.length;
}

/**
 * The report to show after `next` arrives: a bar that moves back reads as a fault, and the measure
 * can dip (a chunk found later adds to the total), so a report below the one shown waits until the
 * measure passes it again. A restart sets the initial progress directly.
 */
export function laterProgress(shown: LoadProgress, next: LoadProgress): LoadProgress {
  return overallProgress(next) >= overallProgress(shown) ? next : shown;
}

const kilobytes = (bytes: number) => Math.round(bytes / 1000).toLocaleString('en');

/** What the indicator says, e.g. "Downloading the 3D engine: 212 of 590 kB". */
export function progressText(progress: LoadProgress): string {
  const text = STAGE_TEXT[progress.stage];
  if (progress.stage !== 'download' || !progress.download || progress.download.files === 0) return `${text}…`;
  const { loadedBytes, totalBytes, filesDone, files } = progress.download;
  if (totalBytes) return `${text}: ${kilobytes(loadedBytes)} of ${kilobytes(totalBytes)} kB`;
  return `${text}: ${filesDone} of ${files} files`;
}
