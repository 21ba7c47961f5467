import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';

import { test, expect } from './fixtures';

/**
 * The sample files the quickstart downloads (static/samples/) are served by the site and render:
 * a test page loads the served ring.glb and studio.hdr with three.js's GLTFLoader and HDRLoader and
 * draws them with the renderer settings of the site's ring viewer (neutral tone mapping, the
 * studio as a pre-filtered environment), in headless Chromium on SwiftShader.
 */
test.describe.configure({ timeout: 180_000 });

// Playwright runs from the repository root.
const THREE_ROOT = `${resolve('node_modules/three')}/`;
const SAMPLES = `${resolve('static/samples')}/`;
/** A path the site does not have: the test answers it with its own page (no site CSP applies). */
const TEST_PAGE = '/__samples-render-test.html';
const SIZE = 256;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sample render</title>
<script type="importmap">{"imports":{"three":"/__three/build/three.module.js","three/addons/":"/__three/examples/jsm/"}}</script>
</head><body style="margin:0;background:#fff">
<canvas id="c" width="${SIZE}" height="${SIZE}"></canvas>
<script type="module">
import { Box3, NeutralToneMapping, PerspectiveCamera, PMREMGenerator, Scene, Vector3, WebGLRenderer } from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { HDRLoader } from 'three/addons/loaders/HDRLoader.js';
try {
  const renderer = new WebGLRenderer({ canvas: document.getElementById('c'), antialias: true, preserveDrawingBuffer: true });
  renderer.toneMapping = NeutralToneMapping;
  renderer.setClearColor(0xffffff, 1);
  const [gltf, hdr] = await Promise.all([
    new GLTFLoader().loadAsync('/samples/ring.glb'),
    new HDRLoader().loadAsync('/samples/studio.hdr'),
  ]);
  const scene = new Scene();
  const pmrem = new PMREMGenerator(renderer);
  scene.environment = pmrem.fromEquirectangular(hdr).texture;
  scene.add(gltf.scene);
  const box = new Box3().setFromObject(gltf.scene);
  const centre = box.getCenter(new Vector3());
  const radius = box.getSize(new Vector3()).length() / 2;
  const camera = new PerspectiveCamera(35, 1, radius / 100, radius * 100);
  camera.position.copy(centre).add(new Vector3(0.55, 0.42, 0.75).normalize().multiplyScalar(radius / Math.tan((17.5 * Math.PI) / 180)));
  camera.lookAt(centre);
  renderer.render(scene, camera);
  window.renderResult = { meshes: gltf.scene.children.length, radius };
} catch (error) {
  window.renderResult = { error: String(error) };
}
</script></body></html>`;

test('the site serves the sample files byte for byte', async ({ request }) => {
  for (const name of ['ring.glb', 'studio.hdr']) {
    const response = await request.get(`/samples/${name}`);
    expect(response.status(), name).toBe(200);
    expect(Buffer.compare(await response.body(), readFileSync(`${SAMPLES}${name}`)), name).toBe(0);
  }
});

test('three.js loads the served ring and studio and draws the ring', async ({ page }) => {
  await page.route(`**${TEST_PAGE}`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.route('**/__three/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace('/__three/', '');
    const type = extname(path) === '.js' ? 'text/javascript' : 'application/octet-stream';
    return route.fulfill({ contentType: type, body: readFileSync(`${THREE_ROOT}${path}`) });
  });
  await page.goto(TEST_PAGE);
  const result = await page.waitForFunction(
    () => (window as unknown as { renderResult?: unknown }).renderResult,
    null,
    {
      timeout: 150_000,
    },
  );
  expect(await result.jsonValue()).not.toHaveProperty('error');

  const png = await page.locator('#c').screenshot();
  const stats = await page.evaluate(
    async (data) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const { data: pixels } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let drawn = 0;
      let golden = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const [r, g, b] = [pixels[i] as number, pixels[i + 1] as number, pixels[i + 2] as number];
        if (r + g + b < 720) drawn += 1;
        // Yellow gold: red and green well above blue.
        if (r > 90 && g > 60 && r - b > 50 && g - b > 25) golden += 1;
      }
      return { drawn: drawn / (pixels.length / 4), golden: golden / (pixels.length / 4) };
    },
    [...png],
  );
  // The ring fills a good part of the frame, and its band is gold rather than grey or black.
  expect(stats.drawn).toBeGreaterThan(0.05);
  expect(stats.golden).toBeGreaterThan(0.01);
});
