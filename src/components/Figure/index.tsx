import type { ReactNode } from 'react';
import clsx from 'clsx';

import { FigureColumnsContext, type FigureColumns } from './columns';
import styles from './styles.module.css';

interface Props {
  /** What the figure shows, under it; say what to notice rather than repeat the alternative text. */
  caption: ReactNode;
  /** One picture or diagram, or several <Render>s shown side by side. */
  children: ReactNode;
  /** Columns for several pictures on a wide screen (phones always get at most two). Default 1. */
  columns?: FigureColumns;
}

/** A numbered-free figure of a guide: pictures or a diagram with a caption, the same on every page. */
export default function Figure({ caption, children, columns = 1 }: Props): ReactNode {
  return (
    <figure className={styles.figure}>
      <div className={clsx(styles.content, columns > 1 && styles.grid)} data-columns={columns}>
        <FigureColumnsContext.Provider value={columns}>{children}</FigureColumnsContext.Provider>
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
