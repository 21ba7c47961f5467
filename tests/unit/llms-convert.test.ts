import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import llmsPlugin from '../../plugins/llms';

import { convertPage, UnconvertiblePageError } from '../../plugins/llms/convert';
import { apiModuleOf, llmsTxt, sections, type IndexedPage } from '../../plugins/llms/llms-txt';
import { markdownFileOf, readingPageKind } from '../../plugins/llms/pages';

const PAGE_URL = 'https://docs.example.org/docs/guide';

/**
 * Pages as Docusaurus renders them, cut down to what the converter reads: the theme's published
 * class names and our wrappers' attributes (src/constants/pageMarkup.ts). The build's own pages are
 * checked by tests/built/markdown-copies.test.ts. This one is a docs page, the given content inside
 * `.theme-doc-markdown`.
 */
const docPage = (content: string): string =>
  `<!doctype html><html><head><meta name="description" content="What the guide covers."></head><body>
  <main><article><nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
  <div class="theme-doc-markdown markdown"><header><h1>Guide</h1></header>${content}</div></article></main></body></html>`;

const convert = (content: string): string => convertPage(docPage(content), { pageUrl: PAGE_URL, kind: 'doc' }).markdown;

const codeBlock = (language: string, lines: string[], title?: string): string =>
  `<div class="language-${language} codeBlockContainer_x theme-code-block">` +
  (title ? `<div class="Xy3q_"><span data-code-title="">${title}</span></div>` : '') +
  `<div class="codeBlockContent_z"><pre class="prism-code language-${language}"><code class="codeBlockLines_q">` +
  lines.map((line) => `<div class="token-line"><span class="token plain">${line}</span><br/></div>`).join('') +
  `</code></pre><div class="buttonGroup"><button type="button" aria-label="Copy code">Copy</button></div></div></div>`;

describe('converting a built page to Markdown', () => {
  it('keeps the title, headings without their anchor links, and the description', () => {
    const page = convertPage(
      docPage('<h2 id="setup">Set<wbr/>up<a class="hash-link" href="#setup">\u200b</a></h2><p>Text.</p>'),
      { pageUrl: PAGE_URL, kind: 'doc' },
    );
    expect(page.title).toBe('Guide');
    expect(page.description).toBe('What the guide covers.');
    expect(page.markdown).toBe('# Guide\n\n## Setup\n\nText.\n');
  });

  it('turns a code block into a fence with its language, title and exact lines', () => {
    expect(convert(codeBlock('ts', ['const a = 1;', '', 'if (a &lt; 2) {}'], 'main.ts'))).toBe(
      '# Guide\n\n```ts title="main.ts"\nconst a = 1;\n\nif (a < 2) {}\n```\n',
    );
  });

  it('reads the lines of a block as the theme writes them, with an empty and a highlighted line', () => {
    const block =
      '<div class="language-ts codeBlockContainer_x theme-code-block"><div class="codeBlockContent_z">' +
      '<pre class="prism-code language-ts"><code class="codeBlockLines_q">' +
      '<div class="token-line"><span class="token keyword">const</span><span class="token plain"> a = 1;</span><br/></div>' +
      '<div class="token-line"><span class="token plain" style="display:inline-block"></span><br/></div>' +
      '<div class="token-line theme-code-block-highlighted-line"><span class="token plain">a += 1;</span><br/></div>' +
      '<div class="token-line"><span class="token comment">// end</span><br/></div>' +
      '<div class="token-line"><span class="token tag punctuation">&lt;</span><br/></div></code></pre></div></div>';
    expect(convert(block)).toBe('# Guide\n\n```ts\nconst a = 1;\n\na += 1;\n// end\n<\n```\n');
  });

  it('leaves tooltips out of the code and lists linked names after the block that first uses them', () => {
    const linked = (name: string, href: string): string =>
      `<span class="code-ref"><span class="code-ref__tip" role="tooltip" id="t-${name}">class ${name}</span>` +
      `<a href="${href}" aria-describedby="t-${name}">${name}</a></span>`;
    const viewer = linked('ViewerApp', '/docs/api/classes/Core_API.ViewerApp');
    const load = linked('load', '/docs/api/classes/Core_API.ViewerApp#load');
    const markdown = convert(
      codeBlock('ts', [`new ${viewer}();`]) + codeBlock('ts', [`const v = new ${viewer}();`, `v.${load}();`]),
    );
    expect(markdown).toBe(
      '# Guide\n\n```ts\nnew ViewerApp();\n```\n\n' +
        'Names first used in this sample: [`ViewerApp`](https://docs.example.org/docs/api/classes/Core_API.ViewerApp).\n\n' +
        '```ts\nconst v = new ViewerApp();\nv.load();\n```\n\n' +
        'Names first used in this sample: [`ViewerApp.load`](https://docs.example.org/docs/api/classes/Core_API.ViewerApp#load).\n',
    );
  });

  it("reads a signature: the theme's code lines in a bare pre", () => {
    const signature =
      '<pre class="prism-code language-ts signature_x"><code class="language-ts">' +
      '<div class="token-line"><span class="token function">load</span><span class="token punctuation">(</span><br/></div>' +
      '<div class="token-line"><span class="token plain">  url</span><br/></div>' +
      '<div class="token-line"><span class="token punctuation">)</span><span class="token operator">:</span>' +
      '<span class="token plain"> </span><span class="token keyword">void</span><span class="token punctuation">;</span><br/></div>' +
      '</code></pre>';
    expect(convert(signature)).toBe('# Guide\n\n```ts\nload(\n  url\n): void;\n```\n');
  });

  it('turns an admonition into a blockquote opened by its label', () => {
    const admonition =
      '<div class="theme-admonition theme-admonition-warning alert"><div class="aB9c1"><span><svg></svg></span><span data-admonition-label="">warning</span></div>' +
      '<div class="q-2Zd"><p>Dispose the viewer.</p></div></div>';
    expect(convert(admonition)).toBe('# Guide\n\n> **Warning**\n>\n> Dispose the viewer.\n');
  });

  it("reads an admonition's own label, not that of one nested in it, and keeps the nested one", () => {
    const inner =
      '<div class="theme-admonition theme-admonition-tip alert"><div class="aB9c1"><span data-admonition-label="">tip</span></div>' +
      '<div class="q-2Zd"><p>Inner.</p></div></div>';
    const untitled = `<div class="theme-admonition theme-admonition-note alert"><div class="q-2Zd"><p>Outer.</p>${inner}</div></div>`;
    expect(convert(untitled)).toBe('# Guide\n\n> Outer.\n>\n> > **Tip**\n> >\n> > Inner.\n');
  });

  it('flattens tabs into headings one level below the section, each followed by its panel', () => {
    const tabs =
      '<h2>Install</h2><div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">npm</li><li role="tab">pnpm</li></ul>' +
      `<div class="margin-top--md"><div role="tabpanel">${codeBlock('bash', ['npm install vitrine'])}</div>` +
      `<div role="tabpanel" hidden>${codeBlock('bash', ['pnpm add vitrine'])}</div></div></div>`;
    expect(convert(tabs)).toBe(
      '# Guide\n\n## Install\n\n### npm\n\n```bash\nnpm install vitrine\n```\n\n### pnpm\n\n```bash\npnpm add vitrine\n```\n',
    );
  });

  it('makes links and images absolute to the site and keeps tables', () => {
    const markdown = convert(
      '<p><a href="/docs/intro#start">intro</a> <a href="other">other</a> <img src="/img/a.svg" alt="A"></p>' +
        '<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table>',
    );
    expect(markdown).toContain('[intro](https://docs.example.org/docs/intro#start)');
    expect(markdown).toContain('[other](https://docs.example.org/docs/other)');
    expect(markdown).toContain('![A](https://docs.example.org/img/a.svg)');
    expect(markdown).toContain('| Name |\n| ---- |\n| x    |');
  });

  it('takes a blog post from its title and body, without the author block', () => {
    const html =
      '<main><article><header><h1>Post</h1><div class="avatar">The team</div></header>' +
      '<div class="markdown"><p>Body.</p></div><footer>Tags</footer></article></main>';
    expect(convertPage(html, { pageUrl: 'https://docs.example.org/blog/post', kind: 'blog-post' }).markdown).toBe(
      '# Post\n\nBody.\n',
    );
  });

  it('takes a site page from <main>, dropping its buttons', () => {
    const html =
      '<main><h1>Pricing</h1><button type="button">Print</button><p>Free to build with.</p>' +
      '<p><span>€490</span><span>per year</span></p>' +
      '<p><span aria-hidden="true">–</span><span class="visuallyHidden">Not included</span></p></main>';
    expect(convertPage(html, { pageUrl: 'https://docs.example.org/license', kind: 'page' }).markdown).toBe(
      '# Pricing\n\nFree to build with.\n\n€490 per year\n\nNot included\n',
    );
  });
});

describe('pages that cannot be converted fail', () => {
  const fails = (content: string, message: RegExp): void => {
    expect(() => convert(content)).toThrow(UnconvertiblePageError);
    expect(() => convert(content)).toThrow(message);
  };

  it('rejects JSX left in the text (an MDX component that was not rendered)', () => {
    fails('<p>&lt;RingViewer modelUrl="/ring.glb" /&gt;</p>', /a JSX tag left in the text: "<RingViewer/);
  });

  it('rejects import and export statements left in the text', () => {
    fails("<p>import RingViewer from './RingViewer';</p>", /an import or export statement/);
  });

  it('rejects an MDX comment left in the text', () => {
    fails('<p>{/* draft */}</p>', /an MDX comment/);
  });

  it('rejects a widget with no Markdown form: an unknown custom element, a canvas, an iframe', () => {
    fails('<ring-viewer src="/ring.glb"></ring-viewer>', /<ring-viewer>/);
    fails('<div><canvas></canvas></div>', /<canvas>/);
    fails('<iframe src="https://example.org"></iframe>', /<iframe>/);
  });

  it('rejects a page without its content or its title', () => {
    expect(() => convertPage('<main><p>x</p></main>', { pageUrl: PAGE_URL, kind: 'doc' })).toThrow(
      /theme-doc-markdown/,
    );
    expect(() => convertPage('<main><p>x</p></main>', { pageUrl: PAGE_URL, kind: 'page' })).toThrow(/no <h1>/);
  });

  it('accepts prose that only looks alike: a generic type, the word "import" starting a line', () => {
    expect(
      convert(
        '<h2>Class: Deferred&lt;T&gt;</h2><h2>Interface: Debounced()&lt;TArgs&gt;</h2><p>Each\nimport of a model is cached.</p>',
      ),
    ).toBe(
      '# Guide\n\n## Class: Deferred\\<T>\n\n## Interface: Debounced()\\<TArgs>\n\nEach import of a model is cached.\n',
    );
  });

  it('leaves code that shows JSX or imports alone', () => {
    expect(convert(codeBlock('tsx', ["import { Viewer } from './Viewer';", '&lt;Viewer /&gt;']))).toContain(
      "```tsx\nimport { Viewer } from './Viewer';\n<Viewer />\n```",
    );
  });
});

describe('routes and llms.txt', () => {
  it('gives Markdown to docs, blog posts, pricing and the EULA, not to lists and widgets', () => {
    expect(readingPageKind('/docs/intro')).toBe('doc');
    expect(readingPageKind('/docs/api/classes/Core_API.ViewerApp')).toBe('doc');
    expect(readingPageKind('/blog/intro-to-vitrine')).toBe('blog-post');
    expect(readingPageKind('/license')).toBe('page');
    expect(readingPageKind('/EULA')).toBe('page');
    for (const path of [
      '/',
      '/docs',
      '/blog',
      '/blog/archive',
      '/blog/tags/webgl',
      '/blog/authors',
      '/showcase',
      '/realvwr',
    ]) {
      expect(readingPageKind(path), path).toBeUndefined();
    }
    expect(markdownFileOf('/docs/api')).toBe('docs/api.md');
  });

  it('groups API pages by module and lists every page with its Markdown address', () => {
    expect(apiModuleOf('/docs/api/classes/Core_API.ViewerApp')).toBe('Core_API');
    expect(apiModuleOf('/docs/api/modules/Plugins')).toBe('Plugins');
    expect(apiModuleOf('/docs/api/Changelog')).toBeUndefined();
    const page = (path: string, title: string): IndexedPage => ({
      path,
      title,
      description: `About\n${title}.`,
      markdown: `# ${title}\n`,
      pageUrl: `https://d.org${path}`,
      markdownUrl: `https://d.org${path}.md`,
    });
    const pages = [
      page('/docs/intro', 'Introduction'),
      page('/docs/gltf-extensions', 'glTF extensions'),
      page('/docs/api', 'API'),
      page('/docs/api/classes/Core_API.ViewerApp', 'ViewerApp'),
      page('/blog/post', 'Post'),
      page('/license', 'Pricing'),
    ];
    expect(sections(pages, ['Core_API']).map((section) => section.heading)).toEqual([
      'Guides',
      'glTF extensions',
      'API reference',
      'API reference: Core API',
      'Blog',
      'Pricing and licence',
    ]);
    const text = llmsTxt(
      { title: 'Vitrine', tagline: 'Realistic 3D', sdkVersion: '1.0.0', modules: ['Core_API'] },
      pages,
    );
    expect(text.startsWith('# Vitrine\n\n> Realistic 3D.')).toBe(true);
    expect(text).toContain('- [ViewerApp](https://d.org/docs/api/classes/Core_API.ViewerApp.md): About ViewerApp.\n');
    expect(text.match(/^- \[/gm)).toHaveLength(pages.length);
  });
});

describe('the build step', () => {
  type PostBuildProps = Parameters<NonNullable<ReturnType<typeof llmsPlugin>['postBuild']>>[0];

  /** Runs the plugin's postBuild over a build folder holding the given docs pages. */
  async function runPostBuild(pages: Record<string, string>, routesWithoutHtml: string[] = []): Promise<string> {
    const outDir = await mkdtemp(join(tmpdir(), 'llms-'));
    for (const [path, content] of Object.entries(pages)) {
      await mkdir(join(outDir, path), { recursive: true });
      await writeFile(join(outDir, path, 'index.html'), docPage(content));
    }
    const props = {
      outDir,
      siteConfig: { url: 'https://docs.example.org', baseUrl: '/', title: 'Vitrine', tagline: 'Realistic 3D' },
      routesPaths: [...Object.keys(pages).map((path) => `/${path}`), ...routesWithoutHtml, '/', '/404.html'],
      plugins: [],
    } as unknown as PostBuildProps;
    await llmsPlugin().postBuild?.(props);
    return outDir;
  }

  it('writes each page as .md and lists it in llms.txt and llms-full.txt', async () => {
    const outDir = await runPostBuild({ 'docs/guide': '<p>Text.</p>' });
    expect(await readFile(join(outDir, 'docs/guide.md'), 'utf8')).toBe('# Guide\n\nText.\n');
    expect(await readFile(join(outDir, 'llms.txt'), 'utf8')).toContain(
      '- [Guide](https://docs.example.org/docs/guide.md): What the guide covers.',
    );
    expect(await readFile(join(outDir, 'llms-full.txt'), 'utf8')).toContain(
      'Source: https://docs.example.org/docs/guide\n\n# Guide\n\nText.\n',
    );
  });

  it('fails the build, naming every page that cannot be converted', async () => {
    await expect(
      runPostBuild({
        'docs/fine': '<p>Text.</p>',
        'docs/viewer': '<p>&lt;RingViewer modelUrl="/ring.glb" /&gt;</p>',
        'docs/embed': '<iframe src="https://example.org"></iframe>',
      }),
    ).rejects.toThrow(
      /cannot be converted to Markdown \(2\):\n {2}\/docs\/viewer: a JSX tag[^\n]*\n {2}\/docs\/embed: an element <iframe>/,
    );
  });

  it('fails the build, naming a page the build has no HTML for', async () => {
    await expect(runPostBuild({ 'docs/fine': '<p>Text.</p>' }, ['/docs/lost'])).rejects.toThrow(
      /cannot be converted to Markdown \(1\):\n {2}\/docs\/lost: the build has no HTML file for it\./,
    );
  });
});
