import { createContext } from 'react';

/** How many pictures a figure shows side by side on a wide screen. */
export type FigureColumns = 1 | 2 | 3 | 4;

/** The column count of the figure a picture sits in (1 outside any figure), for the picture's `sizes`. */
export const FigureColumnsContext = createContext<FigureColumns>(1);

/**
 * A guide's text column, as the docs layout draws it: up to 996 px the screen less its padding;
 * above, three quarters of what the 300 px sidebar leaves (the table of contents takes the rest)
 * less padding, up to 958 px (three quarters of the 1,320 px container, less padding). Pages
 * without a table of contents draw it wider; tests/browser/image-sizes.spec.ts checks every page
 * with a picture.
 */
const NARROW_COLUMN = '100vw - 2rem';
const WIDE_COLUMN = 'min(75vw - 257px, 958px)';
/** The gap between pictures in a row (styles.module.css). */
const GAP_PX = 8;
/** Below this width a figure of three or four pictures shows two per row (styles.module.css). */
const PHONE_GRID_MAX = 639;

function share(column: string, columns: number): string {
  return columns === 1 ? `calc(${column})` : `calc((${column} - ${(columns - 1) * GAP_PX}px) / ${columns})`;
}

/**
 * The `sizes` of one picture in a figure: its share of the guide column, so the browser picks the
 * smallest file that fills it (a 200 px thumbnail does not fetch the 960 px file).
 */
export function figureSizes(columns: FigureColumns): string {
  const entries = [`(max-width: 996px) ${share(NARROW_COLUMN, columns)}`, share(WIDE_COLUMN, columns)];
  return columns > 2
    ? [`(max-width: ${PHONE_GRID_MAX}px) ${share(NARROW_COLUMN, 2)}`, ...entries].join(', ')
    : entries.join(', ');
}
