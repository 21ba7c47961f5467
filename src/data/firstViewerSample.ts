/**
 * The home page's first code sample. The same code is in docs/intro.mdx, where the docs sample
 * check type-checks it against sdk/; tests/unit/home.test.ts keeps the two identical.
 */
export const FIRST_VIEWER_SAMPLE = `import { ViewerApp, TonemapPlugin, ProgressivePlugin, GroundPlugin, DiamondPlugin } from 'vitrine';

const canvas = document.getElementById('vitrine-canvas') as HTMLCanvasElement;

const viewer = new ViewerApp({ canvas, licenseKey: 'YOUR_LICENSE_KEY' });

await viewer.addPlugins([TonemapPlugin, ProgressivePlugin, GroundPlugin, DiamondPlugin]);
await viewer.setEnvironmentMap('/assets/studio.hdr');
await viewer.load('/assets/ring.glb');`;
