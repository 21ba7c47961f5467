import { createContext, useContext, useId, type ReactNode } from 'react';

import styles from '../styles.module.css';

/** The arrowhead marker id of the diagram being drawn (unique per diagram on the page). */
const MarkerContext = createContext('');

interface DiagramProps {
  width: number;
  height: number;
  /** Short name, read first by screen readers. */
  title: string;
  /** The whole content in words: the alternative text of the drawing. */
  description: string;
  children: ReactNode;
}

/**
 * An inline SVG diagram in the page's own colours (CSS variables and currentColor), so it reads in
 * light and dark mode; the title and description are its alternative text.
 */
export function Diagram({ width, height, title, description, children }: DiagramProps): ReactNode {
  const id = useId();
  const marker = `${id}-arrow`;
  // On a phone the drawing keeps 90 % of its size (legible text) and the frame scrolls sideways;
  // the frame takes focus so that keyboard users can scroll it too.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.diagramFrame} role="group" aria-label={`Diagram: ${title}`} tabIndex={0}>
      <svg
        style={{ minWidth: Math.round(width * 0.9) }}
        className={styles.diagram}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <defs>
          <marker id={marker} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0 0L10 5L0 10Z" className={styles.head} />
          </marker>
        </defs>
        <MarkerContext.Provider value={marker}>{children}</MarkerContext.Provider>
      </svg>
    </div>
  );
}

interface BoxProps {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Lines of text, the first in the regular style. */
  lines: readonly string[];
  /** Draw the first line as code, or with 'all' every line (field lists). */
  code?: boolean | 'all';
  accent?: boolean;
  /** Left-align the text (for field lists) instead of centring it. */
  align?: 'start' | 'middle';
}

/** A rounded box with one or more lines of text; later lines are notes. */
export function Box({ x, y, width, height, lines, code, accent, align = 'middle' }: BoxProps): ReactNode {
  const lineHeight = 18;
  const top = y + height / 2 - ((lines.length - 1) * lineHeight) / 2 + 5;
  const textX = align === 'middle' ? x + width / 2 : x + 12;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={8} className={accent ? styles.accent : styles.box} />
      {lines.map((line, index) => (
        <text
          key={line}
          x={textX}
          y={top + index * lineHeight}
          textAnchor={align}
          className={code === 'all' || (index === 0 && code) ? styles.code : index === 0 ? undefined : styles.note}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

/** A straight arrow, or a polyline through `points` (pairs of x, y). */
export function Arrow({ points }: { points: readonly (readonly [number, number])[] }): ReactNode {
  const marker = useContext(MarkerContext);
  return (
    <polyline
      points={points.map(([x, y]) => `${x},${y}`).join(' ')}
      className={styles.arrow}
      markerEnd={`url(#${marker})`}
    />
  );
}

/** A dashed frame around related boxes, with its label in the top-left corner. */
export function Group({
  x,
  y,
  width,
  height,
  label,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
}): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={12} className={styles.group} />
      <text x={x + 12} y={y + 20} className={styles.note}>
        {label}
      </text>
    </g>
  );
}

/** A line of free text. */
export function Label({
  x,
  y,
  children,
  anchor = 'start',
  note,
}: {
  x: number;
  y: number;
  children: string;
  anchor?: 'start' | 'middle' | 'end';
  note?: boolean;
}): ReactNode {
  return (
    <text x={x} y={y} textAnchor={anchor} className={note ? styles.note : undefined}>
      {children}
    </text>
  );
}
