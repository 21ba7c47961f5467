import type { TypedEventDispatcher } from './events';
import type { IRenderPass } from './render';
import type { ViewerApp } from './viewer-app';
import type { ViewerMaterial } from './material';
import type { UiConfig } from '../ui';

/**
 * What every plugin implements. Most plugins extend {@link ViewerPlugin} rather than implementing
 * this interface directly.
 *
 * Lifecycle: the viewer constructs the plugin (when given its class), adds its dependencies, then
 * calls {@link IViewerPlugin.onAdded}. On {@link ViewerApp.removePlugin} or {@link ViewerApp.dispose}
 * it calls {@link IViewerPlugin.onRemove} and then {@link IViewerPlugin.dispose}.
 *
 * @see {@link IViewerPluginConstructor}
 */
export interface IViewerPlugin {
  /** The plugin's type name, equal to the static `PluginType` of its class. One plugin per type per viewer. */
  readonly pluginType: string;
  /** Whether the plugin takes part in rendering and input. Disabled plugins keep their state. */
  enabled: boolean;
  /** Plugin classes that must be registered first; the viewer adds missing ones automatically. */
  readonly dependencies?: readonly IViewerPluginConstructor[];
  /**
   * Called once when the plugin is added to a viewer. May return a promise (for example to load
   * shaders or lookup textures); {@link ViewerApp.addPlugin} waits for it.
   *
   * @param viewer - the viewer the plugin was added to.
   */
  onAdded(viewer: ViewerApp): void | Promise<void>;
  /**
   * Called when the plugin is removed, before {@link IViewerPlugin.dispose}. Detach listeners and
   * render passes here.
   *
   * @param viewer - the viewer it is removed from.
   */
  onRemove(viewer: ViewerApp): void | Promise<void>;
  /** Releases GPU resources. The plugin cannot be added again afterwards. */
  dispose(): void;
  /** The plugin's settings as JSON, for {@link ViewerApp.exportConfig}. Plugins without settings omit it. */
  toJSON?(): SerializedPluginState;
  /**
   * Restores settings written by {@link IViewerPlugin.toJSON}.
   *
   * @param state - the saved settings.
   */
  fromJSON?(state: SerializedPluginState): void | Promise<void>;
}

/**
 * A plugin class: something {@link ViewerApp.addPlugin} can construct without arguments and
 * {@link ViewerApp.getPlugin} can look up.
 *
 * @typeParam T - the plugin instance type.
 *
 * @example
 * ```ts
 * const plugins: IViewerPluginConstructor[] = [TonemapPlugin, GroundPlugin];
 * await viewer.addPlugins(plugins);
 * ```
 */
export interface IViewerPluginConstructor<T extends IViewerPlugin = IViewerPlugin> {
  /** Creates the plugin with default settings. */
  new (): T;
  /** The unique type name, for example `'TonemapPlugin'`. Saved configurations refer to plugins by it. */
  readonly PluginType: string;
}

/**
 * A plugin's settings as saved in a viewer configuration file.
 */
export interface SerializedPluginState {
  /** The plugin's {@link IViewerPlugin.pluginType}. */
  type: string;
  /** Version of this state's format, so that plugins can migrate old files. */
  version: number;
  /** Whether the plugin was enabled. */
  enabled: boolean;
  /** Plugin-specific settings. */
  settings: Record<string, unknown>;
}

/**
 * A plugin that can describe its settings to a UI panel.
 *
 * @see {@link SettingsPanelPlugin}
 */
export interface IUiConfigurable {
  /** The controls of this plugin, built on first access and cached. */
  readonly uiConfig: UiConfig;
}

/**
 * Events every {@link ViewerPlugin} dispatches.
 */
export interface ViewerPluginEventMap {
  /** A setting changed, from code or from a UI panel. */
  settingsChange: PluginSettingsChangeEvent;
  /** The plugin was enabled or disabled. */
  enabledChange: {
    /** The new state. */
    readonly enabled: boolean;
  };
}

/**
 * Payload of a plugin's `settingsChange` event.
 */
export interface PluginSettingsChangeEvent {
  /** The name of the setting that changed. */
  readonly key: string;
  /** Its new value. */
  readonly value: unknown;
  /** Its previous value. */
  readonly previousValue: unknown;
}

/**
 * The base class of plugins: holds the viewer reference, the enabled flag, typed events,
 * JSON serialisation of the settings object, and frame requests.
 *
 * @typeParam TSettings - the plugin's settings object; its fields are saved by {@link ViewerPlugin.toJSON}.
 * @typeParam TEventMap - the plugin's events, at least {@link ViewerPluginEventMap}.
 *
 * @example
 * A plugin that slowly spins the model while nobody touches it: it holds still while
 * {@link CameraController.isInteracting} (a pointer is down or damping still runs) and carries on
 * after. Each turn is a direct edit of the model, so it calls {@link ViewerScene.setDirty}, which
 * also asks for the next frame; `onRemove` detaches the frame listener that `onAdded` attached.
 * ```ts
 * interface SpinSettings {
 *   speed: number; // radians per second
 * }
 *
 * class SpinPlugin extends ViewerPlugin<SpinSettings> {
 *   static readonly PluginType = 'SpinPlugin';
 *   private readonly onPreFrame = ({ viewer, deltaTime }: FrameEvent) => {
 *     if (!this.enabled) return;
 *     if (viewer.controls.isInteracting) {
 *       this.requestFrame(); // keep frames coming, so that the spin resumes when the user lets go
 *       return;
 *     }
 *     // deltaTime counts from the previous drawn frame, which may be long ago: cap the step
 *     viewer.scene.modelRoot.rotation.y += (this.settings.speed * Math.min(deltaTime, 100)) / 1000;
 *     viewer.scene.setDirty();
 *   };
 *   constructor() {
 *     super({ speed: 0.2 });
 *   }
 *   override onAdded(viewer: ViewerApp) {
 *     super.onAdded(viewer);
 *     viewer.addEventListener('preFrame', this.onPreFrame);
 *     this.requestFrame(); // an idle viewer draws nothing until asked: this starts the spin
 *   }
 *   override onRemove(viewer: ViewerApp) {
 *     viewer.removeEventListener('preFrame', this.onPreFrame);
 *     super.onRemove(viewer);
 *   }
 * }
 * await viewer.addPlugin(SpinPlugin);
 * ```
 *
 * @see [Custom plugins](/docs/manual/custom-plugins) in the manual, which writes a plugin with settings, a settings panel and a render pass.
 */
export declare abstract class ViewerPlugin<
  TSettings extends object = Record<string, never>,
  TEventMap extends ViewerPluginEventMap = ViewerPluginEventMap,
>
  extends TypedEventDispatcher<TEventMap>
  implements IViewerPlugin
{
  /** The unique type name. Every subclass must declare its own. */
  static readonly PluginType: string;
  /**
   * @param defaults - the initial settings; a copy is kept. Plugins without settings omit it.
   */
  constructor(defaults?: TSettings);
  /**
   * The plugin's type name: the static `PluginType` of its class.
   *
   * @example
   * Log plugins as they are added:
   * ```ts
   * viewer.addEventListener('pluginAdded', ({ plugin }) => console.info('added', plugin.pluginType));
   * ```
   */
  get pluginType(): string;
  /**
   * Whether the plugin takes part in rendering and input. Default `true`.
   *
   * @example
   * A button that turns bloom on and off; the plugin keeps its settings:
   * ```ts
   * const bloom = await viewer.getOrAddPlugin(BloomPlugin);
   * button.addEventListener('click', () => {
   *   bloom.enabled = !bloom.enabled;
   *   button.setAttribute('aria-pressed', String(bloom.enabled));
   * });
   * ```
   */
  get enabled(): boolean;
  /**
   * Enables or disables the plugin, dispatches `enabledChange` and requests a frame.
   *
   * @param value - the new state.
   */
  set enabled(value: boolean);
  /** Plugin classes added before this one; none unless a subclass declares them. */
  readonly dependencies?: readonly IViewerPluginConstructor[];
  /** The viewer this plugin was added to, or `undefined` before {@link ViewerPlugin.onAdded}. */
  protected viewer?: ViewerApp;
  /**
   * The current settings. Change them with {@link ViewerPlugin.setSettings} so that the viewer redraws.
   *
   * @example
   * ```ts
   * const ground = await viewer.getOrAddPlugin(GroundPlugin);
   * label.textContent = `Shadow opacity: ${ground.settings.shadowOpacity}`;
   * ```
   */
  get settings(): Readonly<TSettings>;
  /**
   * Changes some settings, dispatches `settingsChange` for each changed key and requests a frame.
   *
   * @param values - the settings to change; others keep their value.
   * @example
   * Brighter, slightly warmer tone mapping; the viewer redraws:
   * ```ts
   * viewer.getPlugin(TonemapPlugin)?.setSettings({ exposure: 1.2, temperature: 0.1 });
   * ```
   */
  setSettings(values: Partial<TSettings>): void;
  /**
   * Keeps the viewer reference and applies the settings. Subclasses that override it call
   * `super.onAdded(viewer)` first.
   *
   * @param viewer - the viewer the plugin was added to.
   * @example
   * Override it to start work once the plugin has a viewer, and keep what `onRemove` needs to undo it
   * (here the function that removes the listener):
   * ```ts
   * class LogLoadsPlugin extends ViewerPlugin {
   *   static readonly PluginType = 'LogLoadsPlugin';
   *   private stopLogging?: () => void;
   *   override onAdded(viewer: ViewerApp) {
   *     super.onAdded(viewer);
   *     this.stopLogging = viewer.addEventListener('load', ({ asset }) => console.info('loaded', asset.name));
   *   }
   *   override onRemove(viewer: ViewerApp) {
   *     this.stopLogging?.();
   *     super.onRemove(viewer);
   *   }
   * }
   * await viewer.addPlugin(LogLoadsPlugin);
   * ```
   */
  onAdded(viewer: ViewerApp): void | Promise<void>;
  /**
   * Forgets the viewer reference. Subclasses that override it call `super.onRemove(viewer)` last.
   *
   * @param viewer - the viewer the plugin is removed from.
   * @example
   * Detach what onAdded attached, then call super last:
   * ```ts
   * class ResizeLogPlugin extends ViewerPlugin {
   *   static readonly PluginType = 'ResizeLogPlugin';
   *   private readonly onResize = ({ width, height }: ResizeEvent) => console.info(width, height);
   *   override onAdded(viewer: ViewerApp) {
   *     super.onAdded(viewer);
   *     viewer.addEventListener('resize', this.onResize);
   *   }
   *   override onRemove(viewer: ViewerApp) {
   *     viewer.removeEventListener('resize', this.onResize);
   *     super.onRemove(viewer);
   *   }
   * }
   * ```
   */
  onRemove(viewer: ViewerApp): void | Promise<void>;
  /** Asks the viewer for a new frame (see {@link RenderLoopMode.OnDemand}). Does nothing before the plugin is added. */
  protected requestFrame(): void;
  /**
   * Removes every event listener of the plugin. Subclasses free their GPU resources, then call `super.dispose()`.
   *
   * @example
   * Free GPU resources, then call super:
   * ```ts
   * class MarkerPlugin extends ViewerPlugin {
   *   static readonly PluginType = 'MarkerPlugin';
   *   private readonly marker = new Mesh(new SphereGeometry(0.002), new MeshStandardMaterial({ color: 'red' }));
   *   override dispose() {
   *     this.marker.geometry.dispose();
   *     this.marker.material.dispose();
   *     super.dispose();
   *   }
   * }
   * ```
   */
  dispose(): void;
  /**
   * Saves `enabled` and {@link ViewerPlugin.settings}.
   *
   * @example
   * Keep one plugin's settings, for example in a user profile:
   * ```ts
   * const saved = viewer.getPlugin(TonemapPlugin)?.toJSON();
   * if (saved) localStorage.setItem('tonemap', JSON.stringify(saved));
   * ```
   */
  toJSON(): SerializedPluginState;
  /**
   * Restores state saved by {@link ViewerPlugin.toJSON}; unknown keys are ignored with a warning.
   *
   * @param state - the saved state.
   * @example
   * ```ts
   * const saved = localStorage.getItem('tonemap');
   * if (saved) viewer.getPlugin(TonemapPlugin)?.fromJSON(JSON.parse(saved) as SerializedPluginState);
   * ```
   */
  fromJSON(state: SerializedPluginState): void;
}

/**
 * The base class of plugins that add one render pass to the {@link RenderManager} pipeline
 * (SSAO, bloom, depth of field, …). Enabling or disabling the plugin enables or disables the pass.
 *
 * @typeParam TSettings - the plugin's settings object.
 * @typeParam TPass - the pass type.
 * @example
 * A plugin that adds a grayscale pass after the post-processing effects:
 * ```ts
 * class GrayscalePlugin extends PassPlugin<{ amount: number }> {
 *   static readonly PluginType = 'GrayscalePlugin';
 *   constructor() {
 *     super({ amount: 1 });
 *   }
 *   protected createPass(): IRenderPass {
 *     return {
 *       name: 'grayscale',
 *       stage: RenderStage.PostProcess,
 *       enabled: true,
 *       render: (context) => drawGrayscale(context, this.settings.amount),
 *     };
 *   }
 * }
 * ```
 *
 * @see {@link IRenderPass}
 * @see {@link RenderManager.addPass}
 */
export declare abstract class PassPlugin<
  TSettings extends object = Record<string, never>,
  TPass extends IRenderPass = IRenderPass,
> extends ViewerPlugin<TSettings> {
  /**
   * The pass this plugin adds, created in {@link PassPlugin.createPass}.
   *
   * @example
   * Skip the bloom pass for one still without disabling the plugin:
   * ```ts
   * const pass = viewer.getPlugin(BloomPlugin)?.pass;
   * if (pass) {
   *   pass.enabled = false;
   *   await viewer.getPlugin(CanvasSnapshotPlugin)?.download('no-bloom.png');
   *   pass.enabled = true;
   * }
   * ```
   */
  get pass(): TPass | undefined;
  /**
   * Creates the render pass. Called once from {@link ViewerPlugin.onAdded}.
   *
   * @param viewer - the viewer whose render manager will run the pass.
   */
  protected abstract createPass(viewer: ViewerApp): TPass;
}

/**
 * A glTF material extension: how extra material data is read from and written to glTF, and how it
 * changes the shader.
 *
 * @typeParam TData - the extension's JSON object as stored in `material.extensions[name]`.
 */
export interface IMaterialExtension<TData extends object = Record<string, unknown>> {
  /** The glTF extension name, for example `'VITRINE_materials_anisotropy'`. */
  readonly name: string;
  /**
   * Whether the extension applies to a material.
   *
   * @param material - a material of the scene.
   */
  isCompatible(material: ViewerMaterial): boolean;
  /**
   * Reads the extension's data from a glTF material definition.
   *
   * @param json - the value of `materialDef.extensions[name]`.
   */
  parse(json: unknown): TData;
  /**
   * Writes the data for glTF export. Return `undefined` when the material does not use the extension.
   *
   * @param material - the material being exported.
   */
  serialize(material: ViewerMaterial): TData | undefined;
}

/**
 * The base class of plugins that add a glTF material extension (anisotropy, bump maps, diamonds):
 * registers the extension with the importer and exporter and patches the shaders of the
 * materials that use it.
 *
 * @typeParam TData - the extension's data per material.
 * @typeParam TSettings - global settings of the plugin.
 * @see {@link AnisotropyPlugin}
 * @see {@link BumpMapPlugin}
 * @see {@link DiamondPlugin}
 * @example
 * Read the anisotropy of a material, whatever plugin handles it:
 * ```ts
 * const anisotropy = viewer.getPlugin(AnisotropyPlugin);
 * const band = viewer.scene.getMaterialByName('band')!;
 * console.log(anisotropy?.getData(band)?.anisotropy ?? 0);
 * ```
 */
export declare abstract class MaterialExtensionPlugin<
  TData extends object,
  TSettings extends object = Record<string, never>,
> extends ViewerPlugin<TSettings> {
  /** The extension this plugin handles. */
  abstract readonly extension: IMaterialExtension<TData>;
  /**
   * The extension data of a material, or `undefined` when it does not use the extension.
   *
   * @param material - a material of the scene.
   * @example
   * ```ts
   * const stone = viewer.scene.getMaterialByName('center_stone');
   * const data = stone && viewer.getPlugin(DiamondPlugin)?.getData(stone);
   * if (data) label.textContent = `IOR ${data.ior}`;
   * ```
   */
  getData(material: ViewerMaterial): Readonly<TData> | undefined;
  /**
   * Sets (merges) the extension data of a material and recompiles its shader if needed.
   *
   * @param material - a material of the scene.
   * @param data - the fields to set.
   * @example
   * Brushed metal along the band:
   * ```ts
   * const band = viewer.scene.getMaterialByName('band');
   * if (band) viewer.getPlugin(AnisotropyPlugin)?.setData(band, { anisotropy: 0.8, rotation: Math.PI / 2 });
   * ```
   */
  setData(material: ViewerMaterial, data: Partial<TData>): void;
  /**
   * Removes the extension from a material.
   *
   * @param material - a material of the scene.
   * @example
   * Back to a plain polished band:
   * ```ts
   * const band = viewer.scene.getMaterialByName('band');
   * if (band) viewer.getPlugin(AnisotropyPlugin)?.removeData(band);
   * ```
   */
  removeData(material: ViewerMaterial): void;
}
