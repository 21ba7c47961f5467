// The Markdown copies, converted in a worker thread (convertPagesInWorker in convertPages.ts).
// tsx loads the TypeScript here, as Docusaurus's own loader does for the plugin on the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { convertPages } = await tsImport('./convertPages.ts', import.meta.url);
parentPort.postMessage(await convertPages(workerData));
