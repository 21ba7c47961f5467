import type { Intersection, Object3D } from 'three';
import type { ViewerPlugin, ViewerPluginEventMap } from '../core';

/**
 * How many objects can be selected.
 */
export declare enum SelectionMode {
  /** Picking reports hits but selects nothing. */
  None = 'none',
  /** One object at a time. The default. */
  Single = 'single',
  /** Several objects; Shift or Ctrl adds to the selection. */
  Multiple = 'multiple',
}

/**
 * How selected and hovered objects are highlighted.
 */
export declare enum HighlightStyle {
  /** No highlight; handle the events yourself. */
  None = 'none',
  /** A screen-space outline. The default. */
  Outline = 'outline',
  /** A colour tint over the object's material. */
  Tint = 'tint',
  /** The object's bounding box as lines. */
  BoundingBox = 'bounding-box',
}

/**
 * Settings of the {@link PickingPlugin}: how many objects can be selected and how the selection is highlighted
 * (style, colour, outline width), which node a click selects, how far a press may move before it counts as a
 * drag, and the `userData` flag that leaves objects out of picking. Set them in the constructor or with
 * {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface PickingSettings {
  /**
   * How many objects can be selected.
   *
   * @defaultValue {@link SelectionMode.Single}
   */
  selectionMode: SelectionMode;
  /**
   * Highlight of selected objects.
   *
   * @defaultValue {@link HighlightStyle.Outline}
   */
  highlightStyle: HighlightStyle;
  /**
   * Highlight colour, CSS syntax.
   *
   * @defaultValue `'#3b82f6'`
   */
  highlightColor: string;
  /**
   * Outline width in CSS pixels.
   *
   * @defaultValue 2
   */
  outlineWidth: number;
  /**
   * Select the whole glTF node group instead of the clicked mesh: `'mesh'` selects the mesh, a number climbs that many parents, `'root'` selects the child of the model root.
   *
   * @defaultValue `'mesh'`
   */
  selectLevel: 'mesh' | 'root' | number;
  /**
   * Pointer movement in CSS pixels above which a press counts as a drag, not a click.
   *
   * @defaultValue 4
   */
  clickTolerance: number;
  /**
   * Objects with this `userData` flag are ignored by picking.
   *
   * @defaultValue `'unpickable'`
   */
  ignoreFlag: string;
}

/**
 * A picking hit.
 */
export interface PickResult {
  /** The selected object (after {@link PickingSettings.selectLevel}). */
  readonly object: Object3D;
  /** The three.js intersection of the mesh actually hit, with point, normal, UV and distance. */
  readonly intersection: Intersection;
  /** Pointer position in CSS pixels relative to the canvas. */
  readonly screenPosition: readonly [number, number];
}

/**
 * Events of the {@link PickingPlugin}.
 */
export interface PickingEventMap extends ViewerPluginEventMap {
  /** The user clicked or tapped (not dragged); `hit` is `undefined` on empty space. */
  click: {
    /** What was clicked, or `undefined` for empty space. */
    readonly hit?: PickResult;
    /** The DOM event of the release. */
    readonly pointerEvent: PointerEvent;
  };
  /** The selection changed. */
  selectionChange: SelectionChangeEvent;
}

/**
 * Payload of `selectionChange`.
 */
export interface SelectionChangeEvent {
  /** The selection after the change. */
  readonly selected: readonly Object3D[];
  /** Objects that joined the selection. */
  readonly added: readonly Object3D[];
  /** Objects that left it. */
  readonly removed: readonly Object3D[];
}

/**
 * Clicking and tapping on objects: ray picking, selection with highlight, and events.
 *
 * @example
 * Show the name of what the user clicks:
 * ```ts
 * const picking = await viewer.addPlugin(PickingPlugin);
 * picking.addEventListener('selectionChange', ({ selected }) => {
 *   label.textContent = selected[0]?.name ?? '';
 * });
 * ```
 *
 * @see {@link HoverPlugin}
 * @since 0.7.0
 */
export declare class PickingPlugin extends ViewerPlugin<PickingSettings, PickingEventMap> {
  /**
   * `'PickingPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'PickingPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<PickingSettings>);
  /**
   * The selected objects.
   *
   * @example
   * Frame whatever the user selected:
   * ```ts
   * const picking = await viewer.getOrAddPlugin(PickingPlugin);
   * picking.addEventListener('selectionChange', async () => {
   *   const [first] = picking.selected;
   *   if (first) await viewer.camera.fitToObject(first, { duration: 500 });
   * });
   * ```
   */
  get selected(): readonly Object3D[];
  /**
   * Picks at a canvas position.
   *
   * @param x - CSS pixels from the canvas's left edge.
   * @param y - CSS pixels from its top edge.
   * @returns the nearest hit, or `undefined`.
   * @example
   * What is under the pointer, without selecting it:
   * ```ts
   * const picking = await viewer.getOrAddPlugin(PickingPlugin);
   * viewer.canvas.addEventListener('contextmenu', (event) => {
   *   const hit = picking.pick(event.offsetX, event.offsetY);
   *   if (hit) label.textContent = hit.object.name;
   * });
   * ```
   */
  pick(x: number, y: number): PickResult | undefined;
  /**
   * Selects objects from code (replacing the selection).
   *
   * @param objects - the objects; empty to clear.
   * @example
   * Select the centre stone from a list beside the viewer:
   * ```ts
   * const stone = viewer.scene.getObjectByName('center_stone');
   * if (stone) viewer.getPlugin(PickingPlugin)?.setSelected(stone);
   * ```
   */
  setSelected(objects: Object3D | readonly Object3D[]): void;
  /**
   * Clears the selection.
   *
   * @example
   * ```ts
   * window.addEventListener('keydown', (event) => {
   *   if (event.key === 'Escape') viewer.getPlugin(PickingPlugin)?.clearSelection();
   * });
   * ```
   */
  clearSelection(): void;
}

/**
 * Settings of the {@link HoverPlugin}: how the hovered object is highlighted, the cursor over pickable
 * objects, the optional tooltip with the object's name, and how often the pointer is tested. Set them in the
 * constructor or with {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface HoverSettings {
  /**
   * Highlight of the hovered object.
   *
   * @defaultValue {@link HighlightStyle.Tint}
   */
  highlightStyle: HighlightStyle;
  /**
   * Highlight colour.
   *
   * @defaultValue `'#93c5fd'`
   */
  highlightColor: string;
  /**
   * Cursor over pickable objects.
   *
   * @defaultValue `'pointer'`
   */
  cursor: string;
  /**
   * Show a tooltip with the object's name (or `userData.title`).
   *
   * @defaultValue `false`
   */
  tooltip: boolean;
  /**
   * Milliseconds between hover tests; picking every pointer move is costly on big models.
   *
   * @defaultValue 50
   */
  throttle: number;
}

/**
 * Events of the {@link HoverPlugin}.
 */
export interface HoverEventMap extends ViewerPluginEventMap {
  /** The pointer entered an object. */
  hoverStart: HoverEvent;
  /** The pointer left an object. */
  hoverEnd: HoverEvent;
}

/**
 * Payload of `hoverStart` and `hoverEnd`.
 */
export interface HoverEvent {
  /** The object. */
  readonly object: Object3D;
  /** The hit, for `hoverStart`. */
  readonly hit?: PickResult;
}

/**
 * Pointer hover over objects: highlight, cursor, tooltip and events. Does nothing on touch
 * devices, which have no hover.
 *
 * @example
 * ```ts
 * const hover = await viewer.addPlugin(HoverPlugin);
 * hover.setSettings({ tooltip: true, highlightStyle: HighlightStyle.Outline });
 * hover.addEventListener('hoverStart', ({ object }) => console.log('over', object.name));
 * ```
 *
 * @see {@link HoverSettings}
 * @since 0.7.0
 */
export declare class HoverPlugin extends ViewerPlugin<HoverSettings, HoverEventMap> {
  /**
   * `'HoverPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'HoverPlugin';
  /** Uses {@link PickingPlugin} for ray tests. */
  readonly dependencies: readonly [typeof PickingPlugin];
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<HoverSettings>);
  /**
   * The hovered object, if any.
   *
   * @example
   * A pointer cursor over clickable parts:
   * ```ts
   * const hover = await viewer.getOrAddPlugin(HoverPlugin);
   * hover.addEventListener('hoverStart', () => (viewer.canvas.style.cursor = hover.hovered ? 'pointer' : ''));
   * hover.addEventListener('hoverEnd', () => (viewer.canvas.style.cursor = ''));
   * ```
   */
  get hovered(): Object3D | undefined;
}
