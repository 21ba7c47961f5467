/**
 * The ring viewer's three.js engine. It touches no DOM beyond the canvas and the element it
 * listens to for pointers, so it runs the same in a Web Worker (on an OffscreenCanvas, the usual
 * case: see serve.ts and ../host.ts) as on the page. Only /realvwr and /editor load it.
 */
import {
  Box3,
  CanvasTexture,
  Group,
  MathUtils,
  Mesh,
  NeutralToneMapping,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Sphere,
  Spherical,
  SRGBColorSpace,
  TOUCH,
  Vector3,
  WebGLRenderer,
  type BufferGeometry,
  type Material,
  type Object3D,
  type Texture,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';

import {
  backgrounds,
  cameraViews,
  gems,
  metals,
  type BackgroundId,
  type CameraViewId,
  type StudioId,
} from '../../../data/ringViewer';
import type { RingConfiguration } from '../configuration';
import type { FrameStats, RingViewerEvent, RingViewerHandle } from '../types';
import { HOTSPOT_IDS, samePlacements, type HotspotId, type HotspotPlacements } from '../hotspots';
import { POLAR_LIMITS, ZOOM_LIMITS, type CameraPose } from '../cameraPose';
import { ACCUMULATION_SAMPLES, createAccumulation } from './accumulation';
import { snapshotPixels } from '../snapshotSize';
import { clipPixels, TURNTABLE } from '../turntableClip';
import { recordTurntable } from './turntable';
import { createBrilliantCut } from './brilliantCut';
import { createContactShadow } from './contactShadow';
import { inSight } from './hotspotSight';
import type { EngineReport, ScreenRect } from './debugHook';
import type { StartSettings, SurfaceSize } from './protocol';
import { applyGemPreset, createGemMaterial, setGemEnvironment, setGemEnvironmentIntensity } from './gemMaterial';
import { applyMetalPreset, createMetalMaterial } from './materials';
import {
  centerStonePlacement,
  createHeadGeometry,
  createShankGeometry,
  GROUND_Y,
  hotspotAnchors,
  sideStoneTransforms,
} from './ringGeometry';
import { createRenderScale } from './renderScale';
import { DAMPING_PER_60HZ_FRAME, dampingFactorFor, REDUCED_MOTION_DAMPING_PER_60HZ_FRAME } from './damping';
import { bakeStudioEnvironment } from './studioEnvironment';
import { gpuDone } from './gpuDone';

const MAX_PIXEL_RATIO = 2;
/** Room around the ring's bounding sphere when a view frames it. */
const FRAME_MARGIN = 1.02;
const VIEW_TRANSITION_MS = 900;
/** Zoom (share of the fitting distance) closer than which the view turns toward the stone: the preset views sit above it. */
const ZOOM_CENTRING_FROM = 0.9;
const STATS_INTERVAL_MS = 250;
/** Distance (share of the fitting distance) at which a hotspot frames its part. */
const HOTSPOT_ZOOM = 0.45;
/** Added to a hotspot's surface normal: the camera looks at the part from a little above. */
const HOTSPOT_VIEW_LIFT = new Vector3(0, 0.6, 0);
/** Longest step fed to damping and auto-rotation, so a slow frame does not jump the camera. */
const MAX_STEP_SECONDS = 0.1;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

interface ViewTransition {
  start: number;
  fromPosition: Vector3;
  fromTarget: Vector3;
  toPosition: Vector3;
  toTarget: Vector3;
}

/** A radial gradient for the backdrop, drawn once on a small 2D canvas (offscreen in a worker). */
function createBackdrop(gradient: readonly [string, string]): Texture {
  const canvas =
    typeof OffscreenCanvas === 'undefined' ? document.createElement('canvas') : new OffscreenCanvas(512, 512);
  canvas.width = 512;
  canvas.height = 512;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (context) {
    const fill = context.createRadialGradient(256, 200, 0, 256, 256, 400);
    fill.addColorStop(0, gradient[0]);
    fill.addColorStop(1, gradient[1]);
    context.fillStyle = fill;
    context.fillRect(0, 0, 512, 512);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

export interface EngineOptions extends StartSettings {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  /** What OrbitControls listens to: the canvas on the page, its stand-in in a worker (pointerProxy.ts). */
  pointerTarget: HTMLElement;
  onEvent: (event: RingViewerEvent) => void;
}

export interface EngineHandle extends RingViewerHandle {
  /** The canvas's new CSS size and pixel ratio (the page observes them). */
  resize(size: SurfaceSize): void;
  /** False while the tab is hidden or the canvas is off screen: the loop stops. */
  setActive(active: boolean): void;
  /** How many of the page's commands have been acted on so far, for the next report. */
  setCommandsHandled(count: number): void;
}

export function createRingViewer(options: EngineOptions): EngineHandle {
  const { canvas, onEvent } = options;
  onEvent({ type: 'progress', progress: { stage: 'scene' } });

  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, powerPreference: 'high-performance' });
  let size = options.size;
  let fullPixelRatio = Math.min(size.pixelRatio || 1, MAX_PIXEL_RATIO);
  renderer.setPixelRatio(fullPixelRatio);
  renderer.toneMapping = NeutralToneMapping;
  renderer.toneMappingExposure = options.configuration.exposure;
  renderer.setClearColor(0x000000, 0);

  const scene = new Scene();
  let studio = options.configuration.studio;
  let environment = bakeStudioEnvironment(renderer, studio);
  scene.environment = environment.texture;

  // Geometry and materials: built once, shared between the pavé stones.
  const geometries: BufferGeometry[] = [];
  const own = <T extends BufferGeometry>(geometry: T) => (geometries.push(geometry), geometry);
  const cut = createBrilliantCut();
  const brilliant = own(cut.geometry);
  const shankMaterial = createMetalMaterial(metals[options.configuration.bandMetal]);
  const headMaterial = createMetalMaterial(metals[options.configuration.settingMetal]);
  const centerMaterial = createGemMaterial(cut.planes, environment.texture, gems[options.configuration.centerStone]);
  const sideMaterial = createGemMaterial(cut.planes, environment.texture, gems.diamond);
  const materials: Material[] = [shankMaterial, headMaterial, centerMaterial, sideMaterial];

  const ring = new Group();
  ring.name = 'ring';
  const shank = new Mesh(own(createShankGeometry()), shankMaterial);
  const head = new Mesh(own(createHeadGeometry()), headMaterial);
  const centerStone = new Mesh(brilliant, centerMaterial);
  const placement = centerStonePlacement();
  centerStone.position.copy(placement.position);
  centerStone.scale.setScalar(placement.scale);
  const sideStones = new Group();
  for (const transform of sideStoneTransforms()) {
    const stone = new Mesh(brilliant, sideMaterial);
    stone.applyMatrix4(transform);
    sideStones.add(stone);
  }
  ring.add(shank, head, centerStone, sideStones);
  scene.add(ring);
  /** The longest side of the ring's bounding box: the shadow's blur is a fraction of it. */
  const ringSize = Math.max(...new Box3().setFromObject(ring).getSize(new Vector3()).toArray());

  const shadow = createContactShadow({
    width: 3.6,
    depth: 1.8,
    fadeHeight: 0.9,
    groundY: GROUND_Y,
    blur: options.configuration.shadowBlur * ringSize,
    darkness: 0.85,
  });
  scene.add(shadow.mesh);

  const camera = new PerspectiveCamera(30, 1, 0.05, 80);
  const controls = new OrbitControls(camera, options.pointerTarget);
  controls.enableDamping = true;
  controls.dampingFactor = DAMPING_PER_60HZ_FRAME;
  controls.enablePan = false;
  // One finger turns (vertical swipes scroll the page: touch-action pan-y), two turn and zoom.
  controls.touches.TWO = TOUCH.DOLLY_ROTATE;
  // OrbitControls sets touch-action: none on the element it listens to; the page's CSS decides.
  if (options.pointerTarget.style) options.pointerTarget.style.touchAction = '';
  controls.minPolarAngle = MathUtils.degToRad(POLAR_LIMITS.least);
  controls.maxPolarAngle = MathUtils.degToRad(POLAR_LIMITS.most); // stay above the ground
  controls.rotateSpeed = 0.7;
  controls.zoomSpeed = 0.8;
  controls.autoRotateSpeed = 1.6; // degrees-per-frame scale of OrbitControls: about 37 s per turn
  controls.autoRotate = options.autoRotate;

  // The ring's bounding sphere: views and zoom limits are expressed relative to the distance at
  // which it just fits the frame, so every view frames the ring on any screen shape.
  const bounds = new Box3().setFromObject(ring).getBoundingSphere(new Sphere());
  let fitDistance = 1;

  function updateFitDistance(): void {
    const verticalHalf = MathUtils.degToRad(camera.fov / 2);
    const horizontalHalf = Math.atan(Math.tan(verticalHalf) * camera.aspect);
    const next = (bounds.radius * FRAME_MARGIN) / Math.sin(Math.min(verticalHalf, horizontalHalf));
    if (next === fitDistance) return;
    // Keep the visitor's relative zoom when the frame changes shape.
    const offset = camera.position.clone().sub(controls.target);
    camera.position.copy(controls.target).add(offset.multiplyScalar(next / fitDistance));
    fitDistance = next;
    controls.minDistance = fitDistance * ZOOM_LIMITS.closest;
    controls.maxDistance = fitDistance * ZOOM_LIMITS.furthest;
  }

  // Zooming in moves the point the camera turns around from the view's target (the middle of the
  // ring) to the centre stone, so the stone stays in frame at the closest zoom.
  const stoneFocus = placement.position.clone();
  /** What zooming in closes on: the centre stone, or the part a hotspot framed (`focusPart`). */
  let zoomFocus = stoneFocus;
  let focusPart: HotspotId | undefined;
  let viewTarget = new Vector3(...cameraViews[options.view].target);

  /** Where the camera looks from `distance`: the view's target, drawn toward the stone up close. */
  function focusAt(distance: number, target: Vector3): Vector3 {
    const from = fitDistance * ZOOM_CENTRING_FROM;
    const span = from - controls.minDistance;
    const closeness = span > 0 ? MathUtils.clamp((from - distance) / span, 0, 1) : 0;
    return target.clone().lerp(zoomFocus, MathUtils.smoothstep(closeness, 0, 1));
  }

  /** Keeps the focus in step with the zoom; moves target and camera together (the angle stays). */
  function centreZoom(): void {
    const shift = focusAt(camera.position.distanceTo(controls.target), viewTarget).sub(controls.target);
    if (shift.lengthSq() < 1e-12) return;
    controls.target.add(shift);
    camera.position.add(shift);
    dirty = true;
  }

  function viewPose(id: CameraViewId): { position: Vector3; target: Vector3 } {
    const view = cameraViews[id];
    const target = focusAt(fitDistance * view.zoom, new Vector3(...view.target));
    const position = new Vector3(...view.direction)
      .normalize()
      .multiplyScalar(fitDistance * view.zoom)
      .add(target);
    return { position, target };
  }

  /** The view as a link carries it (cameraPose.ts): angles, relative distance, aim and focus. */
  function currentPose(): CameraPose {
    const spherical = new Spherical().setFromVector3(camera.position.clone().sub(controls.target));
    return {
      azimuth: MathUtils.radToDeg(spherical.theta),
      polar: MathUtils.radToDeg(spherical.phi),
      distance: spherical.radius / fitDistance,
      target: [viewTarget.x, viewTarget.y, viewTarget.z],
      ...(focusPart ? { focus: focusPart } : {}),
    };
  }

  /**
   * Aims at a linked pose: where the camera and its target go. A pose comes from an address, so
   * its aim is kept within the ring's bounding sphere and its angles and distance within limits.
   */
  function placeForPose(pose: CameraPose): { position: Vector3; target: Vector3 } {
    focusPart = pose.focus;
    zoomFocus = pose.focus ? anchors[pose.focus].point.clone() : stoneFocus;
    viewTarget = new Vector3(...pose.target);
    if (viewTarget.distanceTo(bounds.center) > bounds.radius) {
      viewTarget.sub(bounds.center).setLength(bounds.radius).add(bounds.center);
    }
    const distance = fitDistance * MathUtils.clamp(pose.distance, ZOOM_LIMITS.closest, ZOOM_LIMITS.furthest);
    const polar = MathUtils.clamp(MathUtils.degToRad(pose.polar), controls.minPolarAngle, controls.maxPolarAngle);
    const target = focusAt(distance, viewTarget);
    const position = new Vector3()
      .setFromSpherical(new Spherical(distance, polar, MathUtils.degToRad(pose.azimuth)))
      .add(target);
    return { position, target };
  }

  // State of the render loop.
  let configuration = options.configuration;
  let reducedMotion = options.reducedMotion;
  let backdrop: Texture | null = null;
  let backdropId: BackgroundId | null = null;
  let dirty = true;
  let settled = false;
  let transition: ViewTransition | null = null;
  let frameRequest = 0;
  let lastTick = 0;
  let lastDrawAt = 0;
  let frames = 0;
  let statsEnabled = false;
  let lastStatsAt = 0;
  let frameMs = 0;
  let renderMs = 0;
  let disposed = false;
  let active = true;
  /** A turntable clip is being recorded: the loop is stopped and the canvas is the clip's size. */
  let recording = false;
  let pendingConfiguration: RingConfiguration | null = null;
  /** The bake and the shaders are done on the GPU: the loop may start. */
  let prepared = false;
  let readySent = false;
  const renderScale = createRenderScale();
  const accumulation = createAccumulation(renderer);
  /** Samples averaged into the still frame on screen: 0 while anything changes. */
  let accumulated = 0;
  let drawnScale = 1;
  /** A pointer is down on the view (drag or pinch): OrbitControls' start and end events. */
  let interacting = false;
  /** Released with momentum: damping moves the view until the glide is spent. */
  let gliding = false;
  /**
   * The camera is where the page last sent it, a preset view or a linked pose (or is moving
   * there): the first change after that is reported as leaving it.
   */
  let atPreset = true;

  /** Resizes the drawing buffer to a fraction of full resolution (see renderScale.ts). */
  function applyScale(scale: number): void {
    if (scale === drawnScale) return;
    drawnScale = scale;
    renderer.setPixelRatio(fullPixelRatio * scale);
  }

  function applyBackground(id: BackgroundId): void {
    if (id === backdropId) return;
    backdrop?.dispose();
    const preset = backgrounds[id];
    backdrop = preset.gradient ? createBackdrop(preset.gradient) : null;
    scene.background = backdrop;
    backdropId = id;
  }

  /** Bakes the chosen studio's light and hands it to the scene and the stones' own shader. */
  function applyStudio(id: StudioId): void {
    if (id === studio) return;
    const previous = environment;
    environment = bakeStudioEnvironment(renderer, id);
    studio = id;
    scene.environment = environment.texture;
    setGemEnvironment(centerMaterial, environment.texture);
    setGemEnvironment(sideMaterial, environment.texture);
    previous.dispose();
  }

  function applyConfiguration(next: RingConfiguration): void {
    const sideStonesBefore = sideStones.visible;
    applyMetalPreset(shankMaterial, metals[next.bandMetal]);
    applyMetalPreset(headMaterial, metals[next.settingMetal]);
    applyGemPreset(centerMaterial, gems[next.centerStone]);
    sideStones.visible = next.sideStones !== 'none';
    if (next.sideStones !== 'none') applyGemPreset(sideMaterial, gems[next.sideStones]);
    scene.environmentIntensity = next.environmentIntensity;
    setGemEnvironmentIntensity(centerMaterial, next.environmentIntensity);
    setGemEnvironmentIntensity(sideMaterial, next.environmentIntensity);
    applyBackground(next.background);
    applyStudio(next.studio);
    renderer.toneMappingExposure = next.exposure;
    shadow.setOpacity(next.shadowOpacity);
    const blurBefore = shadow.blur;
    shadow.setBlur(next.shadowBlur * ringSize);
    if (sideStones.visible !== sideStonesBefore || shadow.blur !== blurBefore) shadow.bake(renderer, scene);
    configuration = next;
    dirty = true;
  }

  applyConfiguration(configuration);
  shadow.bake(renderer, scene);

  /**
   * Sets the drawing buffer to `pixels` for a file (a snapshot, a clip's frames): no overlays, so
   * the ring sits in the middle of the whole picture, and behind a transparent view the page's
   * backdrop, drawn as the engine's own would be, so the file shows what the visitor saw. Returns
   * what takes that backdrop away again; resize() puts the view's own size back.
   */
  function frameForFile(pixels: { width: number; height: number }, backdropId?: BackgroundId): () => void {
    renderer.setPixelRatio(1);
    renderer.setSize(pixels.width, pixels.height, false);
    camera.aspect = pixels.width / pixels.height;
    camera.clearViewOffset();
    const gradient = backdropId && !scene.background ? backgrounds[backdropId].gradient : null;
    const pageBackdrop = gradient ? createBackdrop(gradient) : null;
    if (pageBackdrop) scene.background = pageBackdrop;
    return () => {
      if (!pageBackdrop) return;
      // Disposing of the viewer meanwhile has already cleared the scene.
      if (scene.background === pageBackdrop) scene.background = backdrop;
      pageBackdrop.dispose();
    };
  }

  function resize(): void {
    const width = Math.max(1, size.width);
    const height = Math.max(1, size.height);
    fullPixelRatio = Math.min(size.pixelRatio || 1, MAX_PIXEL_RATIO);
    renderer.setPixelRatio(fullPixelRatio * drawnScale);
    renderer.setSize(width, height, false);
    // The lens and the fit are those of the part of the frame no overlay covers.
    const free = freeArea();
    camera.aspect = free.width / free.height;
    // On narrow screens pull the lens back so the whole ring stays in frame.
    camera.fov = camera.aspect < 0.9 ? 42 : camera.aspect < 1.3 ? 35 : 30;
    placeView();
    updateFitDistance();
    dirty = true;
  }

  /** The part of the canvas, in CSS pixels, that the page's overlays leave free. */
  function freeArea(): { width: number; height: number } {
    const { top, right, bottom, left } = size.covered;
    return {
      width: Math.max(1, size.width - left - right),
      height: Math.max(1, size.height - top - bottom),
    };
  }

  /**
   * Draws the picture the camera frames for the free part of the canvas across the whole canvas,
   * with that part where it is (an off-centre view), moved by `jitterX`/`jitterY` device pixels for
   * progressive anti-aliasing.
   */
  function placeView(jitterX = 0, jitterY = 0): void {
    const { top, right, bottom, left } = size.covered;
    if (!top && !right && !bottom && !left && !jitterX && !jitterY) {
      camera.clearViewOffset(); // updates the projection
      return;
    }
    const free = freeArea();
    const devicePixelsPerCss = renderer.getPixelRatio();
    camera.setViewOffset(
      free.width,
      free.height,
      -left + jitterX / devicePixelsPerCss,
      -top + jitterY / devicePixelsPerCss,
      Math.max(1, size.width),
      Math.max(1, size.height),
    );
  }

  /** @param continuing - the previous tick drew too, so the time since then is a frame interval. */
  function draw(now: number, continuing: boolean): void {
    const started = performance.now();
    renderer.render(scene, camera);
    const spent = performance.now() - started;
    renderMs = renderMs === 0 ? spent : renderMs * 0.9 + spent * 0.1;
    if (continuing) {
      const interval = now - lastDrawAt;
      frameMs = frameMs === 0 ? interval : frameMs * 0.9 + interval * 0.1;
      // Only frames drawn at the governed scale tell whether that scale is affordable.
      if (drawnScale === renderScale.moving) renderScale.record(interval);
    }
    lastDrawAt = now;
    frames += 1;
    accumulated = 0;
    if (!readySent) {
      readySent = true;
      onEvent({ type: 'ready' });
    }
  }

  function stepTransition(now: number): boolean {
    if (!transition) return false;
    const progress = Math.min(1, (now - transition.start) / VIEW_TRANSITION_MS);
    const eased = easeInOutCubic(progress);
    camera.position.lerpVectors(transition.fromPosition, transition.toPosition, eased);
    controls.target.lerpVectors(transition.fromTarget, transition.toTarget, eased);
    if (progress >= 1) {
      transition = null;
      controls.enableDamping = true;
    }
    return true;
  }

  /** Puts the camera where a view change in progress was going, at once. */
  function finishTransition(): void {
    if (!transition) return;
    camera.position.copy(transition.toPosition);
    controls.target.copy(transition.toTarget);
    camera.lookAt(controls.target);
    transition = null;
    controls.enableDamping = true;
  }

  function reportStats(now: number): void {
    if (!statsEnabled || now - lastStatsAt < STATS_INTERVAL_MS) return;
    lastStatsAt = now;
    const stats: FrameStats = {
      frameMs,
      renderMs,
      drawCalls: renderer.info.render.calls,
      triangles: renderer.info.render.triangles,
      drawing: frames > 0 && !settled,
      framesDrawn: frames,
      movingScale: renderScale.moving,
    };
    onEvent({ type: 'stats', stats });
  }

  function tick(now: number): void {
    frameRequest = requestAnimationFrame(tick);
    const step = lastTick === 0 ? 0 : Math.min((now - lastTick) / 1000, MAX_STEP_SECONDS);
    lastTick = now;
    const moving = stepTransition(now);
    controls.dampingFactor = dampingFactorFor(
      step,
      reducedMotion ? REDUCED_MOTION_DAMPING_PER_60HZ_FRAME : DAMPING_PER_60HZ_FRAME,
    );
    const moved = controls.update(step);
    if (gliding && !moved && !interacting) endGlide();
    if (moved && controls.autoRotate && atPreset && !moving) leavePreset('auto-rotation');
    if (!moving) centreZoom();
    if (moving || moved || dirty) {
      const continuing = lastDrawAt > 0 && !settled;
      if (!continuing) renderScale.restart();
      // Frames the visitor drives (a drag, a view change, auto-rotation) may draw at a reduced
      // scale; a glide after release, a wheel step or a one-off change draw sharp, so the view
      // never alternates between sharp and blurred as it comes to rest.
      const driven = moving || interacting || (moved && controls.autoRotate);
      applyScale(driven ? renderScale.moving : 1);
      dirty = false;
      settled = false;
      draw(now, continuing);
    } else if (drawnScale !== 1) {
      // The view just stopped after frames drawn at a reduced scale: draw the still sharp.
      applyScale(1);
      draw(now, false);
    } else {
      settled = frames > 0;
      frameMs = 0;
      // At rest and sharp: refine the still, one jittered sample per tick.
      if (settled && accumulated < ACCUMULATION_SAMPLES) {
        accumulation.sample(scene, camera, accumulated, placeView);
        accumulated += 1;
      }
    }
    reportStats(now);
    publishInfo();
  }

  /**
   * OrbitControls reports a glide's last steps only when they add up to more than its threshold,
   * every few frames, for seconds: the first update that reports nothing ends the glide instead
   * (what is left is below a pixel), so the view settles once.
   */
  function endGlide(): void {
    gliding = false;
    controls.enableDamping = false;
    controls.update(0); // draws, through the change event, only if the rest amounts to anything
    controls.enableDamping = true;
  }

  function startLoop(): void {
    if (recording || !prepared || disposed || frameRequest !== 0 || !active || renderer.getContext().isContextLost())
      return;
    lastTick = 0;
    lastDrawAt = 0; // a pause is not a frame interval
    frameRequest = requestAnimationFrame(tick);
  }

  function stopLoop(): void {
    if (frameRequest !== 0) cancelAnimationFrame(frameRequest);
    frameRequest = 0;
  }

  const onContextLost = () => {
    stopLoop();
    onEvent({ type: 'context-lost' });
  };
  canvas.addEventListener('webglcontextlost', onContextLost);

  const stopAutoRotateOnInteraction = () => {
    transition = null;
    controls.enableDamping = true;
    if (controls.autoRotate) {
      controls.autoRotate = false;
      onEvent({ type: 'auto-rotate', enabled: false });
    }
  };
  controls.addEventListener('start', stopAutoRotateOnInteraction);

  function leavePreset(by: 'visitor' | 'auto-rotation' | 'hotspot'): void {
    atPreset = false;
    onEvent({ type: 'view-changed', by });
  }
  // The wheel (and OrbitControls' keys) move the camera inside their own handlers, between ticks:
  // the tick's update() then reports nothing, so a change event is what asks for the frame.
  let viewChangeReported = false;
  const requestFrame = () => {
    dirty = true;
    // A click alone moves nothing; the first change during a drag, pinch or wheel turn leaves the preset.
    if (interacting && !viewChangeReported) {
      viewChangeReported = true;
      leavePreset('visitor');
    }
  };
  controls.addEventListener('change', requestFrame);
  const onInteractionStart = () => {
    interacting = true;
    viewChangeReported = false;
  };
  const onInteractionEnd = () => {
    interacting = false;
    gliding = controls.enableDamping;
  };
  controls.addEventListener('start', onInteractionStart);
  controls.addEventListener('end', onInteractionEnd);

  /** Moves the camera to a pose, animated unless the visitor prefers reduced motion; stops auto-rotation. */
  function moveCamera(toPosition: Vector3, toTarget: Vector3): void {
    stopAutoRotateOnInteraction();
    if (reducedMotion) {
      camera.position.copy(toPosition);
      controls.target.copy(toTarget);
      transition = null;
      dirty = true;
      return;
    }
    // Damping would keep adding the last drag's momentum during the move.
    controls.enableDamping = false;
    transition = {
      start: performance.now(),
      fromPosition: camera.position.clone(),
      fromTarget: controls.target.clone(),
      toPosition,
      toTarget,
    };
  }

  function projectBox(object: { updateWorldMatrix(parents: boolean, children: boolean): void }, box: Box3): ScreenRect {
    object.updateWorldMatrix(true, true);
    const { width, height } = size;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const corner = new Vector3();
    for (let i = 0; i < 8; i += 1) {
      corner.set(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z);
      corner.project(camera);
      const x = ((corner.x + 1) / 2) * width;
      const y = ((1 - corner.y) / 2) * height;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
  }

  // Hotspots: hidden where their surface faces away from the camera or another part of the ring
  // stands between them and the camera.
  const anchors = hotspotAnchors();
  const hotspotParts: Record<HotspotId, Object3D> = { centerStone, prongs: head, band: shank };
  const sightLine = new Raycaster();
  let placedHotspots: HotspotPlacements | null = null;

  function placeHotspots(): void {
    const placements = {} as HotspotPlacements;
    const shownParts = [shank, head, centerStone, sideStones].filter((part) => part.visible);
    for (const id of HOTSPOT_IDS) {
      const onScreen = anchors[id].point.clone().project(camera);
      const others = shownParts.filter((part) => part !== hotspotParts[id]);
      placements[id] = {
        x: ((onScreen.x + 1) / 2) * size.width,
        y: ((1 - onScreen.y) / 2) * size.height,
        visible:
          Math.abs(onScreen.x) <= 1 &&
          Math.abs(onScreen.y) <= 1 &&
          inSight(anchors[id], camera.position, others, sightLine),
      };
    }
    if (samePlacements(placedHotspots, placements)) return;
    placedHotspots = placements;
    onEvent({ type: 'hotspots', hotspots: placements });
  }

  /** The pose the last turntable clip turned around. */
  let clipStart: CameraPose | null = null;
  /** The page's commands acted on so far: the page compares it with the number it sent. */
  let commandsHandled = 0;
  let published: Pick<EngineReport, 'frames' | 'settled' | 'accumulated' | 'interacting' | 'commandsHandled'> & {
    configuration: RingConfiguration | null;
  } = {
    frames: -1,
    settled: false,
    accumulated: -1,
    interacting: false,
    configuration: null,
    commandsHandled: -1,
  };

  /** Tells the page what is on screen (for the debug hook), when that changed since the last tick. */
  function publishInfo(): void {
    // What is on screen is current: the last tick had nothing to draw and nothing changed since.
    const current = { frames, settled: settled && !dirty, accumulated, interacting, configuration, commandsHandled };
    if (
      current.frames === published.frames &&
      current.settled === published.settled &&
      current.accumulated === published.accumulated &&
      current.interacting === published.interacting &&
      current.configuration === published.configuration &&
      current.commandsHandled === published.commandsHandled
    )
      return;
    published = current;
    placeHotspots();
    const info: EngineReport = {
      memory: { ...renderer.info.memory },
      programs: renderer.info.programs?.length ?? 0,
      frames,
      settled: current.settled,
      accumulated,
      interacting,
      commandsHandled,
      drawingBuffer: { width: canvas.width, height: canvas.height },
      rects: {
        centerStone: projectBox(centerStone, new Box3().setFromObject(centerStone)),
        shank: projectBox(shank, new Box3().setFromObject(shank)),
      },
      covered: { ...size.covered },
      configuration: { ...configuration },
      pose: currentPose(),
      clipStart,
    };
    onEvent({ type: 'info', info });
  }

  /** Reports even when no frame was drawn since the last report: the recording draws outside the loop. */
  function forcePublishInfo(): void {
    published = { ...published, frames: -1 };
    publishInfo();
  }

  resize();
  const initialPose = options.pose ? placeForPose(options.pose) : viewPose(options.view);
  camera.position.copy(initialPose.position);
  controls.target.copy(initialPose.target);
  controls.update();
  // Each step waits for the GPU to finish its work before the next is announced, so the progress
  // bar says what takes the time: the studio bake, then the shaders, then the first frame.
  const gl = renderer.getContext() as WebGL2RenderingContext;
  void (async () => {
    await gpuDone(gl);
    if (disposed) return;
    onEvent({ type: 'progress', progress: { stage: 'shaders' } });
    renderer.compile(scene, camera);
    // compile() only issues each program's compile and link: nothing waits for one until its first
    // use reads its link status and uniforms, and a software GPU (SwiftShader) builds its code for
    // each draw state at the first draw with it. One unseen draw does both here (the canvas shows
    // once the loop draws).
    renderer.render(scene, camera);
    await gpuDone(gl);
    if (disposed) return;
    onEvent({ type: 'progress', progress: { stage: 'frame' } });
    prepared = true;
    startLoop();
  })();

  return {
    setConfiguration(next) {
      if (disposed) return;
      // A clip being recorded keeps the ring it started with; the last choice shows after it.
      if (recording) pendingConfiguration = next;
      else applyConfiguration(next);
    },
    showView(id) {
      if (recording) return; // the clip keeps the view it started from
      zoomFocus = stoneFocus;
      focusPart = undefined;
      const { position, target } = viewPose(id);
      viewTarget = new Vector3(...cameraViews[id].target);
      moveCamera(position, target);
      atPreset = true;
    },
    frameHotspot(id) {
      if (recording) return; // the clip keeps the view it started from
      const anchor = anchors[id];
      // Seen from outside its surface, a little above and turned toward the current view, at the
      // distance where a part fills the frame.
      const toCamera = camera.position.clone().sub(controls.target).normalize().multiplyScalar(0.5);
      const direction = anchor.normal.clone().add(HOTSPOT_VIEW_LIFT).add(toCamera).normalize();
      zoomFocus = anchor.point.clone();
      focusPart = id;
      viewTarget = anchor.point.clone();
      moveCamera(direction.multiplyScalar(fitDistance * HOTSPOT_ZOOM).add(anchor.point), anchor.point.clone());
      if (atPreset) leavePreset('hotspot');
    },
    showPose(pose) {
      if (recording) return; // the clip keeps the view it started from
      const { position, target } = placeForPose(pose);
      moveCamera(position, target);
      atPreset = true;
    },
    viewedPose: () => (frames > 0 ? currentPose() : null),
    setAutoRotate(enabled) {
      controls.autoRotate = enabled;
      dirty = true;
    },
    setReducedMotion(reduced) {
      reducedMotion = reduced;
    },
    setStatsEnabled(enabled) {
      statsEnabled = enabled;
      lastStatsAt = 0;
    },
    orbit(azimuthDegrees, polarDegrees) {
      if (recording) return; // the clip keeps the view it started from
      stopAutoRotateOnInteraction();
      atPreset = false;
      const offset = camera.position.clone().sub(controls.target);
      const spherical = new Spherical().setFromVector3(offset);
      spherical.theta += (azimuthDegrees * Math.PI) / 180;
      spherical.phi = Math.min(
        controls.maxPolarAngle,
        Math.max(controls.minPolarAngle, spherical.phi + (polarDegrees * Math.PI) / 180),
      );
      camera.position.copy(controls.target).add(offset.setFromSpherical(spherical));
      dirty = true;
    },
    zoom(factor) {
      if (recording) return; // the clip keeps the view it started from
      stopAutoRotateOnInteraction();
      atPreset = false;
      const offset = camera.position.clone().sub(controls.target);
      const distance = Math.min(controls.maxDistance, Math.max(controls.minDistance, offset.length() * factor));
      camera.position.copy(controls.target).add(offset.setLength(distance));
      dirty = true;
    },
    snapshot(snapshotSize = '1x', backdropId) {
      return new Promise<Blob>((resolve, reject) => {
        if (disposed || renderer.getContext().isContextLost()) {
          reject(new Error('The 3D view is not running, so there is nothing to capture.'));
          return;
        }
        // Drawn afresh at the size asked for, taken in the same task (the drawing buffer is only
        // guaranteed until then; the blob copies the pixels at once), then the view's own size is
        // restored and redrawn before the screen shows anything.
        const releaseFileFrame = frameForFile(
          snapshotPixels(snapshotSize, size.width, size.height, fullPixelRatio),
          backdropId,
        );
        renderer.render(scene, camera);
        releaseFileFrame();
        const cannotEncode = () => new Error('The browser could not encode the image.');
        if ('convertToBlob' in canvas) {
          canvas.convertToBlob({ type: 'image/png' }).then(resolve, () => reject(cannotEncode()));
        } else {
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(cannotEncode())), 'image/png');
        }
        drawnScale = 1;
        resize();
        renderer.render(scene, camera);
        accumulated = 0; // the screen shows a plain frame again: refine it anew
      });
    },
    async recordTurntable({ backdrop: backdropId, onProgress, signal }) {
      if (disposed || renderer.getContext().isContextLost()) {
        throw new Error('The 3D view is not running, so there is nothing to record.');
      }
      if (recording) throw new Error('A clip is already being recorded.');
      recording = true;
      stopLoop();
      controls.enabled = false;
      // A view change still on its way would make the clip turn around a pose halfway to it.
      finishTransition();
      clipStart = currentPose();
      forcePublishInfo();
      const savedPosition = camera.position.clone();
      const releaseFileFrame = frameForFile(clipPixels(size.width, size.height, fullPixelRatio), backdropId);
      const start = new Spherical().setFromVector3(camera.position.clone().sub(controls.target));
      const clipFrames = TURNTABLE.seconds * TURNTABLE.fps;
      const turn = new Spherical();
      try {
        return await recordTurntable({
          canvas,
          frames: clipFrames,
          fps: TURNTABLE.fps,
          drawFrame(index) {
            // The way auto-rotation turns; the last frame stops one step short of the first, so
            // the clip loops without a repeated frame.
            turn.copy(start);
            turn.theta = start.theta - (2 * Math.PI * index) / clipFrames;
            camera.position.copy(controls.target).add(new Vector3().setFromSpherical(turn));
            camera.lookAt(controls.target);
            renderer.render(scene, camera);
          },
          onProgress: (done) => onProgress(done, clipFrames),
          // A lost context would encode blank frames: that ends the recording too.
          isCancelled: () => disposed || signal.aborted || renderer.getContext().isContextLost(),
        });
      } finally {
        recording = false;
        releaseFileFrame();
        if (!disposed) {
          camera.position.copy(savedPosition);
          camera.lookAt(controls.target);
          controls.enabled = true;
          if (pendingConfiguration) applyConfiguration(pendingConfiguration);
          pendingConfiguration = null;
          drawnScale = 1;
          resize();
          accumulated = 0;
          dirty = true;
          startLoop();
        }
      }
    },
    resize(next) {
      size = next;
      if (!disposed && !recording) resize();
    },
    setCommandsHandled(count) {
      commandsHandled = count;
    },
    setActive(next) {
      active = next;
      if (recording) return; // the recording draws on its own, and restarts the loop when done
      if (active) {
        dirty = true; // draw at once on return
        startLoop();
      } else stopLoop();
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      stopLoop();
      canvas.removeEventListener('webglcontextlost', onContextLost);
      controls.removeEventListener('start', stopAutoRotateOnInteraction);
      controls.removeEventListener('change', requestFrame);
      controls.removeEventListener('start', onInteractionStart);
      controls.removeEventListener('end', onInteractionEnd);
      controls.dispose();
      for (const geometry of geometries) geometry.dispose();
      for (const material of materials) material.dispose();
      shadow.dispose();
      accumulation.dispose();
      backdrop?.dispose();
      environment.dispose();
      scene.clear();
      scene.environment = null;
      scene.background = null;
      renderer.renderLists.dispose();
      renderer.dispose();
      onEvent({ type: 'released', memory: { ...renderer.info.memory } });
      // Hand the context back now rather than at garbage collection: browsers cap live contexts.
      if (!renderer.getContext().isContextLost()) renderer.forceContextLoss();
    },
  };
}
