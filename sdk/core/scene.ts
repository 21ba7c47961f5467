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
 * (image-based lighting), the background and cached bounds.
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
 */
export declare class ViewerScene {
  /** The three.js scene the renderer draws. */
  readonly three: Scene;
  /** The parent of every loaded model. Exported by {@link AssetExporter}, framed by {@link ViewerCamera.fitToObject}. */
  readonly modelRoot: Object3D;
  /** The current environment map, or `null`. Set it with {@link ViewerApp.setEnvironmentMap}. */
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
   * @defaultValue white
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
   */
  setEnvironment(texture: Texture | null, options?: EnvironmentOptions): void;
  /**
   * Adds an object under {@link ViewerScene.modelRoot} and dispatches `sceneUpdate`.
   *
   * @param object - the object to add.
   */
  addObject(object: Object3D): void;
  /**
   * Removes an object from the model root and disposes its geometries and unused materials.
   *
   * @param object - the object to remove.
   * @param dispose - free GPU memory of geometries and materials no other object uses. Default `true`.
   */
  removeObject(object: Object3D, dispose?: boolean): void;
  /** Removes and disposes every loaded model. */
  clearModels(): void;
  /**
   * The first object under the model root with this name (glTF node name).
   *
   * @param name - the exact name.
   */
  getObjectByName(name: string): Object3D | undefined;
  /**
   * Every object under the model root whose name matches.
   *
   * @param pattern - a regular expression tested against each name.
   */
  findObjects(pattern: RegExp): Object3D[];
  /**
   * Every material used under the model root, each once.
   */
  getMaterials(): ViewerMaterial[];
  /**
   * The first material with this name.
   *
   * @param name - the glTF material name.
   */
  getMaterialByName(name: string): ViewerMaterial | undefined;
  /**
   * The bounds of the model root (or of one object), cached until the scene changes.
   *
   * @param object - the object to measure. Default: {@link ViewerScene.modelRoot}.
   * @param visibleOnly - ignore invisible objects. Default `true`.
   */
  getBounds(object?: Object3D, visibleOnly?: boolean): BoundingInfo;
  /** Tells the viewer the scene changed after direct edits of three.js objects. */
  setDirty(): void;
}
