import type { ConvertedPage } from './convert';

/** A converted page with its route (without the baseUrl) and its two absolute addresses. */
export type IndexedPage = ConvertedPage & { path: string; pageUrl: string; markdownUrl: string };

export type SiteSummary = { title: string; tagline: string; sdkVersion: string; modules: readonly string[] };

type Section = { heading: string; pages: IndexedPage[] };

const isApi = (path: string): boolean => path === '/docs/api' || path.startsWith('/docs/api/');

/** The SDK module an API page belongs to: `modules/Core_API` and `classes/Core_API.ViewerApp` both give Core_API. */
export function apiModuleOf(path: string): string | undefined {
  const match = /^\/docs\/api\/(?:modules|classes|interfaces|enums)\/([^./]+)/.exec(path);
  return match?.[1];
}

/** The pages grouped as llms.txt lists them: guides, glTF extensions, the API by module, the blog, licensing. */
export function sections(pages: IndexedPage[], modules: readonly string[]): Section[] {
  const docs = pages.filter((page) => page.path.startsWith('/docs/'));
  const api = docs.filter((page) => isApi(page.path));
  const byModule = modules.map((module) => ({
    heading: `API reference: ${module.replaceAll('_', ' ')}`,
    pages: api.filter((page) => apiModuleOf(page.path) === module),
  }));
  const listed = new Set(byModule.flatMap((section) => section.pages));
  return [
    {
      heading: 'Guides',
      pages: docs.filter((page) => !isApi(page.path) && !page.path.startsWith('/docs/gltf-extensions')),
    },
    { heading: 'glTF extensions', pages: docs.filter((page) => page.path.startsWith('/docs/gltf-extensions')) },
    // The reference's index and changelog, and any page outside a module.
    { heading: 'API reference', pages: api.filter((page) => !listed.has(page)) },
    ...byModule,
    { heading: 'Blog', pages: pages.filter((page) => page.path.startsWith('/blog/')) },
    {
      heading: 'Pricing and licence',
      pages: pages.filter((page) => !page.path.startsWith('/docs/') && !page.path.startsWith('/blog/')),
    },
  ].filter((section) => section.pages.length > 0);
}

/** A description on one line: the index is line-oriented. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

function summary(site: SiteSummary): string[] {
  return [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.tagline)}. Vitrine ${site.sdkVersion} is a TypeScript SDK built on three.js.`,
    '',
    'Each link below is the Markdown of the page at the same address without `.md`. Every TypeScript ' +
      'sample in the guides is type-checked against the SDK when the site is built.',
  ];
}

/** `/llms.txt` in the llmstxt.org form: title, summary, then one section of links per area. */
export function llmsTxt(site: SiteSummary, pages: IndexedPage[]): string {
  const lines = summary(site);
  for (const section of sections(pages, site.modules)) {
    lines.push('', `## ${section.heading}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(`- [${page.title}](${page.markdownUrl})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `/llms-full.txt`: every guide and API page, in sidebar order, each headed by its address. */
export function llmsFullTxt(site: SiteSummary, pages: IndexedPage[]): string {
  const docs = pages.filter((page) => page.path.startsWith('/docs/'));
  const parts = docs.map((page) => `---\n\nSource: ${page.pageUrl}\n\n${page.markdown.trimEnd()}\n`);
  return `${summary(site).join('\n')}\n\n${parts.join('\n')}`;
}
