// The page /docs/api: where to start, how to read the reference, the SDK version and the modules in
// reading order. The prose is here; the lists come from TypeDoc's model (the plugins by job are the
// Plugins module's categories, plugins/typedoc/categories.mjs), so a new plugin appears by itself.
// The version comes from src/constants/site.ts, the site's one place for it, through an MDX import.

import { ReflectionKind } from 'typedoc';

/** The modules whose plugin classes the landing page lists by job. */
const PLUGIN_MODULES = ['Plugins', 'Interaction', 'UI_Plugins'];

/** The job of a plugin module whose classes have no categories of their own. */
const MODULE_JOBS = { UI_Plugins: 'User interface panels' };

/** The categories of a module's Classes group: `[title, classes]`, or the whole group under one title. */
function classesByCategory(module) {
  const classes = module?.groups?.find((group) => group.title === 'Classes');
  if (!classes) return [];
  // Abstract plugins (UiPanelPlugin) are bases to extend, not plugins to add.
  const plugins = (children) => children.filter((child) => child.name.endsWith('Plugin') && !child.flags.isAbstract);
  if (classes.categories?.length) {
    return classes.categories.map((category) => [category.title, plugins(category.children)]);
  }
  return [[MODULE_JOBS[module.name] ?? module.name.replace(/_/g, ' '), plugins(classes.children)]];
}

/**
 * The Markdown of the API index page.
 *
 * @param project TypeDoc's project
 * @param link `(reflection, label?) => Markdown link` from the index page, the label as inline code
 * @param moduleTable the module table TypeDoc rendered (`| Module | Description |`), in reading order
 */
export function landingPage(project, link, moduleTable) {
  const ref = (moduleName, name, label) => {
    const target = project.getChildByName([moduleName, ...name.split('.')]);
    if (!target) throw new Error(`The API landing page names ${moduleName}.${name}, which sdk/ does not export.`);
    return link(target, label);
  };
  // The concrete templates; their abstract base is documented on each of their pages.
  const templates = (project.getChildByName('Viewer_Editor_Templates')?.children ?? []).filter(
    (child) => child.kindOf(ReflectionKind.Class) && !child.flags.isAbstract,
  );
  const jobRows = PLUGIN_MODULES.flatMap((moduleName) =>
    classesByCategory(project.getChildByName(moduleName))
      .filter(([, classes]) => classes.length > 0)
      .map(([title, classes]) => `| ${title} | ${classes.map((plugin) => link(plugin)).join(', ')} |`),
  );
  return [
    "import { SDK_VERSION } from '@site/src/constants/site';",
    '',
    '# Vitrine SDK API reference',
    '',
    'Every class, interface, enumeration and function of the public API of the Vitrine SDK, version ' +
      '**{SDK_VERSION}**, generated from its TypeScript declarations. What changed in each release is in the ' +
      '[changelog](/docs/api/Changelog); the [guides](/docs/manual) show how the parts work together.',
    '',
    '## Where to start',
    '',
    `- ${ref('Core_API', 'ViewerApp')} is the viewer: create one on a canvas (${ref('Core_API', 'ViewerAppOptions')}). ` +
      'It owns the scene, the camera and its controller, the render manager and the asset manager, ' +
      `and every plugin you add with ${ref('Core_API', 'ViewerApp.addPlugin', '`addPlugin`')}.`,
    `- Loading: \`viewer.load(url)\` adds a glTF or GLB model to the scene; \`viewer.setEnvironmentMap(url)\` ` +
      `lights it. ${ref('Asset_Management', 'AssetManager')} (\`viewer.assetManager\`) imports assets without ` +
      'adding them, caches them and exports scenes.',
    `- Ready-made viewers: ${templates.map((template) => link(template)).join(', ')} ` +
      'each create a viewer with the plugins and settings of one use case.',
    '',
    '### Plugins by the job they do',
    '',
    '| Job | Plugins |',
    '| ------ | ------ |',
    ...jobRows,
    '',
    '## How to read these pages',
    '',
    '- A **class page** starts with its own API: constructor, properties, accessors and methods. A ' +
      "plugin's **Settings** table follows, with each setting's type and default; change them with " +
      '`setSettings`. Classes that dispatch events have an **Events** table with each payload and a ' +
      'listener example. Members inherited from a base class are one line of links to where they are documented.',
    '- **Guides**, at the foot of a page, names the guides that use its subject; **Defined in** links to the declaration in the source repository.',
    '- In signatures, `?` marks an optional parameter; the parameter table gives its type and, where there is one, its default.',
    '- Types from three.js link to the three.js documentation, browser types to MDN.',
    '- A **module page** lists its classes (plugins by job), its interfaces by purpose (settings, options, ' +
      'event maps, event payloads), its enumerations, and its functions by topic.',
    '',
    '## Modules',
    '',
    'In reading order: the core first, then loading, the plugins, and the helpers.',
    '',
    moduleTable.trim(),
    '',
  ].join('\n');
}
