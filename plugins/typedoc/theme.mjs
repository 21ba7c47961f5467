// The API reference's Markdown theme: typedoc-plugin-markdown's theme with class pages arranged for
// readers. A class page renders its own members in full; members it inherits become one line per
// base class linking to where they are documented. Plugin pages gain a Settings section (the
// settings interface's table, typed with the plugin's own settings) and every class that dispatches
// events an Events section, material-extension plugins a Material data section, all derived from
// the type arguments the class passes to its bases, so they follow the SDK's declarations and never
// need editing by hand. Each page's summary is followed by the guides that cover it; a property the
// caller must give reads "required"; an abstract class shows the constructor its subclasses call.
// Every TypeScript block the theme writes compiles (tests/unit/api-pages.test.ts).
import { MarkdownTheme, MarkdownThemeContext } from 'typedoc-plugin-markdown';
import { ReflectionKind } from 'typedoc';

export { THEME_NAME } from './router.mjs';

/** The base class that owns the settings type parameter, and the one that owns the event map. */
const SETTINGS_OWNER = { className: 'ViewerPlugin', parameter: 'TSettings' };
const EVENTS_OWNER = { className: 'TypedEventDispatcher', parameter: 'TEventMap' };
/** The base class of material-extension plugins, which owns the type of the data they keep per material. */
const MATERIAL_DATA_OWNER = { className: 'MaterialExtensionPlugin', parameter: 'TData' };
/** The class every other object is reached from, named `viewer` in examples. */
const ROOT_CLASS = 'ViewerApp';

/** The member a class inherits, followed up the chain to the class that declares it. */
export function declaringMember(reflection) {
  let current = reflection;
  const seen = new Set();
  while (current?.inheritedFrom?.reflection && !seen.has(current)) {
    seen.add(current);
    current = current.inheritedFrom.reflection;
  }
  return current;
}

/**
 * Whether a class member is inherited as it is (not declared or overridden by the class) from a
 * base documented here. Members of bases outside the SDK (`Error`'s `message`) have no page to link
 * to, so they stay rendered in full.
 */
export function isInheritedMember(reflection) {
  return (
    Boolean(reflection.inheritedFrom) &&
    Boolean(reflection.parent?.kindOf(ReflectionKind.Class)) &&
    declaringMember(reflection) !== reflection
  );
}

/** A type parameter's own name when a type is a reference to one (`TSettings`), else undefined. */
function typeParameterName(type) {
  return type?.type === 'reference' && type.refersToTypeParameter ? type.name : undefined;
}

function substitute(type, bindings) {
  const name = typeParameterName(type);
  return name && bindings.has(name) ? bindings.get(name) : type;
}

/**
 * The type a class passes, directly or through intermediate bases, for a type parameter of one of
 * its base classes: `TSettings` of `ViewerPlugin` is `BloomSettings` for `BloomPlugin` (which
 * extends `PassPlugin<BloomSettings>`). Parameters left to their default resolve to the default.
 */
export function resolveBaseTypeArgument(classReflection, owner, bindings = ownDefaults(classReflection)) {
  if (classReflection.name === owner.className) return bindings.get(owner.parameter);
  for (const extended of classReflection.extendedTypes ?? []) {
    const base = extended.type === 'reference' ? extended.reflection : undefined;
    if (!base?.isDeclaration?.()) continue;
    const args = (extended.typeArguments ?? []).map((type) => substitute(type, bindings));
    const baseBindings = new Map();
    for (const [index, parameter] of (base.typeParameters ?? []).entries()) {
      baseBindings.set(parameter.name, args[index] ?? substitute(parameter.default, baseBindings));
    }
    const found = resolveBaseTypeArgument(base, owner, baseBindings);
    if (found) return found;
  }
  return undefined;
}

/** A generic class's own type parameters bound to their defaults, as a reader of its page sees them. */
function ownDefaults(classReflection) {
  const bindings = new Map();
  for (const parameter of classReflection.typeParameters ?? []) {
    if (parameter.default) bindings.set(parameter.name, substitute(parameter.default, bindings));
  }
  return bindings;
}

/** The interface a resolved type argument names, when it is one of the SDK's interfaces. */
function interfaceOf(type) {
  const target = type?.type === 'reference' ? type.reflection : undefined;
  return target?.kindOf?.(ReflectionKind.Interface) ? target : undefined;
}

/** The settings interface of a plugin class, or undefined for classes without settings. */
export function settingsInterfaceOf(classReflection) {
  return interfaceOf(resolveBaseTypeArgument(classReflection, SETTINGS_OWNER));
}

/** The event map interface of a class that dispatches events, or undefined. */
export function eventMapOf(classReflection) {
  if (classReflection.name === EVENTS_OWNER.className) return undefined;
  return interfaceOf(resolveBaseTypeArgument(classReflection, EVENTS_OWNER));
}

/**
 * A class name as a variable in examples: the `Plugin` suffix dropped, a leading acronym in lower
 * case (`SSAOPlugin` → `ssao`, `GLTFAnimationPlugin` → `gltfAnimation`, `UiPanelPlugin` → `uiPanel`).
 */
export function variableName(className) {
  const stem = className.replace(/Plugin$/, '') || className;
  return stem.replace(/^[A-Z]+(?=[A-Z][a-z]|$)|^[A-Z]/, (initial) => initial.toLowerCase());
}

/** Whether a plugin's settings type has no property: `setSettings` can change nothing, so `settingsChange` never fires. */
function hasEmptySettings(classReflection) {
  const settings = resolveBaseTypeArgument(classReflection, SETTINGS_OWNER);
  if (!settings) return false;
  const settingsInterface = interfaceOf(settings);
  if (settingsInterface) return !settingsInterface.children?.some((child) => child.kindOf(ReflectionKind.Property));
  // `Record<string, never>`, the default of plugins without settings.
  return settings.type === 'reference' && settings.name === 'Record' && settings.typeArguments?.[1]?.name === 'never';
}

/** The events a class can dispatch: those of its event map, less `settingsChange` where no setting exists. */
export function dispatchedEvents(classReflection) {
  const eventMap = eventMapOf(classReflection);
  const events = eventMap?.children?.filter((child) => child.kindOf(ReflectionKind.Property)) ?? [];
  if (classReflection.flags.isAbstract || !hasEmptySettings(classReflection)) return events;
  return events.filter((event) => event.name !== 'settingsChange');
}

/** The SDK's classes that extend a class, directly or not, in the order TypeDoc lists them. */
function descendants(classReflection) {
  return (classReflection.extendedBy ?? []).flatMap((type) => {
    const subclass = type.reflection;
    return subclass ? [subclass, ...descendants(subclass)] : [];
  });
}

/**
 * The class an example of `classReflection` uses: the class itself, or for an abstract class (which
 * `getPlugin` cannot take) the first concrete subclass that dispatches the event shown.
 */
function exampleClass(classReflection, eventName) {
  if (!classReflection.flags.isAbstract) return classReflection;
  return descendants(classReflection).find(
    (subclass) => !subclass.flags.isAbstract && dispatchedEvents(subclass).some((event) => event.name === eventName),
  );
}

/** How example code reaches an instance of a class: `viewer`, `viewer.assetManager`, or a plugin lookup. */
function instanceExpression(classReflection) {
  if (classReflection.name === ROOT_CLASS) return { setup: '', name: 'viewer' };
  const root = classReflection.project.getChildByName(['Core_API', ROOT_CLASS]);
  const owner = root?.children?.find((member) => {
    const type = member.type ?? member.getSignature?.type;
    return type?.type === 'reference' && type.reflection === classReflection;
  });
  if (owner) return { setup: '', name: `viewer.${owner.name}` };
  const name = variableName(classReflection.name) || 'plugin';
  return { setup: `const ${name} = viewer.getPlugin(${classReflection.name})!;\n`, name };
}

class VitrineThemeContext extends MarkdownThemeContext {
  constructor(...args) {
    super(...args);
    const base = { ...this.partials };
    this.partials = {
      ...base,
      body: (model, options) => this.classAwareBody(base, model, options),
      groups: (model, options) => this.groupsWithFunctionSummary(base, model, options),
      categories: (models, options) => this.categoriesWithSharedSignatures(base, models, options),
      accessor: (model, options) => this.accessorDescribedOnce(base, model, options),
      signatureReturns: (model, options) => this.returnsWhenInformative(base, model, options),
      sources: (model, options) => this.memberSources(base, model, options),
      comment: (model, options) => this.commentWithGuides(base, model, options),
      propertiesTable: (model, options) => this.propertiesTableMarkingRequired(base, model, options),
      // A constructor "overrides" its base's on every subclass: a line that told nothing.
      inheritance: (model, options) =>
        model.kindOf?.(ReflectionKind.ConstructorSignature) ? '' : base.inheritance(model, options),
      // Signatures are marked, so the site renders them without a code block's frame (src/theme/CodeBlock).
      signatureTitle: (model, options) => markSignature(this.abstractConstructor(base, model, options)),
      declarationTitle: (model, options) => markSignature(base.declarationTitle(model, options)),
      indexSignature: (model, options) => markSignature(base.indexSignature(model, options)),
      // The type literals of a union are declarations too, not code to run.
      typeDeclarationUnionContainer: (model, options) =>
        base.typeDeclarationUnionContainer(model, options).replace(/^(#+ [^\n]+\n\n)```ts\n/gm, '$1```ts signature\n'),
      // A union on one line, `A | B | C`: the base theme breaks long ones into lines that each start
      // with a pipe, also inside a type argument, where the pipes then read as part of the outer type.
      unionType: (model) =>
        model.types
          .map((type) => {
            const rendered = this.partials.someType(type, { forceCollapse: true });
            return type.type === 'reflection' && type.declaration?.signatures?.length ? `(${rendered})` : rendered;
          })
          .join(' \\| '),
      // Parameters on one line: a signature of three or more took a line each, and its parameter
      // table right below already gives one row per parameter.
      // Each with its type: `(url: string, options?: LoadOptions)`, as a reader writes the call.
      signatureParameters: (model, options) =>
        base.signatureParameters(model, { ...options, forceExpandParameters: true }).replace(/\n\s*/g, ''),
    };
    const baseHelpers = { ...this.helpers };
    this.helpers = {
      ...baseHelpers,
      // `@defaultValue {@link ToneMapping.Neutral}` renders as a link, not as the link's bare text.
      getPropertyDefaultValue: (model) => {
        const tag = model.comment?.getTag('@defaultValue');
        const stated = tag ? this.helpers.getCommentParts(tag.content) : baseHelpers.getPropertyDefaultValue(model);
        // In a table with a Default column, a property the caller must give has no default to show.
        if (!stated && this.tableShowsDefaults && model.kindOf?.(ReflectionKind.Property) && !model.flags.isOptional) {
          return '*required*';
        }
        return stated;
      },
    };
  }

  /**
   * A comment; the page's own comment gets, right under its summary, the guides that cover the
   * page (`theme.guideLinks`, from plugins/typedoc/guide-links.mjs), so a reader who lands on the
   * reference finds the explanation before the member list. It starts with the "Guides" label, which
   * the search index reads as the end of the page's summary.
   */
  commentWithGuides(base, model, options) {
    const comment = withThrowsListed(model);
    const isPageComment = model === this.page.model?.comment;
    const guides = isPageComment ? this.theme.guideLinks?.get(this.page.url.replace(/\.md$/, '')) : undefined;
    if (!guides?.length) return base.comment(comment, options);
    const line = `**Guides:** ${guides.map((guide) => `[${guide.title}](${guide.route})`).join(', ')}`;
    return [
      base.comment(comment, { ...options, showTags: false }),
      line,
      base.comment(comment, { ...options, showSummary: false }),
    ]
      .filter((part) => part.trim())
      .join('\n\n');
  }

  /**
   * A properties table whose Default column says "required" for a property without a default that
   * the caller must give, where the base theme wrote `undefined`. Tables without defaults (event
   * payloads, results) get no Default column for it.
   */
  propertiesTableMarkingRequired(base, model, options) {
    this.tableShowsDefaults = false;
    this.tableShowsDefaults = this.helpers
      .getFlattenedDeclarations(model)
      .some((property) => Boolean(this.helpers.getPropertyDefaultValue(property)));
    try {
      return base.propertiesTable(model, options);
    } finally {
      this.tableShowsDefaults = false;
    }
  }

  /** Class pages: own members, then Settings, Events and the inherited members' list. */
  classAwareBody(base, model, options) {
    if (!model.kindOf?.(ReflectionKind.Class)) return base.body(model, options);
    const originalGroups = model.groups;
    model.groups = originalGroups
      ?.map((group) =>
        Object.assign(Object.create(group), { children: group.children.filter((child) => !isInheritedMember(child)) }),
      )
      .filter((group) => group.children.length > 0);
    let own;
    try {
      own = base.body(model, options);
    } finally {
      model.groups = originalGroups;
    }
    return [
      own,
      this.settingsSection(model, options),
      this.materialDataSection(model, options),
      this.eventsSection(model, options),
      this.inheritedSection(model, options),
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  /**
   * A module's groups, with a summary table at the head of Functions when they are categorised by
   * topic: one row per topic listing its functions, each linking to its entry below.
   */
  groupsWithFunctionSummary(base, model, options) {
    const rendered = base.groups(model, options);
    const functions = model.groups?.find((group) => group.title === 'Functions');
    if (!functions?.categories?.length) return rendered;
    const heading = `${this.heading(options.headingLevel, 'Functions')}\n`;
    const rows = functions.categories.map(
      (category) =>
        `| ${category.title} | ${category.children.map((child) => `[${child.name}](${this.urlTo(child)})`).join(', ')} |`,
    );
    const table = ['| Topic | Functions |', '| ------ | ------ |', ...rows].join('\n');
    // Names as plain links: the table lists dozens, and the code style adds nothing to a name.
    return rendered.replace(heading, `${heading}\n${table}\n`);
  }

  /**
   * Categories of members on a module page. Functions of one topic that share a signature (three or
   * more, such as the easing curves' `(t: number): number`) are one table under that signature, a row
   * each with its description and source, instead of a heading, signature and parameter table each.
   */
  categoriesWithSharedSignatures(base, models, options) {
    return models
      .map((category) => {
        const shared = sharedSignatureRun(category.children);
        if (!shared) return base.categories([category], options);
        const others = Object.assign(Object.create(category), {
          children: category.children.filter((child) => !shared.includes(child)),
        });
        const rest = others.children.length
          ? base.categories([others], options).replace(`${this.heading(options.headingLevel, category.title)}\n\n`, '')
          : '';
        return [
          this.heading(options.headingLevel, category.title),
          this.sharedSignatureTable(shared),
          rest && '***',
          rest,
        ]
          .filter(Boolean)
          .join('\n\n');
      })
      .join('\n\n');
  }

  /** One signature for several functions, its parameters, and a row per function (anchored for links). */
  sharedSignatureTable(functions) {
    const [first] = functions;
    const signature = first.signatures[0];
    const title = this.partials.signatureTitle(signature);
    const rows = functions.map((fn) => {
      const comment = fn.signatures[0].comment;
      const summary = comment ? this.partials.comment(comment, { isTableColumn: true, showTags: false }) : '';
      const source = fn.signatures[0].sources?.[0] ?? fn.sources?.[0];
      const sourceLink = source?.url ? ` [${source.fileName.split('/').pop()}:${source.line}](${source.url})` : '';
      const anchor = this.router.getAnchor(fn);
      return `| ${anchor ? `<a id="${anchor}"></a> ` : ''}\`${fn.name}()\` | ${escapeCell(summary)}${sourceLink} |`;
    });
    return [
      `These ${functions.length} functions have the signature of \`${first.name}()\`:`,
      title,
      signature.parameters?.length ? this.partials.parametersTable(signature.parameters) : '',
      ['| Function | What it does, and where it is defined |', '| ------ | ------ |', ...rows].join('\n'),
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  /**
   * "Defined in" with the file's full path at the top of a page. A member declared in that same file
   * has none of its own: the SDK's files here are its declarations, so a member's link would open
   * the lines its section already shows, a few lines below the page's link. Nor does one declared
   * by TypeScript's own library (`Error.message`): that file is not in the repository, so the link
   * would lead nowhere. A member declared in another file of the SDK keeps a link, with the file's
   * name alone (`viewer-app.ts:180`).
   */
  memberSources(base, model, options) {
    const rendered = base.sources(model, options);
    const owner = model.isSignature?.() ? model.parent : model;
    if (owner?.kindOf?.(ReflectionKind.Class | ReflectionKind.Interface | ReflectionKind.Enum)) return rendered;
    const memberFile = (model.sources ?? owner?.sources)?.[0]?.fileName;
    const pageFile = owner?.parent?.sources?.[0]?.fileName;
    if (memberFile !== undefined && (memberFile === pageFile || memberFile.includes('node_modules/'))) return '';
    return rendered.replace(/\[(?:[\w.-]+\/)+([\w.-]+:\d+)\]/, '[$1]');
  }

  /**
   * A signature's title. An abstract class is never constructed with `new`: its constructor is what a
   * subclass's constructor calls with `super(…)`, so it reads as the `constructor(…)` it declares.
   */
  abstractConstructor(base, model, options) {
    const rendered = base.signatureTitle(model, options);
    const owner = model.parent?.parent;
    if (!model.kindOf?.(ReflectionKind.ConstructorSignature) || !owner?.flags?.isAbstract) return rendered;
    const match = new RegExp(`^(\`\`\`ts\n)new ${owner.name}(?:<[^(]*>)?(\\(.*\\)): ${owner.name}\\b.*;$`, 'm').exec(
      rendered,
    );
    if (!match) throw new Error(`Unexpected constructor signature of abstract class ${owner.name}: ${rendered}`);
    return rendered.replace(match[0], `${match[1]}constructor${match[2]};`);
  }

  /** A link to a reflection from the current page, as inline code. */
  codeLink(reflection, label = reflection.name) {
    const url = this.urlTo(reflection);
    return url ? `[\`${label}\`](${url})` : `\`${label}\``;
  }

  heading(level, text) {
    return `${'#'.repeat(level)} ${text}`;
  }

  settingsSection(model, options) {
    const settings = settingsInterfaceOf(model);
    if (!settings?.children?.length) return '';
    const settingsMember = model.getChildByName('settings');
    const setSettings = model.getChildByName('setSettings');
    const name = settings.name;
    const md = [this.heading(options.headingLevel, 'Settings')];
    const read = settingsMember ? this.codeLink(declaringMember(settingsMember)) : '`settings`';
    const change = setSettings ? this.codeLink(declaringMember(setSettings)) : '`setSettings`';
    md.push(
      `Read them from ${read} (\`Readonly<${name}>\`); change them with ${change} ` +
        `(\`Partial<${name}>\`), which redraws. ${this.codeLink(settings)} describes each one.`,
    );
    // A row's anchor is the setting's name, which a member of the class may have too (UiPanelPlugin's
    // `collapsed` accessor and setting): on the class page the rows' anchors say they are settings.
    const table = this.partials.propertiesTable(settings.children, { kind: ReflectionKind.Interface });
    md.push(table.replace(/<a id="([^"]+)"><\/a>/g, '<a id="setting-$1"></a>'));
    return md.join('\n\n');
  }

  /**
   * A material-extension plugin's data per material (AnisotropyPlugin's `AnisotropyMaterialData`):
   * how to read and change it, with the data interface's table, in place of the base class's generic
   * `TData`. The abstract base itself keeps its generic description.
   */
  materialDataSection(model, options) {
    if (model.flags.isAbstract) return '';
    const data = interfaceOf(resolveBaseTypeArgument(model, MATERIAL_DATA_OWNER));
    if (!data?.children?.length) return '';
    const member = (name) => {
      const found = model.getChildByName(name);
      return found ? this.codeLink(declaringMember(found), `${name}()`) : `\`${name}()\``;
    };
    const table = this.partials.propertiesTable(data.children, { kind: ReflectionKind.Interface });
    return [
      this.heading(options.headingLevel, 'Material data'),
      `The plugin keeps this data per material. Read a material's with ${member('getData')} ` +
        `(\`Readonly<${data.name}> | undefined\`); change it with ${member('setData')} (\`Partial<${data.name}>\`) ` +
        `and remove it with ${member('removeData')}. ${this.codeLink(data)} describes each field.`,
      table.replace(/<a id="([^"]+)"><\/a>/g, '<a id="data-$1"></a>'),
    ].join('\n\n');
  }

  eventsSection(model, options) {
    const eventMap = eventMapOf(model);
    const events = dispatchedEvents(model);
    if (events.length === 0) return '';
    // Events the map inherits (every plugin's `settingsChange`) are one line of links, like inherited members.
    const ownEvents = events.filter((event) => !event.inheritedFrom?.reflection);
    const inheritedEvents = events.filter((event) => event.inheritedFrom?.reflection);
    const rows = ownEvents.map((event) => {
      const payload = this.payloadType(event.type);
      const when = event.comment ? this.partials.comment(event.comment, { isTableColumn: true }) : '';
      return `| ${this.codeLink(event)} | ${escapeCell(payload)} | ${escapeCell(when)} |`;
    });
    const inheritedFrom = inheritedEvents[0]?.inheritedFrom?.reflection?.parent;
    const inheritedLine = inheritedEvents.length
      ? `Also the events of ${inheritedFrom ? this.codeLink(inheritedFrom) : 'its base'}: ` +
        inheritedEvents.map((event) => this.codeLink(declaringMember(event))).join(', ') +
        '.'
      : '';
    // The example listens to an event whose payload is a named type, so the comment can name it.
    const candidates = ownEvents.length ? ownEvents : events;
    const example = candidates.find((event) => event.type?.type === 'reference') ?? candidates[0];
    const instanceClass = exampleClass(model, example.name);
    if (!instanceClass)
      throw new Error(`${model.name} is abstract and no concrete subclass dispatches '${example.name}'`);
    const { setup, name } = instanceExpression(instanceClass);
    const payloadName = example.type?.type === 'reference' ? example.type.name : 'the payload';
    const lookup =
      instanceClass === model
        ? setup
        : `// ${instanceClass.name} here: every ${model.name} dispatches these events.\n${setup}`;
    return [
      this.heading(options.headingLevel, 'Events'),
      `Listen with ${this.codeLink(declaringMember(model.getChildByName('addEventListener')) ?? eventMap, 'addEventListener')}; ` +
        `${this.codeLink(eventMap)} types every payload.`,
      ['| Event | Payload | When it fires |', '| ------ | ------ | ------ |', ...rows].join('\n'),
      inheritedLine,
      [
        '```ts',
        `${lookup}const off = ${name}.addEventListener('${example.name}', (event) => {`,
        `  console.log(event); // ${payloadName}`,
        '});',
        '// later: off();',
        '```',
      ].join('\n'),
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  /** A payload type on one line; an inline object type lists its fields (`{ enabled: boolean }`). */
  payloadType(type) {
    if (!type) return '';
    const fields = type.type === 'reflection' ? type.declaration?.children : undefined;
    if (fields?.length) {
      // Braces escaped: the page is MDX, where a bare `{` opens an expression.
      return `\\{ ${fields.map((field) => `\`${field.name}\`: ${this.payloadType(field.type)}`).join('; ')} \\}`;
    }
    return this.partials.someType(type).replace(/\n\s*/g, ' ');
  }

  inheritedSection(model, options) {
    const byBase = new Map();
    for (const child of model.children ?? []) {
      if (!isInheritedMember(child)) continue;
      const declared = declaringMember(child);
      const owner = declared.parent ?? child.inheritedFrom;
      if (!byBase.has(owner)) byBase.set(owner, []);
      byBase.get(owner).push(declared);
    }
    if (byBase.size === 0) return '';
    const lines = [...byBase].map(
      ([owner, members]) =>
        `- From ${owner.name ? this.codeLink(owner) : '`base`'}: ` +
        members
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((member) => this.codeLink(member, member.signatures ? `${member.name}()` : member.name))
          .join(', '),
    );
    return [this.heading(options.headingLevel, 'Inherited members'), lines.join('\n')].join('\n\n');
  }

  /**
   * The Returns section only when it adds to the signature above it: a description, or a link to a
   * documented type. `void`, `boolean` or `Promise<void>` alone would repeat the signature.
   */
  returnsWhenInformative(base, model, options) {
    const rendered = base.signatureReturns(model, options);
    if (model.comment?.getTag('@returns')) return rendered;
    return model.type && this.partials.someType(model.type).includes('](') ? rendered : '';
  }

  /** An accessor whose get or set signature has a comment prints that one, not the interface's copy as well. */
  accessorDescribedOnce(base, model, options) {
    const signatureComment = model.getSignature?.comment ?? model.setSignature?.comment;
    if (!signatureComment || !model.comment) return base.accessor(model, options);
    const comment = model.comment;
    model.comment = undefined;
    try {
      return base.accessor(model, options);
    } finally {
      model.comment = comment;
    }
  }
}

/** A function's signature as a comparable key: parameter names, types and flags, and the return type. */
function signatureKey(reflection) {
  const signatures = reflection.kindOf?.(ReflectionKind.Function) ? reflection.signatures : undefined;
  if (signatures?.length !== 1) return undefined;
  const [signature] = signatures;
  if (signature.typeParameters?.length) return undefined;
  const parameters = (signature.parameters ?? []).map(
    (parameter) => `${parameter.name}${parameter.flags.isOptional ? '?' : ''}:${parameter.type?.toString()}`,
  );
  return `(${parameters.join(',')}):${signature.type?.toString()}`;
}

/** The functions of a list that share the most common signature, when three or more do. */
function sharedSignatureRun(children) {
  const byKey = new Map();
  for (const child of children) {
    const key = signatureKey(child);
    if (!key) continue;
    if (!byKey.has(key)) byKey.set(key, []);
    byKey.get(key).push(child);
  }
  const largest = [...byKey.values()].sort((a, b) => b.length - a.length)[0];
  return largest && largest.length >= 3 ? largest : undefined;
}

/**
 * A comment whose `@throws` tags are one tag listing each case, so that a method with three ways to
 * fail has one "Throws" label over a list, not three labels. A case of several paragraphs cannot be
 * a list item of one line; such comments stay as they are.
 */
export function withThrowsListed(comment) {
  const throws = comment?.blockTags?.filter((tag) => tag.tag === '@throws') ?? [];
  const multiParagraph = throws.some((tag) => tag.content.some((part) => part.text.includes('\n\n')));
  if (throws.length < 2 || multiParagraph) return comment;
  const listed = throws[0].clone();
  listed.content = throws.flatMap((tag, index) => [
    { kind: 'text', text: index === 0 ? '- ' : '\n- ' },
    ...tag.content.map((part) => ({ ...part, text: part.text.replace(/\n/g, '\n  ') })),
  ]);
  const listedComment = Object.create(comment);
  listedComment.blockTags = comment.blockTags
    .filter((tag) => tag === throws[0] || tag.tag !== '@throws')
    .map((tag) => (tag === throws[0] ? listed : tag));
  return listedComment;
}

/** A fenced TypeScript signature marked `signature` in its meta (```ts signature). */
function markSignature(markdown) {
  return markdown.replace(/^```ts\n/, '```ts signature\n');
}

/** A table cell on one line, its pipes escaped unless already. */
function escapeCell(text) {
  return text
    .replace(/\n+/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|')
    .trim();
}

export class VitrineTheme extends MarkdownTheme {
  /** The guides covering each page (`classes/Core_API.ViewerApp` → guides), set before each render. */
  guideLinks = new Map();

  getRenderContext(page) {
    return new VitrineThemeContext(this, page, this.application.options);
  }
}
