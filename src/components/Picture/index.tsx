import type { ComponentProps, ReactNode } from 'react';

import { avifSrcSet } from './avifSrcSet';
import styles from './styles.module.css';

type Props = ComponentProps<'img'> & { srcSet: string; alt: string };

/**
 * An engine render offered as AVIF first and WebP otherwise: the render scripts write both of every
 * picture under the same name. With `display: contents` (styles.module.css) `<picture>` adds no box
 * of its own, so the image's class and style place it exactly as a bare `<img>` would.
 */
export default function Picture({ srcSet, sizes, alt, ...image }: Props): ReactNode {
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avifSrcSet(srcSet)} sizes={sizes} />
      <img srcSet={srcSet} sizes={sizes} alt={alt} {...image} />
    </picture>
  );
}
