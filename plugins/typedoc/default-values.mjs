// `@defaultValue` as TypeDoc reads it: text without a code span or a link becomes a code block
// (its `jsDocCompatibility.defaultTag` rule), right for `0.92` or `'auto'`, wrong for "the canvas's
// drawing size" or "256 MiB", which then read as code on the page. A default that is not a
// TypeScript expression is turned back into prose here, so both the settings tables and the
// "Default Value" sections show it as text.
import ts from 'typescript';

const FENCED = /^```\w*\n([\s\S]*)\n```$/;

/** Whether a text parses as one TypeScript expression. */
export function isExpression(text) {
  const { diagnostics = [] } = ts.transpileModule(`(${text}\n);`, { reportDiagnostics: true });
  return diagnostics.length === 0;
}

/** Rewrites the code-block defaults of a project that are prose into text. */
export function proseDefaultsAsText(project) {
  for (const reflection of Object.values(project.reflections)) {
    for (const comment of [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)]) {
      const tag = comment?.getTag('@defaultValue');
      const [part] = tag?.content ?? [];
      if (!tag || tag.content.length !== 1 || part.kind !== 'code') continue;
      const text = FENCED.exec(part.text)?.[1];
      if (text !== undefined && !isExpression(text)) tag.content = [{ kind: 'text', text }];
    }
  }
}
