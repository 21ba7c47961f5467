import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';

import { SHOWCASE_IMAGE_SIZE, TAGS, type ShowcaseProject } from '../../../data/showcase';
import styles from './styles.module.css';

/**
 * One project: its image (sized by width and height, so the card keeps its place before the image
 * arrives, and loaded lazily), title, description, industries and a link to the live scene.
 */
export default function ProjectCard({ project }: { project: ShowcaseProject }): ReactNode {
  const imageUrl = useBaseUrl(project.image);
  const titleId = `project-${project.slug}`;
  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        <img
          className={styles.image}
          src={imageUrl}
          alt={project.imageAlt}
          width={SHOWCASE_IMAGE_SIZE.width}
          height={SHOWCASE_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
        />
        <div className={styles.cardText}>
          <Heading as="h3" id={titleId} className={styles.cardTitle}>
            {project.title}
          </Heading>
          <p className={styles.description}>{project.description}</p>
          <ul className={styles.cardTags} aria-label="Industries">
            {project.tags.map((tag) => (
              <li key={tag}>{TAGS[tag].label}</li>
            ))}
          </ul>
          <Link className={styles.cardLink} href={project.link}>
            Open the live project<span className="visually-hidden">: {project.title}</span>
          </Link>
        </div>
      </article>
    </li>
  );
}
