import { useContext, type ReactNode } from 'react';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';

import Picture from '../Picture';
import guideImages from '../../data/guideImages.json';
import { FigureColumnsContext, figureSizes } from './columns';
import styles from './styles.module.css';

export type RenderName = keyof typeof guideImages;

interface Props {
  /** A picture written by scripts/render-guide-images.mjs (static/img/guides/<name>.webp and .avif). */
  name: RenderName;
  alt: string;
  /** A short label over the picture's corner, for side-by-side comparisons. */
  label?: string;
  /** How wide the picture is drawn, for the browser's choice of file; by default its share of a guide column. */
  sizes?: string;
}

interface RenderFile {
  width: number;
  height: number;
  /** The widths written: `<name>-<width>.webp` for each, `<name>.webp` at the full width. */
  widths: number[];
}

/** The file of a render at one of its widths. */
export function renderPath(name: RenderName, width: number): string {
  const { width: full } = guideImages[name] as RenderFile;
  return width === full ? `/img/guides/${name}.webp` : `/img/guides/${name}-${width}.webp`;
}

/**
 * A render of the site's ring viewer. Its size comes from the manifest the render script writes,
 * so the browser reserves the space before the picture arrives; it loads only near the viewport,
 * in the smallest of its widths that fills the space it is drawn in.
 */
export default function Render({ name, alt, label, sizes }: Props): ReactNode {
  const columns = useContext(FigureColumnsContext);
  const size = guideImages[name] as RenderFile | undefined;
  const { withBaseUrl } = useBaseUrlUtils();
  if (!size) throw new Error(`No guide picture "${name}": run scripts/render-guide-images.mjs ${name}.`);
  const srcSet = size.widths.map((width) => `${withBaseUrl(renderPath(name, width))} ${width}w`).join(', ');
  return (
    <div className={styles.render}>
      <Picture
        src={withBaseUrl(renderPath(name, size.width))}
        srcSet={srcSet}
        sizes={sizes ?? figureSizes(columns)}
        alt={alt}
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
      />
      {label && (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      )}
    </div>
  );
}
