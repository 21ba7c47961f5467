import type { ReactNode } from 'react';

import { TAG_IDS, TAGS, showcaseProjects, type TagId } from '../../../data/showcase';
import styles from './styles.module.css';

interface Props {
  selected: TagId[];
  query: string;
  onToggle: (tag: TagId) => void;
  onQuery: (query: string) => void;
}

const projectsPerTag = Object.fromEntries(
  TAG_IDS.map((tag) => [tag, showcaseProjects.filter((entry) => entry.tags.includes(tag)).length]),
) as Record<TagId, number>;

/** Search box and industry checkboxes. The form never submits: every change filters at once. */
export default function Filters({ selected, query, onToggle, onQuery }: Props): ReactNode {
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Filter projects"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.search}>
        <label htmlFor="showcase-search" className={styles.searchLabel}>
          Search projects
        </label>
        <input
          id="showcase-search"
          type="search"
          className={styles.searchInput}
          value={query}
          maxLength={80}
          placeholder="Ring, leather, scroll…"
          autoComplete="off"
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      <fieldset className={styles.tags}>
        <legend className={styles.legend}>Industry</legend>
        <ul className={styles.tagList}>
          {TAG_IDS.map((tag) => (
            <li key={tag}>
              <input
                id={`showcase-tag-${tag}`}
                type="checkbox"
                className={styles.tagInput}
                checked={selected.includes(tag)}
                onChange={() => onToggle(tag)}
              />
              <label htmlFor={`showcase-tag-${tag}`} className={styles.tag} title={TAGS[tag].description}>
                {TAGS[tag].label}
                <span className={styles.tagCount}>
                  {projectsPerTag[tag]}
                  <span className="visually-hidden"> projects</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </form>
  );
}
