import { Prism } from 'prism-react-renderer';

// Prism's language files extend a global `Prism`; point it at the instance CodeBlock highlights
// with. Each language module imports this file first, so it is set before the language runs.
(globalThis as { Prism?: typeof Prism }).Prism = Prism;
