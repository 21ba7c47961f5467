import type { Box3, Color, Object3D, Scene, Sphere, Texture } from 'three';
import type { BackgroundMode } from './enums';
import type { ViewerMaterial } from './material';

/**
 * Bounds of a set of objects, in world units.
 *
 * @see {@link ViewerScene.getBounds}
 */
export interface BoundingInfo {
  /** Axis-aligned bounding box. Empty when there are no visible meshes. */
  readonly box: Box3;
  /** Bounding sphere, enclosing the box. */
  readonly sphere: Sphere;
  /** Largest extent of the box along any axis. */
  readonly size: number;
}

/**
 * Options of {@link ViewerScene.setEnvironment}.
 */
export interface EnvironmentOptions {
  /**
   * Multiplier of image-based lighting.
   *
   * @defaultValue 1
   */
  intensity?: number;
  /**
   * Rotation of the environment around the vertical axis, in radians.
   *
   * @defaultValue 0
   */
  rotation?: number;
  /**
   * Also show the environment as the background (switches {@link ViewerScene.backgroundMode}).
   *
   * @defaultValue `false`
   */
  asBackground?: boolean;
}

/**
 * The viewer's scene: a three.js scene with a root for loaded models, the environment map
 * (image-based lighting), the background and cached bounds. Created by the viewer; reach it as
 * {@link ViewerApp.scene}.
 *
 * Loaded models go under {@link ViewerScene.modelRoot}; helpers that must not be exported or
 * framed (ground, gizmos) go elsewhere in {@link ViewerScene.three}.
 *
 * @example
 * ```ts
 * const stone = viewer.scene.getObjectByName('center_stone');
 * viewer.scene.backgroundMode = BackgroundMode.BlurredEnvironment;
 * viewer.scene.backgroundBlur = 0.4;
 * ```
 *
 * @see {@link BackgroundMode}
 * @see {@link EnvironmentOptions}
 * @hideconstructor
 */
export declare class ViewerScene {
  /** The three.js scene the renderer draws. */
  readonly three: Scene;
  /** The parent of every loaded model. Exported by {@link AssetExporter}, framed by {@link ViewerCamera.fitToObject}. */
  readonly modelRoot: Object3D;
  /**
   * The current environment map, or `null`. Set it with {@link ViewerApp.setEnvironmentMap}, or with
   * {@link ViewerScene.setEnvironment} for a texture you loaded.
   *
   * @example
   * ```ts
   * if (!viewer.scene.environment) await viewer.setEnvironmentMap('/assets/studio.hdr');
   * ```
   */
  get environment(): Texture | null;
  /**
   * Image-based lighting multiplier.
   *
   * @defaultValue 1
   */
  environmentIntensity: number;
  /**
   * Rotation of the environment around the vertical axis in radians.
   *
   * @defaultValue 0
   */
  environmentRotation: number;
  /**
   * What is drawn behind the model.
   *
   * @defaultValue {@link BackgroundMode.Color}
   */
  backgroundMode: BackgroundMode;
  /**
   * Background colour for {@link BackgroundMode.Color}.
   *
   * @defaultValue white (`#ffffff`)
   */
  readonly backgroundColor: Color;
  /**
   * Blur for {@link BackgroundMode.BlurredEnvironment}, 0 (sharp) to 1.
   *
   * @defaultValue 0.5
   */
  backgroundBlur: number;
  /**
   * Uses a texture as the environment map. Prefer {@link ViewerApp.setEnvironmentMap}, which loads by URL.
   *
   * @param texture - an equirectangular or cube texture, or `null` to remove it.
   * @param options - intensity, rotation, background.
   * @example
   * Reuse a texture you loaded yourself, shown behind the model too:
   * ```ts
   * viewer.scene.setEnvironment(texture, { intensity: 0.8, asBackground: true });
   * ```
   */
  setEnvironment(texture: Texture | null, options?: EnvironmentOptions): void;
  /**
   * Adds an object under {@link ViewerScene.modelRoot} and dispatches `sceneUpdate`.
   *
   * @param object - the object to add.
   * @example
   * Mark a point of interest with a small sphere:
   * ```ts
   * const marker = new Mesh(new SphereGeometry(0.002), new MeshStandardMaterial({ color: 'red' }));
   * marker.position.set(0, 0.012, 0);
   * viewer.scene.addObject(marker);
   * ```
   */
  addObject(object: Object3D): void;
  /**
   * Removes an object from the model root and disposes its geometries and unused materials.
   *
   * @param object - the object to remove.
   * @param dispose - free GPU memory of geometries and materials no other object uses. Default `true`.
   * @example
   * Take the gift box out when the shopper unticks gift wrapping, keeping it to add back:
   * ```ts
   * const box = viewer.scene.getObjectByName('gift_box');
   * input.addEventListener('change', () => {
   *   if (!box) return;
   *   if (input.checked) viewer.scene.addObject(box);
   *   else viewer.scene.removeObject(box, false);
   * });
   * ```
   */
  removeObject(object: Object3D, dispose?: boolean): void;
  /**
   * Removes and disposes every loaded model.
   *
   * @example
   * Show another product:
   * ```ts
   * viewer.scene.clearModels();
   * await viewer.load('/assets/pendant.glb');
   * ```
   */
  clearModels(): void;
  /**
   * The first object under the model root with this name (glTF node name).
   *
   * @param name - the exact name.
   * @example
   * ```ts
   * const stone = viewer.scene.getObjectByName('center_stone');
   * if (stone) stone.visible = false;
   * viewer.scene.setDirty();
   * ```
   */
  getObjectByName(name: string): Object3D | undefined;
  /**
   * Every object under the model root whose name matches.
   *
   * @param pattern - a regular expression tested against each name.
   * @example
   * Hide every prong (`prong_1`, `prong_2`, …):
   * ```ts
   * for (const prong of viewer.scene.findObjects(/^prong_\d+$/)) prong.visible = false;
   * viewer.scene.setDirty();
   * ```
   */
  findObjects(pattern: RegExp): Object3D[];
  /**
   * Every material used under the model root, each once.
   *
   * @example
   * Slightly rougher metals for a brushed look:
   * ```ts
   * for (const material of viewer.scene.getMaterials()) {
   *   if (material.metalness > 0.9) material.setValues({ roughness: 0.35 });
   * }
   * ```
   */
  getMaterials(): ViewerMaterial[];
  /**
   * The first material with this name.
   *
   * @param name - the glTF material name.
   * @example
   * ```ts
   * const band = viewer.scene.getMaterialByName('band');
   * if (band) viewer.assetManager.materials.apply(MetalPreset.RoseGold, band);
   * ```
   */
  getMaterialByName(name: string): ViewerMaterial | undefined;
  /**
   * The bounds of the model root (or of one object), cached until the scene changes.
   *
   * @param object - the object to measure. Default: {@link ViewerScene.modelRoot}.
   * @param visibleOnly - ignore invisible objects. Default `true`.
   * @example
   * Show the model's largest dimension in millimetres:
   * ```ts
   * const { size } = viewer.scene.getBounds();
   * label.textContent = `${(size * 1000).toFixed(1)} mm`;
   * ```
   */
  getBounds(object?: Object3D, visibleOnly?: boolean): BoundingInfo;
  /**
   * Tells the viewer the scene changed after direct edits of three.js objects under the model root
   * (visibility, transforms, geometry, added or removed children): it forgets the cached bounds,
   * dispatches `sceneUpdate` and asks for a frame that restarts progressive refinement, so no
   * {@link ViewerApp.requestFrame} is needed after it. Changes made through the SDK call it themselves.
   * {@link ViewerApp.requestFrame} says what to call after other direct edits.
   *
   * @example
   * Turn the model half a turn by editing three.js directly:
   * ```ts
   * viewer.scene.modelRoot.rotation.y = Math.PI;
   * viewer.scene.setDirty();
   * ```
   */
  setDirty(): void;
}
