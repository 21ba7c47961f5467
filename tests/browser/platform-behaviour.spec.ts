import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { test, expect } from './fixtures';
import { CHROMIUM_WEBGL_CONTEXTS } from '../../plugins/platform-facts/limits';

/**
 * What the guides say about the browser itself, shown on plain pages of the test's own (no site
 * code, no site CSP): the size of a canvas without CSS, keyboard focus on a canvas, what a
 * Content-Security-Policy does to WebAssembly and `blob:` workers, and the live WebGL context limit.
 * Where a guide states a number or a policy, the test reads it from the same place: the context
 * limit from plugins/platform-facts/limits.ts (which the guides print with <WebGLContextLimit />),
 * the policy from the asset pipeline guide's own block.
 */

/** Paths the site does not have: the test answers them itself. */
const PAGE = '/__platform/page.html';
const PROBE = '/__platform/probe.js';

async function serve(page: Page, html: string, headers: Record<string, string> = {}, script = ''): Promise<void> {
  await page.route(`**${PAGE}`, (route) => route.fulfill({ contentType: 'text/html', headers, body: html }));
  await page.route(`**${PROBE}`, (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
  await page.goto(PAGE);
}

interface Box {
  cssWidth: number;
  cssHeight: number;
  bufferWidth: number;
  bufferHeight: number;
}

function measure(page: Page, selector = 'canvas'): Promise<Box> {
  return page.locator(selector).evaluate((canvas: HTMLCanvasElement) => {
    const { width, height } = canvas.getBoundingClientRect();
    return { cssWidth: width, cssHeight: height, bufferWidth: canvas.width, bufferHeight: canvas.height };
  });
}

test.describe('canvas size', () => {
  test('a canvas without CSS or attributes is 300 × 150 pixels', async ({ page }) => {
    await page.setContent('<!doctype html><body style="margin:0"><canvas></canvas></body>');
    expect(await measure(page)).toEqual({ cssWidth: 300, cssHeight: 150, bufferWidth: 300, bufferHeight: 150 });
  });

  test('with width: 100% and no height it keeps 2:1, also once its buffer follows its CSS size', async ({ page }) => {
    await page.setContent(
      '<!doctype html><body style="margin:0"><div style="width:640px"><canvas style="width:100%;display:block"></canvas></div></body>',
    );
    expect(await measure(page)).toMatchObject({ cssWidth: 640, cssHeight: 320 });
    // A viewer sizes its drawing buffer from the canvas's CSS size times the pixel ratio; the ratio
    // of the buffer then sets the CSS height again, which stays at half the width.
    const resized = await page.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
      const { width, height } = canvas.getBoundingClientRect();
      canvas.width = Math.round(width * 2);
      canvas.height = Math.round(height * 2);
      return canvas.getBoundingClientRect().height;
    });
    expect(resized).toBe(320);
  });

  test('height: 100% in a container without a height counts as no height: still 2:1', async ({ page }) => {
    await page.setContent(
      '<!doctype html><body style="margin:0"><div style="width:640px"><canvas style="width:100%;height:100%;display:block"></canvas></div></body>',
    );
    expect(await measure(page)).toMatchObject({ cssWidth: 640, cssHeight: 320 });
  });
});

test.describe('keyboard focus on a canvas', () => {
  const markup = (canvasAttributes: string) => `<!doctype html><body>
    <button id="before">Before</button>
    <canvas id="viewer" width="300" height="150" ${canvasAttributes}></canvas>
    <button id="after">After</button>
    <script>
      window.keys = [];
      document.getElementById('viewer').addEventListener('keydown', (event) => window.keys.push(event.key));
    </script></body>`;
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
  const keys = (page: Page) => page.evaluate(() => (window as unknown as { keys: string[] }).keys);

  test('without a tabindex neither a click nor Tab focuses it, and it hears no key', async ({ page }) => {
    await page.setContent(markup(''));
    await page.locator('#viewer').click();
    expect(await focused(page)).toBe('BODY');
    await page.keyboard.press('f');
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    expect(await focused(page), 'Tab goes past the canvas').toBe('after');
    await page.locator('#viewer').evaluate((canvas: HTMLCanvasElement) => canvas.focus());
    expect(await focused(page), 'focus() from code does nothing either').toBe('after');
    await page.keyboard.press('ArrowLeft');
    expect(await keys(page)).toEqual([]);
  });

  test('with tabindex="0" a click or Tab focuses it, and keys reach it only while it has focus', async ({ page }) => {
    await page.setContent(markup('tabindex="0"'));
    await page.locator('#viewer').click();
    expect(await focused(page)).toBe('viewer');
    await page.keyboard.press('f');
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('viewer');
    await page.keyboard.press('ArrowLeft');
    await page.locator('#after').focus();
    await page.keyboard.press('r');
    expect(await keys(page)).toEqual(['f', 'ArrowLeft']);
  });
});

test.describe('Content-Security-Policy for the decoders', () => {
  /** The policy of the asset pipeline guide, as one header value. */
  function guidePolicy(): string {
    const guide = readFileSync('docs/manual/asset-pipeline.mdx', 'utf8');
    const block = /^```text[^\n]*\n(script-src[^`]*?)^```/m.exec(guide)?.[1];
    if (!block) throw new Error('docs/manual/asset-pipeline.mdx has no text block starting with script-src');
    return block.replace(/\s*\n\s*/g, ' ').trim();
  }

  /**
   * Compiles the smallest WebAssembly module (magic number and version) and starts a worker from
   * a blob: URL, as three.js's decoders do, and writes the outcome and any violation on <html>.
   */
  const probe = `
    const html = document.documentElement;
    const violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(event.effectiveDirective + ' ' + event.blockedURI.replace(/^blob:.*/, 'blob'));
      html.dataset.violations = violations.join(', ');
    });
    WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(
      () => { html.dataset.wasm = 'compiled'; },
      (error) => { html.dataset.wasm = 'refused: ' + error.name; },
    );
    try {
      const url = URL.createObjectURL(new Blob(['postMessage("started")'], { type: 'text/javascript' }));
      const worker = new Worker(url);
      worker.onmessage = (event) => { html.dataset.worker = event.data; };
      worker.onerror = () => { html.dataset.worker = 'failed'; };
    } catch (error) {
      html.dataset.worker = 'refused: ' + error.name;
    }`;
  const html = `<!doctype html><html><head><script src="${PROBE}"></script></head><body></body></html>`;

  async function outcome(page: Page, policy: string) {
    await serve(page, html, { 'content-security-policy': policy }, probe);
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-wasm', /.+/);
    await expect(root).toHaveAttribute('data-worker', /.+/);
    return root.evaluate((element) => ({
      wasm: element.dataset.wasm,
      worker: element.dataset.worker,
      violations: element.dataset.violations ?? '',
    }));
  }

  test("the guide's policy lets WebAssembly compile and a blob: worker start", async ({ page }) => {
    const policy = guidePolicy();
    expect(policy).toContain("'wasm-unsafe-eval'");
    expect(await outcome(page, policy)).toEqual({ wasm: 'compiled', worker: 'started', violations: '' });
  });

  test.describe("without the guide's sources", () => {
    test.use({ expectedConsoleErrors: ['WebAssembly', 'Creating a worker from'] });

    test("without 'wasm-unsafe-eval' WebAssembly.compile is refused", async ({ page }) => {
      const policy = guidePolicy().replace(" 'wasm-unsafe-eval'", '');
      expect(policy).toContain('script-src ');
      expect(await outcome(page, policy)).toEqual({
        wasm: 'refused: CompileError',
        worker: 'started',
        violations: 'script-src wasm-eval',
      });
    });

    test('without blob: in worker-src the worker is refused', async ({ page }) => {
      // Chromium refuses it after construction: the worker gets an error event, no exception.
      const policy = guidePolicy().replace(/(worker-src[^;]*?) blob:/, '$1');
      expect(policy).toMatch(/worker-src 'self';/);
      expect(await outcome(page, policy)).toEqual({
        wasm: 'compiled',
        worker: 'failed',
        violations: 'worker-src blob',
      });
    });
  });
});

test(`one WebGL context more than ${CHROMIUM_WEBGL_CONTEXTS} makes Chromium lose the oldest, and only it`, async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /WebGL/.test(message.text())) warnings.push(message.text());
  });
  await page.setContent('<!doctype html><body></body>');
  const result = await page.evaluate(async (limit) => {
    const lostEvents: number[] = [];
    const contexts: (WebGL2RenderingContext | null)[] = [];
    const create = () => {
      const index = contexts.length;
      const canvas = document.createElement('canvas');
      canvas.addEventListener('webglcontextlost', () => lostEvents.push(index));
      document.body.append(canvas);
      contexts.push(canvas.getContext('webgl2'));
    };
    const lost = () => contexts.flatMap((gl, index) => (gl?.isContextLost() ? [index] : []));
    while (contexts.length < limit) create();
    const atLimit = lost();
    create();
    // The event is dispatched after the context is marked lost.
    for (let waited = 0; lostEvents.length === 0 && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { created: contexts.every(Boolean), atLimit, afterOneMore: lost(), lostEvents };
  }, CHROMIUM_WEBGL_CONTEXTS);
  expect(result).toEqual({ created: true, atLimit: [], afterOneMore: [0], lostEvents: [0] });
  expect(warnings.join('\n')).toMatch(/Too many active WebGL contexts\. Oldest context will be lost/);
});
