import { useState, type ReactNode } from 'react';

import styles from './styles.module.css';

interface Props {
  fileName: string;
  text: string;
  /** What the buttons name, for example "variations" in "Download variations JSON". */
  what: string;
}

/** Download and Copy for one generated JSON file, with a line that says what happened. */
export default function FileActions({ fileName, text, what }: Props): ReactNode {
  const [status, setStatus] = useState('');

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    // The click starts the download synchronously; the address can go once it has been read.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus(`Downloaded ${fileName}.`);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(`Copied ${fileName}.`);
    } catch {
      setStatus('The browser did not allow copying; select the text in the box instead.');
    }
  };

  return (
    <>
      <div className={styles.buttons}>
        <button type="button" className="button button--primary" onClick={download}>
          Download {what} JSON
        </button>
        <button type="button" className="button button--secondary" onClick={copy}>
          Copy {what} JSON
        </button>
      </div>
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
    </>
  );
}
