import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

import guideImages from '../../data/guideImages.json';
import styles from './styles.module.css';

export type RenderName = keyof typeof guideImages;

interface Props {
  /** A picture written by scripts/render-guide-images.mjs (static/img/guides/<name>.webp). */
  name: RenderName;
  alt: string;
  /** A short label over the picture's corner, for side-by-side comparisons. */
  label?: string;
}

/**
 * A render of the site's ring viewer. Its size comes from the manifest the render script writes,
 * so the browser reserves the space before the picture arrives, and it loads only near the viewport.
 */
export default function Render({ name, alt, label }: Props): ReactNode {
  const size = guideImages[name] as { width: number; height: number } | undefined;
  const src = useBaseUrl(`/img/guides/${name}.webp`);
  if (!size) throw new Error(`No guide picture "${name}": run scripts/render-guide-images.mjs ${name}.`);
  return (
    <div className={styles.render}>
      <img src={src} alt={alt} width={size.width} height={size.height} loading="lazy" decoding="async" />
      {label && (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      )}
    </div>
  );
}
