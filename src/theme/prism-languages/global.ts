import { Prism } from '@site/src/prism/prism';

// Prism's grammar files extend a global `Prism`; point it at the site's instance. The core sets
// that global itself, but during the build a page's chunk runs in another global scope than the
// entry bundle, so each grammar module imports this file first.
(globalThis as { Prism?: typeof Prism }).Prism = Prism;
