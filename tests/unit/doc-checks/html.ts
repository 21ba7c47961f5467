/**
 * Checks ```html blocks with parse5, the HTML parser of the WHATWG standard: every parse error it
 * reports, plus the two mistakes a browser silently repairs (an element never closed, an end tag
 * that closes nothing). Returns the block's scripts, so that their code is checked as JS or TS.
 */
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface HtmlProblem {
  /** 0-based line inside the block. */
  line: number;
  message: string;
}

export interface HtmlScript {
  /** 0-based line inside the block where the script's text starts. */
  line: number;
  code: string;
  kind: 'module' | 'classic' | 'typescript' | 'importmap';
  /** A Vue `<script setup>`, where the compiler macros (`defineProps` …) are in scope. */
  vueSetup: boolean;
}

/**
 * Vue templates may close any element with `/>`; HTML only void ones. Rewrites `<canvas … />` to
 * `<canvas …></canvas>`, keeping every line where it was.
 */
function expandSelfClosingTags(source: string): string {
  return source.replace(/<([a-zA-Z][\w-]*)(\s[^<>]*?)?\s*\/>/g, (tag, name: string, attributes = '') =>
    VOID.has(name.toLowerCase()) ? tag : `<${name}${attributes}></${name}>`,
  );
}

/** Elements whose end tag HTML allows to be left out. */
const OPTIONAL_END = new Set(
  'html head body p li dt dd option optgroup tr td th thead tbody tfoot colgroup rt rp caption'.split(' '),
);
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

export function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ('content' in node) yield* elements(node.content);
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function lineAt(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length - 1;
}

/**
 * Parses one block. A block that starts with a doctype or `<html>` is a document, anything else a
 * fragment of a body. `vue` relaxes the rules a Vue single-file component may bend (self-closing
 * tags like `<canvas />`).
 */
export function checkHtmlBlock(
  block: string,
  options: { vue?: boolean } = {},
): { problems: HtmlProblem[]; scripts: HtmlScript[] } {
  const source = options.vue ? expandSelfClosingTags(block) : block;
  const problems: HtmlProblem[] = [];
  const isDocument = /^\s*(<!doctype|<html)/i.test(source);
  const parserOptions = {
    sourceCodeLocationInfo: true,
    onParseError: (error: { code: string; startLine: number }) => {
      problems.push({ line: error.startLine - 1, message: `HTML parse error: ${error.code}` });
    },
  };
  const root: Node = isDocument ? parse(source, parserOptions) : parseFragment(source, parserOptions);

  const closedAt = new Set<number>();
  const rawText: Array<[number, number]> = [];
  const scripts: HtmlScript[] = [];
  for (const element of elements(root)) {
    const location = element.sourceCodeLocation;
    if (!location?.startTag) continue; // implied by the parser (html, head, body of a fragment)
    if (location.endTag) closedAt.add(location.endTag.startOffset);
    if (!location.endTag && !VOID.has(element.tagName) && !OPTIONAL_END.has(element.tagName))
      problems.push({ line: location.startLine - 1, message: `<${element.tagName}> is never closed` });
    if (element.tagName === 'script' || element.tagName === 'style') {
      const end = location.endTag?.startOffset ?? source.length;
      rawText.push([location.startTag.endOffset, end]);
      if (element.tagName === 'script' && attribute(element, 'src') === undefined) {
        const code = source.slice(location.startTag.endOffset, end);
        const type = attribute(element, 'type');
        const kind =
          type === 'importmap'
            ? 'importmap'
            : attribute(element, 'lang') === 'ts'
              ? 'typescript'
              : type === 'module'
                ? 'module'
                : 'classic';
        const vueSetup = Boolean(options.vue) && attribute(element, 'setup') !== undefined;
        scripts.push({ line: location.startTag.endLine - 1, code, kind, vueSetup });
      }
    }
  }
  // A stray end tag is dropped by the parser without an error; find those it dropped.
  for (const match of source.matchAll(/<\/([a-zA-Z][\w-]*)\s*>/g)) {
    const offset = match.index;
    const insideRawText = rawText.some(([start, end]) => offset >= start && offset < end);
    if (!insideRawText && !closedAt.has(offset) && !OPTIONAL_END.has(match[1]?.toLowerCase() ?? ''))
      problems.push({ line: lineAt(source, offset), message: `</${match[1]}> closes no open element` });
  }
  return { problems, scripts };
}
