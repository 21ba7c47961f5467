/**
 * Every outbound address of the site lives here, so that a deployer changes one file.
 * Nothing in this module may import from Docusaurus: docusaurus.config.ts reads it at build time.
 */
export const links = {
  /** The source repository of this website (edit links point into it). */
  repository: 'https://github.com/vitrine-labs/vitrine-docs',
  /** Branch the "Edit this page" links open. */
  repositoryEditBranch: 'main',
  /** Community chat server. */
  chat: 'https://discord.gg/vitrine3d',
  /** Public Q&A tag. */
  questions: 'https://stackoverflow.com/questions/tagged/vitrine-sdk',
  /** Collection of runnable code samples. */
  codeSamples: 'https://codepen.io/collection/vitrine-samples',
  /** Social profiles. */
  github: 'https://github.com/vitrine-labs',
  twitter: 'https://x.com/vitrinelabs',
  linkedin: 'https://www.linkedin.com/company/vitrine-labs',
  /** The hosted editor and showcase apps the navbar points to. */
  hostedEditor: 'https://editor.vitrine.dev',
  hostedShowcase: 'https://showcase.vitrine.dev',
  /** Contact for licensing questions. */
  salesEmail: 'mailto:sales@vitrine.dev',
  /** Account portal where licences are bought and their keys are issued and managed. */
  licencePortal: 'https://account.vitrine.dev/licences',
  /** The npm package of the SDK. */
  npmPackage: 'https://www.npmjs.com/package/vitrine',
} as const satisfies Record<string, string>;

/**
 * Where the "Edit this page" link of a page points: the repository's editor at a path, which
 * callers complete with the file's path below it (`editUrl('docs')` + `intro.mdx`).
 */
export function editUrl(contentDir?: 'docs' | 'blog'): string {
  return `${links.repository}/edit/${links.repositoryEditBranch}/${contentDir ? `${contentDir}/` : ''}`;
}

/** Address of one project in the hosted showcase app (the showcase page links each entry there). */
export function hostedShowcaseProject(slug: string): string {
  return `${links.hostedShowcase}/projects/${encodeURIComponent(slug)}`;
}
