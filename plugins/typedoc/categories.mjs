// Categories inside a module's groups, by rules, so that sdk/ needs no `@category` tag:
//
// - Classes and functions by the file that declares them, for the files listed in FILE_CATEGORIES:
//   the SDK keeps one job per file (sdk/plugins/rendering.ts holds the rendering plugins,
//   sdk/helpers/easing.ts the easing curves), so the file is the job or topic.
// - Interfaces by what they are for, from their names and their use: event maps, event payloads
//   (the types of an event map's properties), settings, options, plugin contracts, other data.
//
// TypeDoc renders group categories as sub-headings of the module page and as sub-categories of the
// sidebar, so both follow these rules.
import { ReflectionCategory, ReflectionKind } from 'typedoc';

/** A readable title for each source file whose declarations form a category, in reading order. */
export const FILE_CATEGORIES = {
  'sdk/plugins/rendering.ts': 'Rendering and effects',
  'sdk/plugins/gems.ts': 'Diamonds and gems',
  'sdk/plugins/material-extensions.ts': 'Material extensions',
  'sdk/plugins/animation.ts': 'Animation',
  'sdk/plugins/camera-views.ts': 'Camera views',
  'sdk/plugins/configurators.ts': 'Configurators',
  'sdk/plugins/capture.ts': 'Snapshots and recording',
  'sdk/interaction/picking.ts': 'Picking and hover',
  'sdk/interaction/input.ts': 'Input and editing',
  'sdk/interaction/screen.ts': 'Screen and loading',
  'sdk/helpers/easing.ts': 'Easing',
  'sdk/helpers/maths.ts': 'Maths',
  'sdk/helpers/color.ts': 'Colour',
  'sdk/helpers/timing.ts': 'Timing',
  'sdk/helpers/device.ts': 'Device',
};

/** Interface categories, in the order they are listed. */
export const INTERFACE_CATEGORIES = ['Settings', 'Options', 'Events', 'Event payloads', 'Plugin contracts', 'Data'];

/** The groups whose members are categorised by file. */
const FILE_CATEGORISED_GROUPS = new Set(['Classes', 'Functions']);

/** The file that declares a reflection, relative to the repository (sources use `displayBasePath: '.'`). */
function sourceFile(reflection) {
  const source = reflection.sources?.[0] ?? reflection.signatures?.[0]?.sources?.[0];
  return source?.fileName?.replace(/\\/g, '/');
}

/** Interfaces that are the payload of some event: the types of the properties of `…EventMap` interfaces. */
function eventPayloads(project) {
  const payloads = new Set();
  for (const map of project.getReflectionsByKind(ReflectionKind.Interface)) {
    if (!map.name.endsWith('EventMap')) continue;
    for (const event of map.children ?? []) {
      if (event.type?.type === 'reference' && event.type.reflection) payloads.add(event.type.reflection);
    }
  }
  return payloads;
}

/**
 * The category of an interface. Names carry the SDK's conventions (`BloomSettings`,
 * `LoadOptions`, `ViewerEventMap`, `IViewerPlugin`); payloads are found by use, since some are
 * named after what they carry (`PickResult` is not, `HoverEvent` is).
 */
export function interfaceCategory(reflection, payloads) {
  const { name } = reflection;
  if (name.endsWith('EventMap')) return 'Events';
  if (payloads.has(reflection) || name.endsWith('Event')) return 'Event payloads';
  if (name.endsWith('Settings')) return 'Settings';
  if (name.endsWith('Options')) return 'Options';
  if (/^I[A-Z]/.test(name)) return 'Plugin contracts';
  return 'Data';
}

/** Categories from a title per child, in the given order of titles; children keep their group order. */
function categoriesOf(children, titleOf, order) {
  const byTitle = new Map();
  for (const child of children) {
    const title = titleOf(child);
    if (!byTitle.has(title)) byTitle.set(title, new ReflectionCategory(title));
    byTitle.get(title).children.push(child);
  }
  return [...byTitle.values()].sort((a, b) => order.indexOf(a.title) - order.indexOf(b.title));
}

/**
 * Sets the categories of every module's Classes, Functions and Interfaces groups. A group is
 * categorised by file when any of its members comes from a file of FILE_CATEGORIES; then every
 * member must, or this throws (a new file beside them needs a title).
 */
export function categorizeModules(project) {
  const payloads = eventPayloads(project);
  const fileOrder = Object.values(FILE_CATEGORIES);
  for (const module of project.children ?? []) {
    for (const group of module.groups ?? []) {
      if (FILE_CATEGORISED_GROUPS.has(group.title)) {
        const titled = group.children.filter((child) => FILE_CATEGORIES[sourceFile(child)]);
        if (titled.length === 0) continue;
        const untitled = group.children.filter((child) => !FILE_CATEGORIES[sourceFile(child)]);
        if (untitled.length > 0) {
          throw new Error(
            `${module.name} groups its ${group.title.toLowerCase()} by file, but these come from a file without a ` +
              `title in FILE_CATEGORIES (plugins/typedoc/categories.mjs): ` +
              untitled.map((child) => `${child.name} (${sourceFile(child)})`).join(', '),
          );
        }
        group.categories = categoriesOf(group.children, (child) => FILE_CATEGORIES[sourceFile(child)], fileOrder);
      } else if (group.title === 'Interfaces') {
        const categories = categoriesOf(
          group.children,
          (child) => interfaceCategory(child, payloads),
          INTERFACE_CATEGORIES,
        );
        // One category is no grouping: a module with only settings keeps its flat list.
        if (categories.length > 1) group.categories = categories;
      }
    }
  }
}
