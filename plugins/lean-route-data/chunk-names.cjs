// Short names for the route chunks in the client bundle. Docusaurus names each route chunk with an
// 8-character hash, written three times into every page's scripts (the route map, the registry,
// the runtime's prefetch map), where hashes do not compress. Each is replaced by one or two
// letters, the same in every file because each file derives them from the registry's keys in
// sorted order. Letters only, so no short name equals the number of an unnamed chunk.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** 0 -> "a", 25 -> "z", 26 -> "ba", … */
function lettersFor(index) {
  let name = '';
  let rest = index;
  do {
    name = LETTERS[rest % LETTERS.length] + name;
    rest = Math.floor(rest / LETTERS.length);
  } while (rest > 0);
  return name;
}

/** The chunk names of the generated registry.js source (its keys). */
function registryKeys(registrySource) {
  return [...registrySource.matchAll(/^\s*"([^"]+)": \[/gm)].map((match) => match[1]);
}

/** Original chunk name -> short name, for the registry source given. */
function shortChunkNames(registrySource) {
  const keys = [...new Set(registryKeys(registrySource))].sort();
  return new Map(keys.map((key, index) => [key, lettersFor(index)]));
}

/** The same map for a site's generated folder (.docusaurus). */
function shortChunkNamesIn(generatedDir) {
  return shortChunkNames(readFileSync(join(generatedDir, 'registry.js'), 'utf8'));
}

module.exports = { shortChunkNames, shortChunkNamesIn };
