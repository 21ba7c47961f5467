/**
 * How the generated class pages read: own API first, inherited members as a list of links, a
 * plugin's settings as a table with defaults, and an Events section from each class's event map.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { editUrl } from '../../src/constants/links';
import { sdkProgram } from '../sdk-program';
import { runTypedoc, type TypedocRun } from '../typedoc-run';
import { compileApiExamples, markdownExamples } from '../../plugins/code-samples/api-examples';

let run: TypedocRun;

function classPage(name: string): string {
  return readFileSync(path.join(run.apiDir, 'classes', `${name}.md`), 'utf8');
}

function classPages(): Map<string, string> {
  const files = readdirSync(path.join(run.apiDir, 'classes'));
  return new Map(files.map((file) => [file.replace(/\.md$/, ''), classPage(file.replace(/\.md$/, ''))]));
}

/** The text of a `## Title` section, up to the next h2. */
function section(markdown: string, title: string): string | undefined {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) return undefined;
  const end = markdown.indexOf('\n## ', start + title.length + 5);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The header row of the first Markdown table in a text, as cells. */
function tableHeader(markdown: string): string[] {
  const row = markdown.split('\n').find((line) => line.startsWith('| '));
  return (row ?? '')
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean);
}

beforeAll(async () => {
  run = await runTypedoc();
}, 180_000);

afterAll(() => run?.remove());

describe('class pages lead with their own API', () => {
  it('render no inherited member bodies, only an "Inherited members" list linking to the declaring class', () => {
    for (const [name, page] of classPages()) {
      // ViewerError inherits from Error, which has no page here: its members stay rendered.
      if (name === 'Core_API.ViewerError') continue;
      expect(page, name).not.toMatch(/^#+ Inherited from$/m);
    }
    const bloom = classPage('Plugins.BloomPlugin');
    expect(bloom).not.toMatch(/^### setSettings\(\)/m);
    const inherited = section(bloom, 'Inherited members');
    expect(inherited).toContain('[`setSettings()`](Core_API.ViewerPlugin.md#setsettings)');
    expect(inherited).toContain('[`addEventListener()`](Core_API.TypedEventDispatcher.md#addeventlistener)');
  });

  it('print no unfilled type parameter of a base class on a subclass page', () => {
    const generic = /\b(TSettings|TEventMap|TPass|TData)\b/;
    const declaring = [
      'ViewerPlugin',
      'PassPlugin',
      'MaterialExtensionPlugin',
      'TypedEventDispatcher',
      'UiPanelPlugin',
    ];
    for (const [name, page] of classPages()) {
      if (declaring.some((base) => name.endsWith(`.${base}`))) continue;
      expect(page, name).not.toMatch(generic);
    }
  });

  it('print an accessor description once, not again from the interface it implements', () => {
    const page = classPage('Core_API.ViewerPlugin');
    expect(page.match(/Whether the plugin takes part in rendering and input/g)).toHaveLength(1);
  });
});

describe('member sections without repeated labels', () => {
  it("list a method's ways to fail under one Throws label", () => {
    const load = classPage('Core_API.ViewerApp')
      .split('\n### ')
      .find((member) => member.startsWith('load()'));
    expect(load?.match(/^\*\*Throws\*\*$/gm)).toHaveLength(1);
    expect(load).toMatch(/^\*\*Throws\*\*\n\n- .*LoadFailed.*\n(?: {2}.*\n)*- .*AbortError/m);
  });

  it('print no "Overrides" under a constructor, where every subclass would repeat it', () => {
    for (const [name, page] of classPages()) {
      const constructors = section(page, 'Constructors') ?? '';
      expect(constructors, name).not.toContain('**Overrides**');
    }
    expect(section(classPage('Plugins.CameraViewPlugin'), 'Properties')).toContain('**Overrides**');
  });

  it('label a member\'s "Since" in bold, not as a heading with its own anchor', () => {
    const page = classPage('Plugins.CameraViewPlugin');
    expect(page).not.toMatch(/^#{4,} /m);
    expect(page).toMatch(/^\*\*Since\*\*\n\n0\.11\.0$/m);
  });
});

describe('settings and defaults', () => {
  it("show a plugin's settings on its page as a table with a Default column", () => {
    const settings = section(classPage('Plugins.BloomPlugin'), 'Settings');
    expect(settings).toContain('(`Partial<BloomSettings>`)');
    expect(tableHeader(settings!)).toEqual(['Property', 'Type', 'Default value', 'Description']);
    expect(settings).toMatch(
      /\| <ApiAnchor id="setting-threshold" \/> `threshold` \| `number` \| `1\.5` \| Luminance above which/,
    );
  });

  it('render defaults given as a link as a link', () => {
    const settings = section(classPage('Plugins.TonemapPlugin'), 'Settings');
    expect(settings).toContain('[ToneMapping.Neutral](../enums/Plugins.ToneMapping.md#neutral)');
  });

  it('give every settings interface of a plugin a section on the plugin page', () => {
    let withSettings = 0;
    for (const [name, page] of classPages()) {
      const extendsBlock = /^\*\*Extends\*\*\n\n(.*)$/m.exec(page)?.[1] ?? '';
      const settingsType = /\\<\[`(\w+Settings)`\]/.exec(extendsBlock)?.[1];
      if (!settingsType) continue;
      withSettings += 1;
      expect(section(page, 'Settings'), name).toContain(`Partial<${settingsType}>`);
    }
    expect(withSettings).toBeGreaterThan(20);
  });
});

describe('events', () => {
  it("list ViewerApp's events with their payloads and a listener example", () => {
    const events = section(classPage('Core_API.ViewerApp'), 'Events');
    expect(events).toMatch(
      /\| \[`pluginAdded`\]\(\.\.\/interfaces\/Core_API\.ViewerEventMap\.md#pluginadded\) \| \[`PluginEvent`\]\(\.\.\/interfaces\/Core_API\.PluginEvent\.md\) \| A plugin was added/,
    );
    expect(events).toContain("viewer.addEventListener('");
  });

  it('give every class that dispatches events an Events section, from its own event map', () => {
    let dispatchers = 0;
    for (const [name, page] of classPages()) {
      if (name.endsWith('.TypedEventDispatcher')) continue;
      if (!page.includes('Core_API.TypedEventDispatcher.md#addeventlistener')) continue;
      dispatchers += 1;
      expect(section(page, 'Events'), name).toMatch(/\| Event \| Payload \| When it fires \|/);
    }
    expect(dispatchers).toBeGreaterThan(30);
    const picking = section(classPage('Interaction.PickingPlugin'), 'Events');
    expect(picking).toContain('Interaction.PickingEventMap.md');
    expect(picking).toContain('settingsChange');
  });
});

describe('what each class can do', () => {
  it('offer settingsChange only on plugins that have a setting to change', () => {
    let withoutSettings = 0;
    for (const [name, page] of classPages()) {
      const events = section(page, 'Events');
      if (!events || page.includes('\n# Abstract Class: ') || section(page, 'Settings')) continue;
      if (!/\n- From \[`ViewerPlugin`\]/.test(page)) continue;
      withoutSettings += 1;
      expect(events, name).not.toContain('settingsChange');
    }
    expect(withoutSettings).toBeGreaterThanOrEqual(4);
  });

  it("show a material-extension plugin's data per material, typed with its own data interface", () => {
    for (const [name, dataInterface] of [
      ['Plugins.AnisotropyPlugin', 'AnisotropyMaterialData'],
      ['Plugins.DiamondPlugin', 'DiamondMaterialData'],
    ]) {
      const data = section(classPage(name!), 'Material data');
      expect(data, name).toContain(`\`Partial<${dataInterface}>\``);
      expect(data, name).toMatch(/<ApiAnchor id="data-[a-z]+" \/>/);
    }
    expect(section(classPage('Core_API.MaterialExtensionPlugin'), 'Material data')).toBeUndefined();
  });

  it('name the instance in an example as a reader would: an acronym in lower case', () => {
    expect(section(classPage('Plugins.SSAOPlugin'), 'Events')).toContain('const ssao = viewer.getPlugin(SSAOPlugin)!;');
    expect(section(classPage('Plugins.GLTFAnimationPlugin'), 'Events')).toContain('const gltfAnimation = ');
  });

  it('say a class is abstract and show its constructor as what a subclass calls, never with new', () => {
    const abstract = [...classPages()].filter(([, page]) => page.includes('\n# Abstract Class: '));
    expect(abstract.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Core_API.ViewerPlugin', 'Core_API.PassPlugin', 'UI_Plugins.UiPanelPlugin']),
    );
    for (const [name, page] of abstract) {
      expect(page, name).not.toMatch(/^new /m);
    }
    expect(section(classPage('Core_API.ViewerPlugin'), 'Constructors')).toContain('constructor(defaults?: TSettings);');
    expect(section(classPage('Plugins.BloomPlugin'), 'Constructors')).toMatch(/^new BloomPlugin\(settings\?: /m);
  });

  it('write signatures with parameter types, each union on one line without a leading pipe', () => {
    const signatures = [...classPages().values()].flatMap((page) =>
      [...page.matchAll(/^```ts signature\n([\s\S]*?)\n```$/gm)].map((match) => match[1]!),
    );
    expect(signatures.length).toBeGreaterThan(300);
    expect(signatures.filter((signature) => /^\s*\|/m.test(signature))).toEqual([]);
    expect(section(classPage('Core_API.ViewerApp'), 'Methods')).toMatch(/^load\(url: string/m);
  });
});

describe('enums', () => {
  /** Member names of each enum declared in sdk/, in source order. */
  function sourceEnums(): Map<string, string[]> {
    const enums = new Map<string, string[]>();
    const files = readdirSync('sdk', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    for (const file of files) {
      const source = readFileSync(path.join('sdk', file), 'utf8');
      for (const [, name, body] of source.matchAll(/^export (?:declare )?enum (\w+) \{\n([\s\S]*?)^\}/gm)) {
        enums.set(
          name!,
          [...body!.matchAll(/^\s+(\w+)\s*(?:=|,)/gm)].map((member) => member[1]!),
        );
      }
    }
    return enums;
  }

  it('list members in the order the SDK declares them, which is their order of use', () => {
    const enums = sourceEnums();
    expect(enums.get('RenderStage')).toEqual(['PreScene', 'Scene', 'PostProcess', 'Output', 'Overlay']);
    const pages = readdirSync(path.join(run.apiDir, 'enums'));
    expect(pages.length).toBe(enums.size);
    for (const page of pages) {
      const name = page.replace(/^\w+?\.(\w+)\.md$/, '$1');
      const markdown = readFileSync(path.join(run.apiDir, 'enums', page), 'utf8');
      const rows = [...markdown.matchAll(/^\| <ApiAnchor id="[^"]+" \/> `(\w+)` \|/gm)].map((row) => row[1]);
      expect(rows, name).toEqual(enums.get(name));
    }
  });
});

describe('code on API pages', () => {
  /** Every page of the reference, by its path under the API folder. */
  function allPages(): Map<string, string> {
    const files = readdirSync(run.apiDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    return new Map(files.map((file) => [file, readFileSync(path.join(run.apiDir, file), 'utf8')]));
  }

  it('compiles, the examples the theme writes as well as those of sdk/', () => {
    const examples = [...allPages()].flatMap(([file, page]) => markdownExamples(page, `api/${file}`));
    const generated = examples.filter((example) => example.code.includes('addEventListener'));
    expect(examples.length).toBeGreaterThan(250);
    expect(generated.length).toBeGreaterThan(30);
    expect(compileApiExamples(examples)).toEqual([]);
  }, 120_000);
});

describe('defaults in sdk/', () => {
  interface TableProperty {
    /** `Interface.property` where it is declared. */
    name: string;
    /** The name with the file (relative to sdk/) and line of the declaration. */
    where: string;
    optional: boolean;
    /** Declared in, or inherited by, a settings interface. */
    settings: boolean;
    defaulted: boolean;
  }

  /** Doc comments directly above a property declaration, with the file they are in. */
  function propertyComments(): { file: string; comment: string }[] {
    const found: { file: string; comment: string }[] = [];
    const files = readdirSync('sdk', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    for (const file of files) {
      const source = readFileSync(path.join('sdk', file), 'utf8');
      for (const match of source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\n\s*(?:readonly\s+)?[\w$]+\??:/g)) {
        found.push({ file, comment: match[1]! });
      }
    }
    return found;
  }

  it('state every property default with @defaultValue, never only in prose', () => {
    const comments = propertyComments();
    expect(comments.length).toBeGreaterThan(200);
    const proseOnly = comments.filter(
      ({ comment }) => /\bDefault\b/.test(comment) && !comment.includes('@defaultValue'),
    );
    expect(proseOnly.map(({ file, comment }) => `${file}: ${comment.trim().slice(0, 80)}`)).toEqual([]);
  });

  /**
   * The properties of each interface of sdk/ whose table on its page has a Default column (its name
   * ends in Options, Settings, Parameters, Config or Data, or a property of it, or of an object type
   * in it, has a default), with those it inherits, each once at the declaration that documents it.
   */
  let tablePropertiesCache: TableProperty[] | undefined;
  function tableProperties(): TableProperty[] {
    if (tablePropertiesCache) return tablePropertiesCache;
    const program = sdkProgram();
    const checker = program.getTypeChecker();
    const sdkDir = path.join(process.cwd(), 'sdk') + path.sep;
    const hasDefault = (node: ts.Node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'defaultValue');
    const found = new Map<string, TableProperty>();
    for (const file of program.getSourceFiles().filter((source) => source.fileName.startsWith(sdkDir))) {
      for (const statement of file.statements.filter(ts.isInterfaceDeclaration)) {
        const name = statement.name.text;
        const properties = checker.getPropertiesOfType(checker.getTypeAtLocation(statement.name));
        // A property typed with an object literal has its fields in the table too (`background.color?`).
        const withFields = (
          declaration: ts.PropertySignature,
          label: string,
        ): { label: string; declaration: ts.PropertySignature }[] => [
          { label, declaration },
          ...(declaration.type && ts.isTypeLiteralNode(declaration.type)
            ? declaration.type.members
                .filter(ts.isPropertySignature)
                .flatMap((field) => withFields(field, `${label}.${field.name.getText()}`))
            : []),
        ];
        const declarations = properties.flatMap((property) =>
          (property.declarations ?? [])
            .filter(ts.isPropertySignature)
            .flatMap((declaration) => withFields(declaration, property.name)),
        );
        const hasDefaultColumn =
          /(Options|Settings|Parameters|Config|Data)$/.test(name) ||
          statement.members.some((member) => member.getText().includes('@defaultValue')) ||
          declarations.some(({ declaration }) => hasDefault(declaration));
        if (!hasDefaultColumn) continue;
        for (const { label, declaration } of declarations) {
          const source = declaration.getSourceFile();
          if (!source.fileName.startsWith(sdkDir)) continue;
          const line = source.getLineAndCharacterOfPosition(declaration.getStart()).line + 1;
          let owner: ts.Node = declaration;
          while (!ts.isInterfaceDeclaration(owner)) owner = owner.parent;
          const where = `${owner.name.text}.${label} (${path.relative(sdkDir, source.fileName)}:${line})`;
          const settings = /Settings$/.test(name) || found.get(where)?.settings === true;
          found.set(where, {
            name: `${owner.name.text}.${label}`,
            where,
            optional: declaration.questionToken !== undefined,
            settings,
            defaulted: hasDefault(declaration),
          });
        }
      }
    }
    tablePropertiesCache = [...found.values()];
    return tablePropertiesCache;
  }

  it('say what leaving out an optional property means, with @defaultValue', () => {
    // Without one the table says "Default: `undefined`", which tells the reader nothing.
    const properties = tableProperties();
    expect(properties.filter(({ optional }) => optional).length).toBeGreaterThan(150);
    expect(properties.filter(({ optional, defaulted }) => optional && !defaulted).map(({ where }) => where)).toEqual(
      [],
    );
  });

  it("give every property of a plugin's settings its default, but where sdk/ does not determine one", () => {
    // A plugin holds all its settings, so each has a value before anyone sets it.
    // sdk/ states no starting value for these two, so they show *required*. Remove a name here once
    // its default is known and written.
    const undetermined = [
      // Read only under FocusMode.Manual (the default mode is Center); its initial value is nowhere in sdk/.
      'DepthOfFieldSettings.focusDistance',
      // The built-in panels' class is not stated; a subclass passes its own (the UiPanelPlugin example: '').
      'UiPanelSettings.className',
    ];
    const properties = tableProperties().filter(({ settings }) => settings);
    expect(properties.length).toBeGreaterThan(80);
    expect(
      properties
        .filter(({ defaulted }) => !defaulted)
        .map(({ name }) => name)
        .sort(),
    ).toEqual(undetermined);
  });
});

describe('defaults on the pages', () => {
  it('show a default in prose as text and a default in code as code', () => {
    // "the canvas's drawing size" is prose; 0.92 is code.
    const snapshot = readFileSync(path.join(run.apiDir, 'interfaces', 'Plugins.SnapshotOptions.md'), 'utf8');
    expect(snapshot).toMatch(/`width\?` \| `number` \| the canvas's drawing size \|/);
    expect(snapshot).toMatch(/`quality\?` \| `number` \| `0\.92` \|/);
  });

  it('mark a property the caller must give as required, never as defaulting to undefined', () => {
    const options = readFileSync(path.join(run.apiDir, 'interfaces', 'Core_API.ViewerAppOptions.md'), 'utf8');
    expect(options).toMatch(/`canvas` \| [^\n]+ \| \*required\* \|/);
    const pages = readdirSync(run.apiDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    const requiredAsUndefined = pages.flatMap((file) =>
      readFileSync(path.join(run.apiDir, file), 'utf8')
        .split('\n')
        .filter((line) => /^\| <ApiAnchor id="[^"]+" \/> `\w+` \|.*\| `undefined` \|/.test(line))
        .map((line) => `${file}: ${line.slice(0, 90)}`),
    );
    expect(requiredAsUndefined).toEqual([]);
  });

  it('write no default that reads as a name of nothing: a bare word is prose with a value beside it', () => {
    // TypeDoc shows a default without a code span or a link as code; a lone word would then look like
    // an identifier the reader cannot find.
    const files = readdirSync('sdk', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const bareWords = files.flatMap((file) =>
      [...readFileSync(path.join('sdk', file), 'utf8').matchAll(/@defaultValue ([A-Za-z_$][\w$]*)\s*$/gm)]
        .filter(([, word]) => !['true', 'false', 'null', 'undefined', 'Infinity', 'NaN'].includes(word!))
        .map(([line]) => `${file}: ${line}`),
    );
    expect(bareWords).toEqual([]);
  });
});

describe('links out of the reference', () => {
  it('link each class to the file and line that declares it in the repository', () => {
    const page = classPage('Plugins.BloomPlugin');
    const match = /^Defined in: \[sdk\/plugins\/rendering\.ts:(\d+)\]\((https:\/\/github\.com\/[^)]+)\)$/m.exec(page);
    expect(match).not.toBeNull();
    const [, line, url] = match!;
    expect(url).toMatch(new RegExp(`/blob/[0-9a-f]{12}/sdk/plugins/rendering\\.ts#L${line}$`));
    const declared = readFileSync('sdk/plugins/rendering.ts', 'utf8').split('\n')[Number(line) - 1];
    expect(declared).toContain('class BloomPlugin ');
  });

  it('link the source once per class page: its members are declared in the file the page links', () => {
    const pages = classPages();
    expect(pages.size).toBeGreaterThan(40);
    const counts = [...pages].map(([name, page]) => [name, page.match(/^Defined in: /gm)?.length ?? 0]);
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
    // TypeScript's own library (Error.message on ViewerError) is not in the repository.
    expect([...pages.values()].join('\n')).not.toMatch(/\/blob\/[^)\s]*node_modules/);
  });

  it("give every page an edit link to the file its text comes from, in the form of the guides' links", () => {
    const pages = readdirSync(run.apiDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    expect(pages.length).toBeGreaterThan(250);
    const base = editUrl();
    const problems = pages.flatMap((file) => {
      const url = /^custom_edit_url: "([^"]+)"$/m.exec(readFileSync(path.join(run.apiDir, file), 'utf8'))?.[1];
      if (!url?.startsWith(base)) return [`${file}: ${url ?? 'no edit link'}`];
      const source = url.slice(base.length);
      return existsSync(source) ? [] : [`${file}: ${source} does not exist`];
    });
    expect(problems).toEqual([]);
    expect(classPage('Plugins.BloomPlugin')).toContain(`custom_edit_url: "${base}sdk/plugins/rendering.ts"`);
  });

  it('link three.js types to the three.js docs and DOM types to MDN', () => {
    const scene = classPage('Core_API.ViewerScene');
    expect(scene).toContain('](https://threejs.org/docs/#Object3D)');
    const pages = [...classPages().values()].join('\n');
    // The legacy `#api/en/<folder>/<Name>` form of three.js docs addresses only redirects now.
    expect(pages).not.toContain('threejs.org/docs/#api/');
    expect(pages).toContain('](https://developer.mozilla.org/en-US/docs/Web/API/HTMLElement)');
    // A lib.dom alias has no MDN page, so it stays unlinked.
    expect(pages).not.toContain('Web/API/WebGLPowerPreference');
  });
});
