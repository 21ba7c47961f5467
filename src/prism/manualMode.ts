// Prism's core highlights every `code[class*="language-"]` in the document on DOMContentLoaded
// unless a global `Prism` with `manual: true` exists when the core runs. React renders those
// elements and must stay their only writer, so this module runs before the core is imported.
const host = globalThis as { Prism?: { manual?: boolean } };
host.Prism = { ...host.Prism, manual: true };

export {};
