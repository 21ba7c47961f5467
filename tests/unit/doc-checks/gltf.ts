/**
 * Checks JSON blocks. Every block must parse. Every extension object in it whose name has a schema
 * under static/schemas/gltf/ must validate against that very file (ajv, JSON Schema draft 2020-12,
 * the draft of the Khronos schemas). A block titled `….gltf` is a complete asset: Khronos's glTF
 * Validator checks it as a whole (structure, accessors against their buffer data, declared
 * extensions), and every file it names must exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import { validateBytes } from 'gltf-validator';

import { REPO_ROOT } from '../../../plugins/code-samples/markdown';

export interface JsonProblem {
  /** 0-based line inside the block. */
  line: number;
  message: string;
}

/** Where the site serves the glTF schemas from: static/schemas/gltf → /schemas/gltf/. */
export const SCHEMA_FOLDER = join('static', 'schemas', 'gltf');

let validators: Map<string, ValidateFunction> | undefined;

/** One ajv validator per `<EXTENSION_NAME>.schema.json` file; other files there are shared definitions. */
export function extensionValidators(repoRoot = REPO_ROOT): Map<string, ValidateFunction> {
  if (validators) return validators;
  const folder = join(repoRoot, SCHEMA_FOLDER);
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const schemas = readdirSync(folder)
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => ({ name, schema: JSON.parse(readFileSync(join(folder, name), 'utf8')) as { $id?: string } }));
  for (const { schema } of schemas) ajv.addSchema(schema);
  validators = new Map();
  for (const { name, schema } of schemas) {
    const extension = name.replace(/\.schema\.json$/, '');
    if (!/^[A-Z]+_/.test(extension) || !schema.$id) continue;
    const validate = ajv.getSchema(schema.$id);
    if (validate) validators.set(extension, validate);
  }
  return validators;
}

/** Every `extensions` entry of a JSON value, with its JSON pointer. */
function* extensionObjects(value: unknown, pointer = ''): Generator<{ name: string; value: unknown; pointer: string }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* extensionObjects(item, `${pointer}/${index}`);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'extensions' && typeof child === 'object' && child !== null) {
      for (const [name, extension] of Object.entries(child))
        yield { name, value: extension, pointer: `${pointer}/extensions/${name}` };
    }
    yield* extensionObjects(child, `${pointer}/${key}`);
  }
}

/** The 0-based line of the first occurrence of a key of the pointer, for messages that point near it. */
function lineOfPointer(code: string, pointer: string): number {
  const last = pointer
    .split('/')
    .filter((part) => part && !/^\d+$/.test(part))
    .at(-1);
  if (!last) return 0;
  const index = code.indexOf(`"${last}"`);
  return index === -1 ? 0 : code.slice(0, index).split('\n').length - 1;
}

/**
 * Where a relative URI of an example lives: a title that is a site path (`/gltf/ring.gltf`)
 * puts the asset in that folder of static/; any other title puts it at the site root.
 */
function assetFolder(title: string | undefined, repoRoot: string): string {
  const sitePath = title?.startsWith('/') ? posix.dirname(title) : '/';
  return join(repoRoot, 'static', sitePath);
}

export async function checkJsonBlock(
  code: string,
  title: string | undefined,
  repoRoot = REPO_ROOT,
): Promise<JsonProblem[]> {
  let document: unknown;
  try {
    document = JSON.parse(code);
  } catch (error) {
    return [{ line: 0, message: `invalid JSON: ${(error as Error).message}` }];
  }
  const problems: JsonProblem[] = [];
  const schemas = extensionValidators(repoRoot);
  for (const { name, value, pointer } of extensionObjects(document)) {
    const validate = schemas.get(name);
    if (!validate || validate(value)) continue;
    for (const error of validate.errors ?? [])
      problems.push({
        line: lineOfPointer(code, pointer + error.instancePath),
        message: `${pointer}${error.instancePath} ${error.message ?? 'is invalid'} (${name}.schema.json)`,
      });
  }
  if (title?.endsWith('.gltf')) {
    problems.push(...servedCopyProblems(document, title, repoRoot));
    problems.push(...(await validateGltf(code, assetFolder(title, repoRoot))));
  }
  return problems;
}

/** A block titled with a site path (`/gltf/examples/ring.gltf`) shows that served file, unchanged. */
function servedCopyProblems(document: unknown, title: string, repoRoot: string): JsonProblem[] {
  if (!title.startsWith('/')) return [];
  const path = join(repoRoot, 'static', title);
  if (!existsSync(path))
    return [{ line: 0, message: `the title names ${title}, which the site does not serve (no static${title})` }];
  const served: unknown = JSON.parse(readFileSync(path, 'utf8'));
  return isDeepStrictEqual(served, document)
    ? []
    : [{ line: 0, message: `differs from the served file static${title}` }];
}

/** Runs Khronos's glTF Validator; errors and warnings are problems, infos and hints are not. */
async function validateGltf(code: string, folder: string): Promise<JsonProblem[]> {
  const problems: JsonProblem[] = [];
  const report = await validateBytes(new TextEncoder().encode(code), {
    externalResourceFunction: (uri: string) => {
      const path = join(folder, decodeURIComponent(uri));
      if (!path.startsWith(folder) || !existsSync(path)) {
        problems.push({
          line: lineOfPointer(code, 'uri'),
          message: `names '${uri}', which is not a file of the site (looked in ${dirname(join(path, 'x'))})`,
        });
        return Promise.reject(new Error(`no file ${uri}`));
      }
      return Promise.resolve(new Uint8Array(readFileSync(path)));
    },
  });
  for (const message of report.issues.messages) {
    if (message.severity > 1) continue;
    problems.push({
      line: lineOfPointer(code, message.pointer ?? ''),
      message: `glTF Validator ${message.code}: ${message.message}${message.pointer ? ` at ${message.pointer}` : ''}`,
    });
  }
  return problems;
}
