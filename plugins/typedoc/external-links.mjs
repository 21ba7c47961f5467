// Links from the API reference to the documentation of the types it borrows: three.js classes to the
// three.js docs, DOM types to MDN. Both tables are derived (from three's own source tree and from the
// declaration file a type comes from), so a type the SDK starts using is linked without an edit here.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const THREE_DOCS = 'https://threejs.org/docs/#';
const MDN_WEB_API = 'https://developer.mozilla.org/en-US/docs/Web/API/';

/**
 * The classes three.js ships in `src/` (a file `<Name>.js` there, as core/Object3D.js). Their docs are
 * generated from the source: one page per class, addressed as `docs/#<Name>` (three.js r18x,
 * utils/docs/template/static/index.html; the older `#api/en/<folder>/<Name>` addresses only redirect
 * there). Returns the class names.
 */
function threeClassNames() {
  const require = createRequire(import.meta.url);
  // three's package exports no package.json; its main file sits in build/, next to src/.
  const src = path.join(path.dirname(require.resolve('three')), '..', 'src');
  const names = new Set();
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /^[A-Z]\w*\.js$/.test(entry.name)) names.add(entry.name.replace(/\.js$/, ''));
  }
  return names;
}

let threeClasses;
let domInterfaces;

/**
 * The DOM types MDN has a page for: those lib.dom.d.ts declares as a global (`declare var Blob:`),
 * not its aliases (`WebGLPowerPreference`).
 */
function domGlobals() {
  const require = createRequire(import.meta.url);
  const dom = readFileSync(require.resolve('typescript/lib/lib.dom.d.ts'), 'utf8');
  return new Set([...dom.matchAll(/^declare var (\w+):/gm)].map((match) => match[1]));
}

/** The three.js docs page of a class three.js ships, or undefined for any other name. */
export function threeDocsUrl(name) {
  threeClasses ??= threeClassNames();
  return threeClasses.has(name) ? `${THREE_DOCS}${name}` : undefined;
}

/** The MDN page of a DOM type declared as a global, or undefined for any other name. */
export function mdnWebApiUrl(name) {
  domInterfaces ??= domGlobals();
  return domInterfaces.has(name) ? `${MDN_WEB_API}${name}` : undefined;
}

/** Whether a declaration file is three.js's own or its types package. */
export function isThreeDeclarationFile(fileName) {
  return fileName.replace(/\\/g, '/').includes('/@types/three/');
}

/** Whether a declaration file is TypeScript's DOM library. */
export function isDomDeclarationFile(fileName) {
  return /\/typescript\/lib\/lib\.dom(\.\w+)?\.d\.ts$/.test(fileName.replace(/\\/g, '/'));
}

/**
 * An external-symbol resolver for TypeDoc (`app.converter.addUnknownSymbolResolver`): the docs URL of
 * a three.js class or a DOM type, or undefined for anything else.
 */
export function externalDocsUrl(reference, _reflection, _part, symbolId) {
  const name = reference.symbolReference?.path?.map((part) => part.path).join('.');
  if (!name) return undefined;
  const declaredIn = symbolId?.fileName ?? '';
  if (
    reference.moduleSource === 'three' ||
    reference.moduleSource === '@types/three' ||
    isThreeDeclarationFile(declaredIn)
  )
    return threeDocsUrl(name);
  if (isDomDeclarationFile(declaredIn)) return mdnWebApiUrl(name);
  return undefined;
}
