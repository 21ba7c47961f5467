import type { ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

/** Opens the browser's print dialog, from which the agreement can also be saved as a PDF. */
export default function PrintButton({ className }: { className?: string }): ReactNode {
  return (
    <button
      type="button"
      className={clsx('button button--secondary', styles.noPrint, className)}
      onClick={() => window.print()}
    >
      Print or save as PDF
    </button>
  );
}
