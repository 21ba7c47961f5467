/**
 * Progressive anti-aliasing of the still view: while nothing moves, each tick draws the frame once
 * more with the camera shifted by a sub-pixel offset (a Halton sequence), copies the tone-mapped
 * result from the screen and averages it into a running mean, which is what the screen shows. Edges
 * and the stones' fine facets sharpen over a few frames; any change starts again from a plain frame.
 * Averaging after tone mapping keeps the look of the live frame exactly, backdrop included.
 */
import {
  FramebufferTexture,
  HalfFloatType,
  Mesh,
  NoBlending,
  OrthographicCamera,
  PlaneGeometry,
  ShaderMaterial,
  Vector2,
  WebGLRenderTarget,
  type PerspectiveCamera,
  type Scene,
  type Texture,
  type WebGLRenderer,
} from 'three';

/** Frames averaged at rest, the plain one included. */
export const ACCUMULATION_SAMPLES = 8;

const FULL_SCREEN_VERTEX = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}`;

/** Element `index` of the Halton sequence in `base`: well spread offsets in [0, 1). */
function halton(index: number, base: number): number {
  let result = 0;
  let fraction = 1 / base;
  for (let i = index; i > 0; i = Math.floor(i / base), fraction /= base) result += fraction * (i % base);
  return result;
}

export interface Accumulation {
  /**
   * Draws sample `index` (0 is the plain frame) and shows the mean of samples 0 to `index`.
   * `jitterView` moves the camera's picture by a fraction of a device pixel (0, 0 puts it back).
   */
  sample(scene: Scene, camera: PerspectiveCamera, index: number, jitterView: (x: number, y: number) => void): void;
  dispose(): void;
}

export function createAccumulation(renderer: WebGLRenderer): Accumulation {
  const quadCamera = new OrthographicCamera(-1, 1, 1, -1, 0, 1);
  const previousMean = { value: null as Texture | null };
  const latest = { value: null as Texture | null };
  const weight = { value: 1 };
  const mean = { value: null as Texture | null };
  const blend = new ShaderMaterial({
    uniforms: { previous: previousMean, current: latest, weight },
    vertexShader: FULL_SCREEN_VERTEX,
    fragmentShader: /* glsl */ `
uniform sampler2D previous;
uniform sampler2D current;
uniform float weight;
varying vec2 vUv;
void main() {
  gl_FragColor = mix(texture2D(previous, vUv), texture2D(current, vUv), weight);
}`,
    blending: NoBlending,
    depthTest: false,
    depthWrite: false,
    toneMapped: false,
  });
  const present = new ShaderMaterial({
    uniforms: { source: mean },
    vertexShader: FULL_SCREEN_VERTEX,
    fragmentShader: /* glsl */ `
uniform sampler2D source;
varying vec2 vUv;
void main() {
  gl_FragColor = texture2D(source, vUv);
}`,
    blending: NoBlending,
    depthTest: false,
    depthWrite: false,
    toneMapped: false,
  });
  const quad = new Mesh(new PlaneGeometry(2, 2), blend);
  quad.frustumCulled = false;
  const bufferSize = new Vector2();
  let frame: FramebufferTexture | null = null;
  let targets: [WebGLRenderTarget, WebGLRenderTarget] | null = null;

  const release = () => {
    frame?.dispose();
    for (const target of targets ?? []) target.dispose();
    frame = null;
    targets = null;
  };

  /** Buffers the size of the drawing buffer, made again when it changes. */
  function buffersFor(width: number, height: number): [FramebufferTexture, [WebGLRenderTarget, WebGLRenderTarget]] {
    if (!frame || !targets || frame.image.width !== width || frame.image.height !== height) {
      release();
      frame = new FramebufferTexture(width, height);
      const options = { type: HalfFloatType, depthBuffer: false };
      targets = [new WebGLRenderTarget(width, height, options), new WebGLRenderTarget(width, height, options)];
    }
    return [frame, targets];
  }

  return {
    sample(scene, camera, index, jitterView) {
      renderer.getDrawingBufferSize(bufferSize);
      const [current, [previous, next]] = buffersFor(bufferSize.x, bufferSize.y);
      // An offset within one device pixel.
      if (index > 0) jitterView(halton(index, 2) - 0.5, halton(index, 3) - 0.5);
      renderer.setRenderTarget(null);
      renderer.render(scene, camera);
      if (index > 0) jitterView(0, 0);
      renderer.copyFramebufferToTexture(current);

      quad.material = blend;
      previousMean.value = previous.texture;
      latest.value = current;
      weight.value = 1 / (index + 1);
      renderer.setRenderTarget(next);
      renderer.render(quad, quadCamera);
      targets = [next, previous];

      quad.material = present;
      mean.value = next.texture;
      renderer.setRenderTarget(null);
      renderer.render(quad, quadCamera);
    },
    dispose() {
      release();
      quad.geometry.dispose();
      blend.dispose();
      present.dispose();
    },
  };
}
