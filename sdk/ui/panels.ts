import type { IUiConfigurable, ViewerApp, ViewerPlugin, ViewerPluginEventMap } from '../core';
import type { UiConfig } from './config';

/**
 * Corner or side of the canvas container where a panel sits.
 */
export declare enum UiPanelPosition {
  /** Top left corner. */
  TopLeft = 'top-left',
  /** Top right corner. The default of settings panels. */
  TopRight = 'top-right',
  /** Bottom left corner. */
  BottomLeft = 'bottom-left',
  /** Bottom right corner. */
  BottomRight = 'bottom-right',
  /** Centred along the bottom edge. The default of configurator and toolbar panels. */
  Bottom = 'bottom',
  /** A full-height column on the right, pushing the canvas aside. For editors. */
  Sidebar = 'sidebar',
}

/**
 * Colour scheme of the panels.
 */
export declare enum UiTheme {
  /** Light panels. */
  Light = 'light',
  /** Dark panels. */
  Dark = 'dark',
  /** Follow `prefers-color-scheme`. The default. */
  Auto = 'auto',
}

/**
 * Settings every panel plugin has.
 */
export interface UiPanelSettings {
  /**
   * Where the panel sits.
   *
   * @defaultValue {@link UiPanelPosition.TopRight} for the {@link SettingsPanelPlugin}; {@link UiPanelPosition.Bottom} for the {@link ConfiguratorUiPlugin} and the {@link ToolbarUiPlugin}
   */
  position: UiPanelPosition;
  /**
   * Colour scheme.
   *
   * @defaultValue {@link UiTheme.Auto}
   */
  theme: UiTheme;
  /**
   * Element the panel is added to.
   *
   * @defaultValue the canvas's parent
   */
  container: HTMLElement | null;
  /**
   * Start collapsed to a button.
   *
   * @defaultValue `false` on desktop, `true` on phones
   */
  collapsed: boolean;
  /** Extra CSS class on the panel root, for your own styles. */
  className: string;
}

/**
 * Events of panel plugins.
 */
export interface UiPanelEventMap extends ViewerPluginEventMap {
  /** The user changed a control. */
  uiChange: UiChangeEvent;
  /** The panel was collapsed or expanded. */
  collapse: {
    /** Whether the panel is now collapsed. */
    readonly collapsed: boolean;
  };
}

/**
 * Payload of `uiChange`.
 */
export interface UiChangeEvent {
  /** The control. */
  readonly control: UiConfig;
  /** The new value (`undefined` for buttons). */
  readonly value: unknown;
}

/**
 * The base class of UI panel plugins: a DOM panel over the canvas, with position, theme and
 * collapsing. Extend it to draw your own UI (see
 * [Custom UI plugin](/docs/manual/variationConfigurator/custom-ui-plugin) in the variation
 * configurator guide).
 *
 * @typeParam TSettings - the panel's settings, at least {@link UiPanelSettings}.
 * @example
 * A minimal panel that shows the name of the selected object:
 * ```ts
 * class SelectionPanel extends UiPanelPlugin {
 *   static readonly PluginType = 'SelectionPanel';
 *   constructor() {
 *     super({ position: UiPanelPosition.TopLeft, theme: UiTheme.Auto, container: null, collapsed: false, className: '' });
 *   }
 *   protected render(viewer: ViewerApp, element: HTMLElement) {
 *     const picking = viewer.getPlugin(PickingPlugin);
 *     picking?.addEventListener('selectionChange', ({ selected }) => {
 *       element.textContent = selected[0]?.name ?? 'Nothing selected';
 *     });
 *   }
 * }
 * ```
 *
 * @see {@link SettingsPanelPlugin}
 */
export declare abstract class UiPanelPlugin<TSettings extends UiPanelSettings = UiPanelSettings> extends ViewerPlugin<
  TSettings,
  UiPanelEventMap
> {
  /**
   * The panel's root element; created in {@link ViewerPlugin.onAdded}.
   *
   * @example
   * Move the settings panel into a sidebar of the page:
   * ```ts
   * const panel = await viewer.getOrAddPlugin(SettingsPanelPlugin);
   * document.querySelector('#sidebar')?.append(panel.element);
   * ```
   */
  get element(): HTMLElement;
  /**
   * Whether the panel is collapsed.
   *
   * @example
   * ```ts
   * const panel = await viewer.getOrAddPlugin(SettingsPanelPlugin);
   * button.textContent = panel.collapsed ? 'Show settings' : 'Hide settings';
   * ```
   */
  get collapsed(): boolean;
  /**
   * Collapses or expands the panel.
   *
   * @param collapsed - the new state.
   * @example
   * Start collapsed on phones:
   * ```ts
   * const panel = await viewer.getOrAddPlugin(SettingsPanelPlugin);
   * panel.setCollapsed(isMobile());
   * ```
   */
  setCollapsed(collapsed: boolean): void;
  /**
   * Builds the panel's content. Called once after the element exists, and again by {@link UiPanelPlugin.refresh}.
   *
   * @param viewer - the viewer.
   * @param element - the panel root to fill.
   */
  protected abstract render(viewer: ViewerApp, element: HTMLElement): void;
  /**
   * Rebuilds the content.
   *
   * @example
   * Rebuild after the set of plugins changed:
   * ```ts
   * viewer.addEventListener('pluginAdded', () => viewer.getPlugin(SettingsPanelPlugin)?.refresh());
   * ```
   */
  refresh(): void;
}

/**
 * Settings of the {@link SettingsPanelPlugin}: the settings panel's width and title, and whether it adds a
 * folder for every configurable plugin by itself; with the placement, theme and collapsing of every panel
 * ({@link UiPanelSettings}). Set them in the constructor or with {@link ViewerPlugin.setSettings}.
 */
export interface SettingsPanelSettings extends UiPanelSettings {
  /**
   * Panel width in CSS pixels.
   *
   * @defaultValue 300
   */
  width: number;
  /**
   * Panel title.
   *
   * @defaultValue `'Settings'`
   */
  title: string;
  /**
   * Add a folder for every registered plugin that is {@link IUiConfigurable}.
   *
   * @defaultValue `true`
   */
  autoAddPlugins: boolean;
}

/**
 * A settings panel drawn from {@link UiConfig}: sliders, toggles, colour pickers and so on for
 * each plugin that describes its settings, plus any config you add. For developers and editors.
 *
 * @example
 * ```ts
 * const panel = await viewer.addPlugin(SettingsPanelPlugin);
 * panel.addConfig({ type: UiControlType.Toggle, label: 'Auto-rotate',
 *   binding: { get: () => viewer.controls.options.autoRotate, set: (autoRotate) => viewer.controls.setOptions({ autoRotate }) } });
 * ```
 *
 * @see {@link UiConfig}
 * @since 0.7.0
 */
export declare class SettingsPanelPlugin extends UiPanelPlugin<SettingsPanelSettings> {
  /**
   * `'SettingsPanelPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'SettingsPanelPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<SettingsPanelSettings>);
  /**
   * Adds controls at the end.
   *
   * @param config - a control or a folder.
   * @example
   * A folder of your own controls:
   * ```ts
   * const panel = await viewer.getOrAddPlugin(SettingsPanelPlugin);
   * panel.addConfig({
   *   type: UiControlType.Folder,
   *   label: 'Lighting',
   *   children: [
   *     { type: UiControlType.Slider, label: 'Intensity', min: 0, max: 3, binding: { target: viewer.scene, key: 'environmentIntensity' } },
   *   ],
   * });
   * ```
   */
  addConfig(config: UiConfig): void;
  /**
   * Adds the folder of a configurable plugin.
   *
   * @param plugin - the plugin.
   * @example
   * ```ts
   * const panel = await viewer.getOrAddPlugin(SettingsPanelPlugin);
   * panel.addPlugin(await viewer.getOrAddPlugin(DiamondPlugin));
   * ```
   */
  addPlugin(plugin: IUiConfigurable): void;
  /**
   * Removes controls added with {@link SettingsPanelPlugin.addConfig}.
   *
   * @param config - the same object.
   * @example
   * ```ts
   * const panel = await viewer.getOrAddPlugin(SettingsPanelPlugin);
   * const debug: UiConfig = { type: UiControlType.Button, label: 'Log camera', action: () => console.log(viewer.camera.getPose()) };
   * panel.addConfig(debug);
   * button.addEventListener('click', () => panel.removeConfig(debug));
   * ```
   */
  removeConfig(config: UiConfig): void;
  /**
   * Re-reads every bound value, after code changed them.
   *
   * @example
   * After code changed a value the panel shows:
   * ```ts
   * viewer.scene.environmentIntensity = 2;
   * viewer.getPlugin(SettingsPanelPlugin)?.refreshValues();
   * ```
   */
  refreshValues(): void;
  /**
   * Draws a folder per configurable plugin and the added controls.
   *
   * @param viewer - the viewer.
   * @param element - the panel root.
   */
  protected render(viewer: ViewerApp, element: HTMLElement): void;
}

/**
 * Settings of the {@link ConfiguratorUiPlugin}: how the configurator UI lays out its categories (tabs or
 * stacked rows), whether opening a category moves the camera to the view of the same name, and whether items
 * show a subtitle; with the placement, theme and collapsing of every panel ({@link UiPanelSettings}). Set them
 * in the constructor or with {@link ViewerPlugin.setSettings}.
 */
export interface ConfiguratorUiSettings extends UiPanelSettings {
  /**
   * Show categories as tabs (one visible at a time) instead of stacked rows.
   *
   * @defaultValue `true` on phones, `false` on desktop
   */
  tabs: boolean;
  /**
   * Move the camera to a category's camera view (same name as the category id) when it is opened.
   *
   * @defaultValue `true`
   */
  focusCamera: boolean;
  /**
   * Show a price or note under items, from `item.title`'s second line.
   *
   * @defaultValue `false`
   */
  showSubtitles: boolean;
}

/**
 * The shopper-facing UI of the {@link VariationConfiguratorPlugin}: rows or tabs of icons with
 * titles, one per category, drawn from the configuration's icons and titles.
 *
 * @example
 * ```ts
 * await viewer.addPlugin(VariationConfiguratorPlugin);
 * const ui = await viewer.addPlugin(ConfiguratorUiPlugin);
 * ui.setSettings({ position: UiPanelPosition.Bottom, tabs: true });
 * ```
 *
 * @see {@link VariationDisplayOptions}
 * @since 0.10.0
 */
export declare class ConfiguratorUiPlugin extends UiPanelPlugin<ConfiguratorUiSettings> {
  /**
   * `'ConfiguratorUiPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'ConfiguratorUiPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<ConfiguratorUiSettings>);
  /**
   * Draws a row (or tab) per category of the loaded variation configuration, and redraws when
   * another configuration loads.
   *
   * @param viewer - the viewer.
   * @param element - the panel root.
   */
  protected render(viewer: ViewerApp, element: HTMLElement): void;
}

/**
 * A button of the {@link ToolbarUiPlugin}.
 */
export interface ToolbarButton {
  /** Unique id. */
  id: string;
  /** Accessible label and tooltip. */
  label: string;
  /** Icon: an SVG string or an image address. */
  icon: string;
  /** What it does. */
  action: () => void | Promise<void>;
  /** Whether the button shows a pressed state; read after each action. */
  pressed?: () => boolean;
}

/**
 * Settings of the {@link ToolbarUiPlugin}: whether the toolbar adds its built-in buttons, and the size of its
 * buttons; with the placement, theme and collapsing of every panel ({@link UiPanelSettings}). Set them in the
 * constructor or with {@link ViewerPlugin.setSettings}.
 */
export interface ToolbarUiSettings extends UiPanelSettings {
  /**
   * Add the built-in buttons that apply to the registered plugins: reset camera, full screen, snapshot, auto-rotate.
   *
   * @defaultValue `true`
   */
  defaultButtons: boolean;
  /**
   * Button size in CSS pixels (at least 44 for touch).
   *
   * @defaultValue 44
   */
  buttonSize: number;
}

/**
 * A row of icon buttons over the canvas (reset view, full screen, snapshot, auto-rotate), plus
 * your own.
 *
 * @example
 * Add a button that opens the product page in augmented reality:
 * ```ts
 * const toolbar = await viewer.addPlugin(ToolbarUiPlugin);
 * toolbar.addButton({ id: 'ar', label: 'View in your space', icon: '/icons/ar.svg', action: () => openAr() });
 * ```
 *
 * @see {@link ToolbarButton}
 * @since 0.10.0
 */
export declare class ToolbarUiPlugin extends UiPanelPlugin<ToolbarUiSettings> {
  /**
   * `'ToolbarUiPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'ToolbarUiPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<ToolbarUiSettings>);
  /**
   * The buttons, in order.
   *
   * @example
   * ```ts
   * const toolbar = await viewer.getOrAddPlugin(ToolbarUiPlugin);
   * console.log(toolbar.buttons.map((entry) => entry.id));
   * ```
   */
  get buttons(): readonly ToolbarButton[];
  /**
   * Adds a button.
   *
   * @param button - the button.
   * @param index - position; default at the end.
   * @example
   * A snapshot button, first in the toolbar:
   * ```ts
   * const toolbar = await viewer.getOrAddPlugin(ToolbarUiPlugin);
   * toolbar.addButton(
   *   {
   *     id: 'snapshot',
   *     label: 'Save a picture',
   *     icon: '/icons/camera.svg',
   *     action: async () => {
   *       await (await viewer.getOrAddPlugin(CanvasSnapshotPlugin)).download('ring.png');
   *     },
   *   },
   *   0,
   * );
   * ```
   */
  addButton(button: ToolbarButton, index?: number): void;
  /**
   * Removes a button.
   *
   * @param id - its id.
   * @example
   * No augmented-reality button on desktops:
   * ```ts
   * if (!isMobile()) viewer.getPlugin(ToolbarUiPlugin)?.removeButton('ar');
   * ```
   */
  removeButton(id: string): void;
  /**
   * Draws the buttons.
   *
   * @param viewer - the viewer.
   * @param element - the panel root.
   */
  protected render(viewer: ViewerApp, element: HTMLElement): void;
}
