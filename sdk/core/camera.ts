import type { Box3, Object3D, PerspectiveCamera, OrthographicCamera, Vector3 } from 'three';
import type { CameraProjection, ControlsMode } from './enums';
import type { EasingFunction } from '../helpers';

/**
 * A camera position and orientation, in world units (metres for glTF).
 *
 * @see {@link ViewerCamera.getPose}
 * @see {@link CameraView}
 */
export interface CameraPose {
  /** Camera position, `[x, y, z]`. */
  position: [number, number, number];
  /** The point the camera looks at and orbits around, `[x, y, z]`. */
  target: [number, number, number];
  /**
   * Vertical field of view in degrees (perspective only).
   *
   * @defaultValue none (`undefined`): {@link ViewerCamera.setPose} keeps the current {@link ViewerCamera.fov}
   */
  fov?: number;
  /**
   * Zoom factor (orthographic only).
   *
   * @defaultValue 1
   */
  zoom?: number;
}

/**
 * Options of the {@link ViewerCamera}, set through {@link ViewerAppOptions.camera}.
 */
export interface ViewerCameraOptions {
  /**
   * Perspective or orthographic.
   *
   * @defaultValue {@link CameraProjection.Perspective}
   */
  projection?: CameraProjection;
  /**
   * Vertical field of view in degrees.
   *
   * @defaultValue 45
   */
  fov?: number;
  /**
   * Near clipping distance in world units. Ignored while {@link ViewerCameraOptions.autoNearFar} is on.
   *
   * @defaultValue 0.01
   */
  near?: number;
  /**
   * Far clipping distance in world units. Ignored while {@link ViewerCameraOptions.autoNearFar} is on.
   *
   * @defaultValue 100
   */
  far?: number;
  /**
   * Fit near and far to the scene's bounding sphere every frame, for the best depth precision.
   *
   * @defaultValue `true`
   */
  autoNearFar?: boolean;
  /**
   * Initial pose.
   *
   * @defaultValue placed by {@link ViewerCamera.fitToObject} when the first model loads
   */
  pose?: CameraPose;
}

/**
 * Options of {@link ViewerCamera.fitToObject}.
 */
export interface FitCameraOptions {
  /**
   * Free space around the object, as a fraction of its size.
   *
   * @defaultValue 0.15
   */
  margin?: number;
  /**
   * Animation duration in milliseconds; 0 jumps.
   *
   * @defaultValue 0
   */
  duration?: number;
  /**
   * Easing of the animation.
   *
   * @defaultValue `easeInOutCubic`
   */
  easing?: EasingFunction;
  /**
   * Keep the current viewing direction (only move closer or further).
   *
   * @defaultValue `true`
   */
  keepDirection?: boolean;
}

/**
 * The viewer's camera: a three.js perspective or orthographic camera with a target point,
 * automatic near/far planes and framing helpers. Created by the viewer from
 * {@link ViewerAppOptions.camera}; reach it as {@link ViewerApp.camera}. The {@link CameraController}
 * moves it from user input.
 *
 * @example
 * ```ts
 * viewer.camera.setPose({ position: [0, 0.05, 0.2], target: [0, 0.01, 0], fov: 30 });
 * await viewer.camera.fitToObject(viewer.scene.modelRoot, { duration: 600 });
 * ```
 *
 * @see {@link CameraController} for user input.
 * @see {@link CameraViewPlugin} for saved, animated views.
 * @hideconstructor
 */
export declare class ViewerCamera {
  /**
   * @param options - projection, field of view, clipping.
   */
  constructor(options?: ViewerCameraOptions);
  /**
   * The three.js camera the renderer uses. Replaced when {@link ViewerCamera.projection} changes.
   *
   * @example
   * Draw objects on three.js layer 2 (annotations) too:
   * ```ts
   * viewer.camera.three.layers.enable(2);
   * viewer.requestFrame();
   * ```
   */
  get three(): PerspectiveCamera | OrthographicCamera;
  /** The current projection. Setting it swaps the three.js camera and keeps the pose. */
  projection: CameraProjection;
  /** Camera position in world units. Call {@link ViewerCamera.setDirty} after mutating it in place. */
  readonly position: Vector3;
  /** The point the camera looks at and orbits around. */
  readonly target: Vector3;
  /**
   * Vertical field of view in degrees.
   *
   * @defaultValue 45
   */
  fov: number;
  /** See {@link ViewerCameraOptions.autoNearFar}. */
  autoNearFar: boolean;
  /**
   * Canvas width divided by height; kept up to date by the viewer.
   *
   * @example
   * A narrower field of view on wide canvases, so the ring does not look small:
   * ```ts
   * viewer.addEventListener('resize', () => {
   *   viewer.camera.fov = viewer.camera.aspect > 1.5 ? 30 : 40;
   *   viewer.camera.setDirty();
   * });
   * ```
   */
  get aspect(): number;
  /**
   * The current pose as plain data.
   *
   * @example
   * Put the current view in the page address, to share it:
   * ```ts
   * const { position, target } = viewer.camera.getPose();
   * window.history.replaceState(null, '', `?camera=${[...position, ...target].map((n) => n.toFixed(3)).join(',')}`);
   * ```
   */
  getPose(): CameraPose;
  /**
   * Moves the camera at once.
   *
   * @param pose - the new pose; omitted fields keep their value.
   * @example
   * ```ts
   * viewer.camera.setPose({ position: [0.08, 0.06, 0.12], target: [0, 0.01, 0] });
   * ```
   */
  setPose(pose: Partial<CameraPose>): void;
  /**
   * Frames an object (or the whole model) so that its bounding sphere fills the view.
   *
   * @param object - the object to frame. Default: {@link ViewerScene.modelRoot}.
   * @param options - margin and animation.
   * @returns resolves when the camera arrived.
   * @example
   * Zoom on the centre stone:
   * ```ts
   * const stone = viewer.scene.getObjectByName('center_stone');
   * if (stone) await viewer.camera.fitToObject(stone, { margin: 0.4, duration: 800 });
   * ```
   */
  fitToObject(object?: Object3D, options?: FitCameraOptions): Promise<void>;
  /**
   * Frames a bounding box; see {@link ViewerCamera.fitToObject}.
   *
   * @param box - the box in world space.
   * @param options - margin and animation.
   * @example
   * Frame the ring and its box together:
   * ```ts
   * const ring = viewer.scene.getObjectByName('ring');
   * const box = viewer.scene.getObjectByName('gift_box');
   * if (ring && box) {
   *   const both = new Box3().setFromObject(ring).union(new Box3().setFromObject(box));
   *   await viewer.camera.fitToBox(both, { duration: 600 });
   * }
   * ```
   */
  fitToBox(box: Box3, options?: FitCameraOptions): Promise<void>;
  /**
   * Tells the viewer that the camera changed after in-place edits of position or target, and asks
   * for a frame.
   *
   * @example
   * Raise the camera by 5 cm in place:
   * ```ts
   * viewer.camera.position.y += 0.05;
   * viewer.camera.setDirty();
   * ```
   */
  setDirty(): void;
}

/**
 * Options of the {@link CameraController}, set through {@link ViewerAppOptions.controls}.
 * Angles are in radians, speeds are multipliers of the default speed.
 */
export interface CameraControllerOptions {
  /**
   * How input moves the camera.
   *
   * @defaultValue {@link ControlsMode.Orbit}
   */
  mode?: ControlsMode;
  /**
   * Smooth movement that continues briefly after the pointer is released.
   *
   * @defaultValue `true`
   */
  enableDamping?: boolean;
  /**
   * Fraction of velocity lost per frame when damping, 0 to 1.
   *
   * @defaultValue 0.08
   */
  dampingFactor?: number;
  /**
   * Rotation speed multiplier.
   *
   * @defaultValue 1
   */
  rotateSpeed?: number;
  /**
   * Zoom speed multiplier (wheel and pinch).
   *
   * @defaultValue 1
   */
  zoomSpeed?: number;
  /**
   * Pan speed multiplier; 0 disables panning.
   *
   * @defaultValue 1
   */
  panSpeed?: number;
  /**
   * Closest distance to the target in world units.
   *
   * @defaultValue 0
   */
  minDistance?: number;
  /**
   * Furthest distance to the target in world units.
   *
   * @defaultValue `Infinity`
   */
  maxDistance?: number;
  /**
   * Smallest polar angle (from the up axis) in radians.
   *
   * @defaultValue 0
   */
  minPolarAngle?: number;
  /**
   * Largest polar angle in radians; `Math.PI / 2` keeps the camera above the ground.
   *
   * @defaultValue `Math.PI`
   */
  maxPolarAngle?: number;
  /**
   * Rotate around the target while nobody interacts.
   *
   * @defaultValue `false`
   */
  autoRotate?: boolean;
  /**
   * Auto-rotation speed in degrees per second.
   *
   * @defaultValue 12
   */
  autoRotateSpeed?: number;
  /**
   * Seconds of inactivity before auto-rotation resumes.
   *
   * @defaultValue 3
   */
  autoRotateDelay?: number;
  /**
   * Zoom towards the point under the pointer rather than the target.
   *
   * @defaultValue `false`
   */
  zoomToCursor?: boolean;
}

/**
 * Turns pointer, wheel, touch and keyboard input into camera movement. Created by the viewer from
 * {@link ViewerAppOptions.controls}; reach it as {@link ViewerApp.controls}.
 *
 * @example
 * Keep the camera above the ground and between 10 and 40 cm from a ring:
 * ```ts
 * viewer.controls.setOptions({ minDistance: 0.1, maxDistance: 0.4, maxPolarAngle: Math.PI / 2 });
 * ```
 *
 * @see {@link CameraControllerOptions}
 * @hideconstructor
 */
export declare class CameraController {
  /**
   * @param camera - the camera to move.
   * @param element - the element that receives input, usually the canvas.
   * @param options - limits and speeds.
   */
  constructor(camera: ViewerCamera, element: HTMLElement, options?: CameraControllerOptions);
  /** The current input mode. */
  mode: ControlsMode;
  /**
   * Whether input is handled. Plugins turn this off while dragging objects.
   *
   * @defaultValue `true`
   */
  enabled: boolean;
  /**
   * The current options.
   *
   * @example
   * Reflect auto-rotation in a toggle button:
   * ```ts
   * button.setAttribute('aria-pressed', String(viewer.controls.options.autoRotate));
   * ```
   */
  get options(): Readonly<Required<CameraControllerOptions>>;
  /**
   * Changes some options; others keep their value.
   *
   * @param options - the options to change.
   * @example
   * A button that starts and stops auto-rotation:
   * ```ts
   * button.addEventListener('click', () => {
   *   viewer.controls.setOptions({ autoRotate: !viewer.controls.options.autoRotate });
   * });
   * ```
   */
  setOptions(options: CameraControllerOptions): void;
  /**
   * Whether the user is interacting right now (pointer down or damping still running).
   *
   * @example
   * Render at half resolution while the user turns the model:
   * ```ts
   * viewer.addEventListener('preFrame', () => {
   *   viewer.renderManager.renderScale = viewer.controls.isInteracting ? 0.5 : 1;
   * });
   * ```
   */
  get isInteracting(): boolean;
  /**
   * Advances damping and auto-rotation. Called by the viewer each frame.
   *
   * @param deltaTime - milliseconds since the previous frame.
   * @returns `true` when the camera moved.
   * @example
   * The viewer calls it each frame; a test can step it by hand:
   * ```ts
   * viewer.controls.setOptions({ autoRotate: true, autoRotateDelay: 0 });
   * const moved = viewer.controls.update(1000 / 60);
   * console.log(moved ? 'the camera turned' : 'nothing to do');
   * ```
   */
  update(deltaTime: number): boolean;
  /**
   * Stops damping and auto-rotation at once.
   *
   * @example
   * Cancel the user's fling before a scripted move:
   * ```ts
   * viewer.controls.stop();
   * await viewer.getPlugin(CameraViewPlugin)?.animateTo('front');
   * ```
   */
  stop(): void;
  /**
   * Removes input listeners.
   *
   * @example
   * A viewer that only renders thumbnails takes no input:
   * ```ts
   * viewer.controls.dispose();
   * ```
   */
  dispose(): void;
}
