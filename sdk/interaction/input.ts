import type { Object3D } from 'three';
import type { ImportedAsset } from '../assets';
import type { ViewerPlugin, ViewerPluginEventMap } from '../core';

/**
 * What the {@link DropzonePlugin} does with a dropped model.
 */
export declare enum DropAction {
  /** Replace the models in the scene. The default. */
  Replace = 'replace',
  /** Add to the scene. */
  Add = 'add',
  /** Import but do not add; handle the `drop` event. */
  ImportOnly = 'import-only',
}

/**
 * Settings of the {@link DropzonePlugin}: which element accepts drops and which extensions, what happens to
 * dropped models and environment maps, and the CSS class set while files are dragged over the element. Set
 * them in the constructor or with {@link ViewerPlugin.setSettings}.
 */
export interface DropzoneSettings {
  /**
   * The element that accepts drops.
   *
   * @defaultValue the canvas
   */
  element: HTMLElement | null;
  /**
   * Accepted extensions without the dot; other files are ignored with a warning.
   *
   * @defaultValue every extension a loader handles
   */
  accept: string[] | null;
  /**
   * What to do with models.
   *
   * @defaultValue {@link DropAction.Replace}
   */
  action: DropAction;
  /**
   * Use dropped `.hdr` and `.exr` files as the environment map.
   *
   * @defaultValue `true`
   */
  environmentMaps: boolean;
  /**
   * CSS class added to the element while files are dragged over it.
   *
   * @defaultValue `'vitrine-dragover'`
   */
  dragOverClass: string;
}

/**
 * Events of the {@link DropzonePlugin}.
 */
export interface DropzoneEventMap extends ViewerPluginEventMap {
  /** Files were dropped and imported. */
  drop: FilesDroppedEvent;
}

/**
 * Payload of `drop`.
 */
export interface FilesDroppedEvent {
  /** The dropped files (a `.gltf` with its `.bin` and textures counts as several). */
  readonly files: readonly File[];
  /** The imported assets. */
  readonly assets: readonly ImportedAsset[];
  /** Files no loader accepted. */
  readonly rejected: readonly File[];
}

/**
 * Drag-and-drop import: drop a GLB, a glTF with its files or folder, an environment map, a
 * material file or a viewer configuration onto the canvas.
 *
 * @example
 * Accept only GLB models and HDR maps, dropped anywhere on the page:
 * ```ts
 * const dropzone = await viewer.addPlugin(DropzonePlugin);
 * dropzone.setSettings({ element: document.body, accept: ['glb', 'hdr'] });
 * dropzone.addEventListener('drop', ({ assets, rejected }) => {
 *   if (rejected.length) alert(`Not supported: ${rejected.map((file) => file.name).join(', ')}`);
 *   console.log(`${assets.length} files imported`);
 * });
 * ```
 *
 * @see {@link FilesDroppedEvent}
 * @since 0.7.0
 */
export declare class DropzonePlugin extends ViewerPlugin<DropzoneSettings, DropzoneEventMap> {
  /**
   * `'DropzonePlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'DropzonePlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<DropzoneSettings>);
  /**
   * Imports files as if dropped, for a file `<input>`. Files that no loader accepts do not make it reject:
   * the result lists them in {@link FilesDroppedEvent.rejected}.
   *
   * @param files - the files.
   * @example
   * Open files from an input, as if dropped:
   * ```ts
   * const dropzone = await viewer.getOrAddPlugin(DropzonePlugin);
   * input.addEventListener('change', async () => {
   *   if (!input.files) return;
   *   const { rejected } = await dropzone.importFiles(input.files);
   *   if (rejected.length) label.textContent = `Not supported: ${rejected.map((file) => file.name).join(', ')}`;
   * });
   * ```
   */
  importFiles(files: FileList | readonly File[]): Promise<FilesDroppedEvent>;
}

/**
 * Modifier keys of a {@link KeyboardShortcut}.
 */
export declare enum ModifierKey {
  /** Shift. */
  Shift = 'shift',
  /** Control. On macOS, {@link ModifierKey.Primary} is usually what you want. */
  Ctrl = 'ctrl',
  /** Alt (Option on macOS). */
  Alt = 'alt',
  /** Command on macOS, Windows key elsewhere. */
  Meta = 'meta',
  /** Command on macOS, Control elsewhere: the platform's shortcut key. */
  Primary = 'primary',
}

/**
 * A keyboard shortcut.
 */
export interface KeyboardShortcut {
  /** Unique id, for example `'reset-camera'`. */
  id: string;
  /** The key, as `KeyboardEvent.key` (`'r'`, `'Delete'`, `'ArrowLeft'`); letters are case-insensitive. */
  key: string;
  /**
   * Modifiers that must be held.
   *
   * @defaultValue none (`[]`)
   */
  modifiers?: ModifierKey[];
  /** Description, for a help overlay. */
  description: string;
  /** What to do. */
  action: (event: KeyboardEvent) => void;
}

/**
 * Settings of the {@link KeyboardShortcutsPlugin}: whether shortcuts listen on the whole window or only on the
 * focused canvas, and whether the built-in shortcuts are registered. Set them in the constructor or with
 * {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface KeyboardShortcutsSettings {
  /**
   * Listen on the whole window instead of the focused canvas only.
   *
   * @defaultValue `false`
   */
  global: boolean;
  /**
   * Register the built-in shortcuts: F full screen, R reset camera, Space toggle auto-rotate, 1-9 camera views.
   *
   * @defaultValue `true`
   */
  defaults: boolean;
}

/**
 * Events of the {@link KeyboardShortcutsPlugin}.
 */
export interface KeyboardShortcutsEventMap extends ViewerPluginEventMap {
  /** A shortcut ran. */
  shortcut: {
    /** The shortcut that ran. */
    readonly shortcut: KeyboardShortcut;
  };
}

/**
 * Keyboard shortcuts for the viewer. Key presses in text fields are ignored.
 *
 * @example
 * ```ts
 * const keys = await viewer.addPlugin(KeyboardShortcutsPlugin);
 * keys.register({
 *   id: 'snapshot',
 *   key: 's',
 *   modifiers: [ModifierKey.Primary],
 *   description: 'Save a snapshot',
 *   action: () => viewer.getPlugin(CanvasSnapshotPlugin)?.download(),
 * });
 * ```
 *
 * @see {@link KeyboardShortcut}
 * @since 0.7.0
 */
export declare class KeyboardShortcutsPlugin extends ViewerPlugin<
  KeyboardShortcutsSettings,
  KeyboardShortcutsEventMap
> {
  /**
   * `'KeyboardShortcutsPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'KeyboardShortcutsPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<KeyboardShortcutsSettings>);
  /**
   * The registered shortcuts.
   *
   * @example
   * A help overlay listing every shortcut:
   * ```ts
   * const shortcuts = await viewer.getOrAddPlugin(KeyboardShortcutsPlugin);
   * label.textContent = shortcuts.shortcuts.map(({ key, description }) => `${key}: ${description}`).join('\n');
   * ```
   */
  get shortcuts(): readonly KeyboardShortcut[];
  /**
   * Registers a shortcut, replacing one with the same id.
   *
   * @param shortcut - the shortcut.
   * @example
   * ```ts
   * const shortcuts = await viewer.getOrAddPlugin(KeyboardShortcutsPlugin);
   * shortcuts.register({
   *   id: 'reset-camera',
   *   key: 'r',
   *   description: 'Reset the camera',
   *   action: () => void viewer.camera.fitToObject(undefined, { duration: 500 }),
   * });
   * ```
   */
  register(shortcut: KeyboardShortcut): void;
  /**
   * Removes a shortcut.
   *
   * @param id - its id.
   * @example
   * Give the R key back to a text field while it has focus:
   * ```ts
   * input.addEventListener('focus', () => viewer.getPlugin(KeyboardShortcutsPlugin)?.unregister('reset-camera'));
   * ```
   */
  unregister(id: string): void;
}

/**
 * What a {@link TransformControlsPlugin} gizmo does.
 */
export declare enum TransformMode {
  /** Move along axes and planes. */
  Translate = 'translate',
  /** Rotate around axes. */
  Rotate = 'rotate',
  /** Scale along axes. */
  Scale = 'scale',
}

/**
 * The space of the gizmo's axes.
 */
export declare enum TransformSpace {
  /** World axes. The default. */
  World = 'world',
  /** The object's own axes. */
  Local = 'local',
}

/**
 * Settings of the {@link TransformControlsPlugin}: the gizmo's mode (move, rotate or scale), the space of its
 * axes, its snapping steps and size, and whether it follows the selection of the {@link PickingPlugin}. Set
 * them in the constructor or with {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface TransformControlsSettings {
  /**
   * Gizmo mode.
   *
   * @defaultValue {@link TransformMode.Translate}
   */
  mode: TransformMode;
  /**
   * Axes space.
   *
   * @defaultValue {@link TransformSpace.World}
   */
  space: TransformSpace;
  /**
   * Translation snap in world units; `null` for none.
   *
   * @defaultValue `null`
   */
  translationSnap: number | null;
  /**
   * Rotation snap in degrees; `null` for none.
   *
   * @defaultValue 15
   */
  rotationSnap: number | null;
  /**
   * Gizmo size multiplier.
   *
   * @defaultValue 1
   */
  size: number;
  /**
   * Attach the gizmo to what the {@link PickingPlugin} selects.
   *
   * @defaultValue `true`
   */
  followSelection: boolean;
}

/**
 * Events of the {@link TransformControlsPlugin}.
 */
export interface TransformControlsEventMap extends ViewerPluginEventMap {
  /** The user started dragging the gizmo. */
  transformStart: TransformChangeEvent;
  /** The object moved (each frame while dragging). */
  transformChange: TransformChangeEvent;
  /** The user released the gizmo; record an undo step here. */
  transformEnd: TransformChangeEvent;
}

/**
 * Payload of the {@link TransformControlsPlugin} events.
 */
export interface TransformChangeEvent {
  /** The object being transformed. */
  readonly object: Object3D;
  /** The gizmo mode. */
  readonly mode: TransformMode;
}

/**
 * A move, rotate and scale gizmo for editors. Camera control pauses while the gizmo is dragged.
 *
 * @example
 * Move the selected part with the gizmo, snapping to millimetres, and record undo steps:
 * ```ts
 * await viewer.addPlugin(PickingPlugin);
 * const gizmo = await viewer.addPlugin(TransformControlsPlugin);
 * gizmo.setSettings({ translationSnap: 0.001 });
 * gizmo.addEventListener('transformEnd', ({ object }) => history.push(object.position.clone()));
 * ```
 *
 * @see {@link PickingPlugin}
 * @see {@link EditorTemplate}
 * @since 0.7.0
 */
export declare class TransformControlsPlugin extends ViewerPlugin<
  TransformControlsSettings,
  TransformControlsEventMap
> {
  /**
   * `'TransformControlsPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'TransformControlsPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<TransformControlsSettings>);
  /**
   * The object the gizmo is attached to.
   *
   * @example
   * ```ts
   * const gizmo = await viewer.getOrAddPlugin(TransformControlsPlugin);
   * gizmo.addEventListener('transformEnd', () => console.log(gizmo.object?.name, gizmo.object?.position.toArray()));
   * ```
   */
  get object(): Object3D | undefined;
  /**
   * Attaches the gizmo.
   *
   * @param object - the object to transform.
   * @example
   * Move the gift box with the gizmo:
   * ```ts
   * const box = viewer.scene.getObjectByName('gift_box');
   * if (box) (await viewer.getOrAddPlugin(TransformControlsPlugin)).attach(box);
   * ```
   */
  attach(object: Object3D): void;
  /**
   * Detaches and hides the gizmo.
   *
   * @example
   * Hide the gizmo when nothing is selected any more:
   * ```ts
   * const picking = await viewer.getOrAddPlugin(PickingPlugin);
   * picking.addEventListener('selectionChange', () => {
   *   if (picking.selected.length === 0) viewer.getPlugin(TransformControlsPlugin)?.detach();
   * });
   * ```
   */
  detach(): void;
}
