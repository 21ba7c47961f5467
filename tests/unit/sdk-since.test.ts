import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `@since` tags in sdk/ and the changelog (docs/api-changelog.mdx) say the same thing.
 *
 * What the changelog says arrived: each link to the API in a version's "Added" list, in the earliest
 * version that links it (later versions link a class again when they extend it). A link that follows
 * "in", "for", "on" or "on every" names the type something was added to, not a new type: there the names in
 * backticks of that bullet that are members of the type arrived (`syncWithUrl` in
 * VariationConfiguratorSettings). A "Changed" bullet adds a type only when it says the type replaces
 * something ("RenderLoopMode replaces the renderEnabled flag"); any other "Changed" bullet is about a
 * type that existed before, so an improvement to an existing type (a faster loader) goes under
 * "Changed", never "Added", or this test would read it as the type's arrival. Versions after 0.1.0
 * need a tag.
 *
 * Every tag, in turn, is backed by the changelog: a tag on a type names the version the changelog
 * says the type arrived in (a type the changelog only says changed, or never adds, has no tag); a tag
 * on a member names a version whose section links the member or its type.
 */

const SITE_DIR = process.cwd();
const CHANGELOG = path.join(SITE_DIR, 'docs', 'api-changelog.mdx');
const SDK_DIR = path.join(SITE_DIR, 'sdk');
const FIRST_VERSION = '0.1.0';

interface ApiLink {
  /** The linked type. */
  type: string;
  /** The member, from the link's anchor (lower case, as TypeDoc writes anchors). */
  anchor?: string;
  /** The word before the link. */
  wordBefore: string;
}

interface Release {
  version: string;
  /** Bullets of the "Added" list, continuation lines joined. */
  added: string[];
  /** Bullets of the "Changed" list, continuation lines joined. */
  changed: string[];
  /** The whole section. */
  text: string;
}

function bullets(body: string, heading: string): string[] {
  const list = new RegExp(`^### ${heading}\\n([\\s\\S]*?)(?=^### |(?![\\s\\S]))`, 'm').exec(body)?.[1] ?? '';
  return list
    .split(/^- /m)
    .slice(1)
    .map((bullet) => bullet.replace(/\s+/g, ' ').trim());
}

function releases(): Release[] {
  const text = readFileSync(CHANGELOG, 'utf8');
  return [...text.matchAll(/^## (\d+\.\d+\.\d+)[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/gm)].map(([, version, body]) => ({
    version: version!,
    added: bullets(body!, 'Added'),
    changed: bullets(body!, 'Changed'),
    text: body!,
  }));
}

/** A "Changed" bullet that introduces a type in place of an older API. */
const REPLACES = /\breplace[sd]\b/;

function apiLinks(text: string): ApiLink[] {
  return [
    ...text.matchAll(/(\S*)\s*\[`[^`\]]+`\]\(\.\/api\/(?:classes|interfaces|enums)\/\w+\.(\w+)\.md(?:#([\w-]+))?\)/g),
  ].map(([, wordBefore, type, anchor]) => ({ type: type!, anchor, wordBefore: wordBefore!.toLowerCase() }));
}

/** Exported types of sdk/ by name, with their members by name. */
function sdkTypes(): Map<string, { node: ts.Node; members: Map<string, ts.Node> }> {
  const types = new Map<string, { node: ts.Node; members: Map<string, ts.Node> }>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.ts') ? [full] : [];
    });
  for (const file of walk(SDK_DIR)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!(
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isEnumDeclaration(statement)
      ))
        continue;
      if (!statement.name) continue;
      const members = new Map<string, ts.Node>();
      for (const member of statement.members) {
        if (member.name && !members.has(member.name.getText())) members.set(member.name.getText(), member);
      }
      types.set(statement.name.text, { node: statement, members });
    }
  }
  return types;
}

function sinceOf(node: ts.Node): string | undefined {
  const tag = ts.getJSDocTags(node).find((candidate) => candidate.tagName.text === 'since');
  return tag ? ts.getTextOfJSDocComment(tag.comment)?.trim() : undefined;
}

/** Words before a link to a type that something was added to (`syncWithUrl` in …, `icon` on every …). */
const CONTEXT_WORDS = new Set(['in', 'for', 'on', 'every']);

describe('@since in sdk/ and the changelog', () => {
  const types = sdkTypes();
  const history = releases();

  /** Symbol (`Type` or `Type.member`) → the version the changelog says it arrived in. */
  const arrivals = new Map<string, string>();
  for (const { version, added, changed } of [...history].reverse()) {
    for (const bullet of [...added, ...changed.filter((text) => REPLACES.test(text))]) {
      const backticked = new Set([...bullet.matchAll(/(?<!\[)`(\w+)`/g)].map((match) => match[1]!));
      for (const link of apiLinks(bullet)) {
        const type = types.get(link.type);
        const symbols: string[] = [];
        if (link.anchor) {
          const member = [...(type?.members.keys() ?? [])].find((name) => name.toLowerCase() === link.anchor);
          symbols.push(`${link.type}.${member ?? link.anchor}`);
        } else if (CONTEXT_WORDS.has(link.wordBefore)) {
          for (const name of backticked) if (type?.members.has(name)) symbols.push(`${link.type}.${name}`);
        } else {
          symbols.push(link.type);
        }
        for (const symbol of symbols) if (!arrivals.has(symbol)) arrivals.set(symbol, version);
      }
    }
  }

  function declaration(symbol: string): ts.Node | undefined {
    const [typeName, member] = symbol.split('.');
    const type = types.get(typeName!);
    return member ? type?.members.get(member) : type?.node;
  }

  it('reads the changelog', () => {
    expect(history.map((release) => release.version)).toContain(FIRST_VERSION);
    expect(arrivals.size).toBeGreaterThan(40);
  });

  it('links only symbols that exist in sdk/', () => {
    const unknown = [...arrivals.keys()].filter((symbol) => !declaration(symbol));
    expect(unknown).toEqual([]);
  });

  it('tags every symbol the changelog adds after the first release with that version', () => {
    const wrong = [...arrivals]
      .filter(([, version]) => version !== FIRST_VERSION)
      .map(([symbol, version]) => ({ symbol, version, tagged: declaration(symbol) && sinceOf(declaration(symbol)!) }))
      .filter(({ version, tagged }) => tagged !== version)
      .map(({ symbol, version, tagged }) => `${symbol}: changelog ${version}, @since ${tagged ?? 'missing'}`);
    expect(wrong).toEqual([]);
  });

  it('has a tag on a type name the version the changelog adds the type in', () => {
    const unsupported: string[] = [];
    for (const [typeName, { node }] of types) {
      const version = sinceOf(node);
      if (version && arrivals.get(typeName) !== version)
        unsupported.push(
          `${typeName}: @since ${version}, changelog adds it in ${arrivals.get(typeName) ?? 'no version'}`,
        );
    }
    expect(unsupported).toEqual([]);
  });

  it('has every @since on a member name a version whose section links the member or its type', () => {
    const sections = new Map(history.map((release) => [release.version, apiLinks(release.text)]));
    const unsupported: string[] = [];
    let tags = 0;
    for (const [typeName, { node, members }] of types) {
      if (sinceOf(node)) tags += 1;
      for (const [name, member] of members) {
        const version = sinceOf(member);
        if (!version) continue;
        tags += 1;
        const links = sections.get(version);
        const linked = links?.some((link) => link.type === typeName);
        if (!linked) unsupported.push(`${typeName}.${name}: @since ${version}`);
      }
    }
    expect(tags).toBeGreaterThanOrEqual([...arrivals.values()].filter((version) => version !== FIRST_VERSION).length);
    expect(unsupported).toEqual([]);
  });
});
