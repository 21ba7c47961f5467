/**
 * Sizes a snapshot can be drawn at: 1x is the view as this screen draws it (its CSS size times the
 * device pixel ratio the viewer uses), 2x twice that, 4K 3,840 pixels wide. The engine draws it
 * afresh at that many pixels (never by scaling up what the screen shows), with the view's shape.
 */
export type SnapshotSize = '1x' | '2x' | '4k';

export const SNAPSHOT_SIZES: readonly { id: SnapshotSize; label: string }[] = [
  { id: '1x', label: '1×' },
  { id: '2x', label: '2×' },
  { id: '4k', label: '4K' },
];

/** 4K UHD width; the height follows the view's shape. */
const UHD_WIDTH = 3840;

/** Pixels of a snapshot of a view `width` × `height` CSS pixels drawn at `pixelRatio`. */
export function snapshotPixels(
  size: SnapshotSize,
  width: number,
  height: number,
  pixelRatio: number,
): { width: number; height: number } {
  const screenWidth = Math.max(1, Math.round(width * pixelRatio));
  const screenHeight = Math.max(1, Math.round(height * pixelRatio));
  const scale = size === '4k' ? UHD_WIDTH / screenWidth : size === '2x' ? 2 : 1;
  return { width: Math.round(screenWidth * scale), height: Math.round(screenHeight * scale) };
}

/**
 * The file a snapshot saves as: the view's name at 1x, marked for larger sizes the way image files
 * usually are (`ring.png`, `ring@2x.png`, `ring-4k.png`), so that saving one of each keeps three files.
 */
export function snapshotFileName(name: string, size: SnapshotSize): string {
  if (size === '1x') return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${stem}${size === '2x' ? '@2x' : '-4k'}${extension}`;
}
