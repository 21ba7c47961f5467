import {
  Color,
  DoubleSide,
  Mesh,
  MeshBasicMaterial,
  NoBlending,
  OrthographicCamera,
  PlaneGeometry,
  ShaderMaterial,
  Vector2,
  WebGLRenderTarget,
  type Scene,
  type WebGLRenderer,
} from 'three';

/**
 * A soft contact shadow: the subject is seen from below by an orthographic camera, each surface
 * darker the closer it is to the ground, then blurred. The ring never moves (the camera orbits),
 * so the shadow is baked once instead of every frame, which costs nothing while the visitor turns
 * the view.
 */
export interface ContactShadowOptions {
  /** Size of the shadow area on the ground, in model units. */
  width: number;
  depth: number;
  /** Surfaces higher than this above the ground cast no shadow. */
  fadeHeight: number;
  groundY: number;
  resolution?: number;
  /** Blur radius in model units (setBlur changes it); applied in four passes of decreasing width. */
  blur?: number;
  darkness?: number;
}

const FULLSCREEN_VERTEX = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy * 2.0, 0.0, 1.0);
}`;

// Separable Gaussian, 9 taps at linear-sampling offsets.
const BLUR_FRAGMENT = /* glsl */ `
uniform sampler2D source;
uniform vec2 direction;
varying vec2 vUv;
void main() {
  vec4 sum = texture2D(source, vUv) * 0.2270270270;
  sum += texture2D(source, vUv + direction * 1.3846153846) * 0.3162162162;
  sum += texture2D(source, vUv - direction * 1.3846153846) * 0.3162162162;
  sum += texture2D(source, vUv + direction * 3.2307692308) * 0.0702702703;
  sum += texture2D(source, vUv - direction * 3.2307692308) * 0.0702702703;
  gl_FragColor = sum;
}`;

const HEIGHT_VERTEX = /* glsl */ `
uniform float groundY;
varying float vHeight;
void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vHeight = world.y - groundY;
  gl_Position = projectionMatrix * viewMatrix * world;
}`;

const HEIGHT_FRAGMENT = /* glsl */ `
uniform float fadeHeight;
uniform float darkness;
varying float vHeight;
void main() {
  float closeness = 1.0 - clamp(vHeight / fadeHeight, 0.0, 1.0);
  gl_FragColor = vec4(0.0, 0.0, 0.0, pow(closeness, 2.5) * darkness);
}`;

export interface ContactShadow {
  /** The ground plane that shows the shadow; add it to the scene. */
  mesh: Mesh;
  /** Re-renders the shadow of what is visible in `scene`, for example after parts were shown or hidden. */
  bake(renderer: WebGLRenderer, scene: Scene): void;
  setOpacity(opacity: number): void;
  /** Sets the blur radius in model units; it shows at the next bake. */
  setBlur(radius: number): void;
  /** The blur radius of the next bake, in model units. */
  readonly blur: number;
  dispose(): void;
}

export function createContactShadow(options: ContactShadowOptions): ContactShadow {
  const resolution = options.resolution ?? 256;
  let blur = options.blur ?? 0.12;
  const target = new WebGLRenderTarget(resolution, resolution, { depthBuffer: true });
  const pingPong = new WebGLRenderTarget(resolution, resolution, { depthBuffer: false });
  target.texture.generateMipmaps = false;
  pingPong.texture.generateMipmaps = false;

  const camera = new OrthographicCamera(
    -options.width / 2,
    options.width / 2,
    options.depth / 2,
    -options.depth / 2,
    0,
    options.fadeHeight,
  );
  camera.position.set(0, options.groundY, 0);
  camera.rotation.x = Math.PI / 2; // look straight up, with the image's up along +z

  const heightMaterial = new ShaderMaterial({
    vertexShader: HEIGHT_VERTEX,
    fragmentShader: HEIGHT_FRAGMENT,
    uniforms: {
      groundY: { value: options.groundY },
      fadeHeight: { value: options.fadeHeight },
      darkness: { value: options.darkness ?? 1 },
    },
    blending: NoBlending,
    side: DoubleSide,
  });
  const blurMaterial = new ShaderMaterial({
    vertexShader: FULLSCREEN_VERTEX,
    fragmentShader: BLUR_FRAGMENT,
    uniforms: { source: { value: null }, direction: { value: new Vector2() } },
    depthTest: false,
    depthWrite: false,
    blending: NoBlending,
  });
  const blurQuad = new Mesh(new PlaneGeometry(1, 1), blurMaterial);
  blurQuad.frustumCulled = false;

  const groundMaterial = new MeshBasicMaterial({
    map: target.texture,
    transparent: true,
    depthWrite: false,
    side: DoubleSide,
  });
  const mesh = new Mesh(new PlaneGeometry(options.width, options.depth), groundMaterial);
  // The plane's +v runs along +z like the shadow image's up axis.
  mesh.rotation.x = Math.PI / 2;
  mesh.position.y = options.groundY + 0.0015;
  mesh.renderOrder = -1;
  mesh.name = 'contact-shadow';

  function blurPass(renderer: WebGLRenderer, radius: number): void {
    const texel = radius / resolution;
    blurMaterial.uniforms.source!.value = target.texture;
    (blurMaterial.uniforms.direction!.value as Vector2).set(texel, 0);
    renderer.setRenderTarget(pingPong);
    renderer.render(blurQuad, camera);
    blurMaterial.uniforms.source!.value = pingPong.texture;
    (blurMaterial.uniforms.direction!.value as Vector2).set(0, texel);
    renderer.setRenderTarget(target);
    renderer.render(blurQuad, camera);
  }

  return {
    mesh,
    bake(renderer, scene) {
      const saved = {
        target: renderer.getRenderTarget(),
        clearColor: renderer.getClearColor(new Color()),
        clearAlpha: renderer.getClearAlpha(),
        background: scene.background,
        override: scene.overrideMaterial,
        meshVisible: mesh.visible,
      };
      mesh.visible = false;
      scene.background = null;
      scene.overrideMaterial = heightMaterial;
      renderer.setRenderTarget(target);
      // Black, fully transparent: the blur then never mixes a foreign colour into the shadow's edge.
      renderer.setClearColor(0x000000, 0);
      renderer.clear();
      renderer.render(scene, camera);
      scene.overrideMaterial = saved.override;
      const blurTexels = (blur / options.width) * resolution;
      for (const share of [0.5, 0.3, 0.15, 0.05]) blurPass(renderer, blurTexels * share);
      renderer.setRenderTarget(saved.target);
      renderer.setClearColor(saved.clearColor, saved.clearAlpha);
      scene.background = saved.background;
      mesh.visible = saved.meshVisible;
    },
    setOpacity(opacity) {
      groundMaterial.opacity = opacity;
    },
    setBlur(radius) {
      blur = radius;
    },
    get blur() {
      return blur;
    },
    dispose() {
      target.dispose();
      pingPong.dispose();
      heightMaterial.dispose();
      blurMaterial.dispose();
      blurQuad.geometry.dispose();
      groundMaterial.dispose();
      mesh.geometry.dispose();
    },
  };
}
