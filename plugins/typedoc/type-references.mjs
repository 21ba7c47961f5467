// The symbols a page's declarations name in their types: parameter and return types, property
// types, type arguments of what a class extends (`PassPlugin<BloomSettings>`), union members, array
// elements, object literal fields. Used to give a settings, options or payload interface the guides
// of the classes that take or return it.
/** Collects the reflections a type refers to. */
function collectFromType(type, found) {
  if (!type || typeof type !== 'object') return;
  switch (type.type) {
    case 'reference':
      if (type.reflection) found.add(type.reflection);
      for (const argument of type.typeArguments ?? []) collectFromType(argument, found);
      return;
    case 'union':
    case 'intersection':
      for (const member of type.types) collectFromType(member, found);
      return;
    case 'array':
    case 'optional':
    case 'rest':
      collectFromType(type.elementType, found);
      return;
    case 'tuple':
      for (const element of type.elements) collectFromType(element, found);
      return;
    case 'typeOperator':
      collectFromType(type.target, found);
      return;
    case 'indexedAccess':
      collectFromType(type.objectType, found);
      collectFromType(type.indexType, found);
      return;
    case 'reflection':
      collectFromReflection(type.declaration, found);
      return;
    default:
  }
}

/** Collects from a reflection, its signatures, parameters and children. */
function collectFromReflection(reflection, found) {
  if (!reflection) return;
  collectFromType(reflection.type, found);
  for (const extended of reflection.extendedTypes ?? []) collectFromType(extended, found);
  for (const signature of [
    ...(reflection.signatures ?? []),
    reflection.getSignature,
    reflection.setSignature,
    reflection.indexSignature,
  ]) {
    if (!signature) continue;
    collectFromType(signature.type, found);
    for (const parameter of signature.parameters ?? []) collectFromType(parameter.type, found);
  }
  for (const child of reflection.children ?? []) collectFromReflection(child, found);
}

/**
 * What each symbol names in its types, as page paths: `classes/Plugins.BloomPlugin` →
 * {`interfaces/Plugins.BloomSettings`, …}. Only symbols with a page of their own count.
 *
 * @param {import('typedoc').ProjectReflection} project
 * @param {(reflection: import('typedoc').Reflection) => string | undefined} pageOf the page path of a symbol
 * @param {import('typedoc').ReflectionKind} kinds the kinds of symbols whose references count
 * @returns {Map<string, Set<string>>}
 */
export function typeReferencesByPage(project, pageOf, kinds) {
  const byPage = new Map();
  for (const reflection of project.getReflectionsByKind(kinds)) {
    const page = pageOf(reflection);
    if (!page) continue;
    const found = new Set();
    collectFromReflection(reflection, found);
    const pages = new Set([...found].map(pageOf).filter((target) => target && target !== page));
    byPage.set(page, pages);
  }
  return byPage;
}
