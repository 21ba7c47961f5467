import { useState, type ReactNode } from 'react';

import styles from './styles.module.css';

/** The page's Markdown as a plain-text clipboard item. */
async function markdownBlob(markdownUrl: string): Promise<Blob> {
  const response = await fetch(markdownUrl);
  if (!response.ok) throw new Error(`${markdownUrl} answered ${response.status}`);
  return new Blob([await response.text()], { type: 'text/plain' });
}

/**
 * "Copy page as Markdown" and "Open as Markdown" for a doc page. The Markdown is fetched on click
 * only, so the page pays for this component and not for its text. The clipboard item is handed a
 * promise of the text: Safari accepts a write only within the click, before the fetch resolves.
 */
export default function CopyMarkdown({ markdownUrl }: { markdownUrl: string }): ReactNode {
  const [status, setStatus] = useState('');

  const copy = async (): Promise<void> => {
    setStatus('');
    try {
      if (typeof ClipboardItem === 'function') {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': markdownBlob(markdownUrl) })]);
      } else {
        await navigator.clipboard.writeText(await (await markdownBlob(markdownUrl)).text());
      }
      setStatus('Page copied as Markdown.');
    } catch {
      setStatus('Could not copy the page. Open it as Markdown instead.');
    }
  };

  return (
    <div className={styles.actions}>
      <button type="button" className="button button--sm button--outline button--secondary" onClick={() => void copy()}>
        Copy page as Markdown
      </button>
      <a className="button button--sm button--link" href={markdownUrl}>
        Open as Markdown
      </a>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
