import type { IViewerPlugin, IViewerPluginConstructor, ViewerApp, ViewerAppOptions, ViewerConfigJSON } from '../core';
import type { VariationConfiguratorConfig } from '../plugins';
import type { MetalPreset } from '../assets';

/**
 * Overall render quality of a template: which effects are on and at what resolution.
 *
 * @since 0.6.0
 */
export declare enum QualityPreset {
  /** Chosen from {@link DeviceCapabilities.tier} at start, lowered if the frame rate drops. The default. */
  Auto = 'auto',
  /** No SSAO, SSR or bloom; diamonds at low quality; pixel ratio 1. */
  Low = 'low',
  /** SSAO at half resolution, bloom, diamonds at medium quality. */
  Balanced = 'balanced',
  /** Every effect at full resolution, diamonds at high quality. */
  High = 'high',
}

/**
 * Options every template accepts.
 */
export interface AppTemplateOptions extends Omit<ViewerAppOptions, 'canvas'> {
  /**
   * Where the app goes: a canvas, or a container in which the template creates a canvas filling it.
   * A string is a CSS selector.
   */
  container: HTMLElement | string;
  /**
   * Render quality.
   *
   * @defaultValue {@link QualityPreset.Auto}
   */
  quality?: QualityPreset;
  /**
   * The model to load at start.
   *
   * @defaultValue none (`undefined`): load one later with {@link ViewerApp.load} on {@link AppTemplate.viewer}
   */
  model?: string;
  /**
   * The environment map.
   *
   * @defaultValue the built-in studio map of the template
   */
  environment?: string;
  /**
   * A viewer configuration to apply after the plugins are added (from the editor).
   *
   * @defaultValue none (`undefined`): no configuration is applied
   */
  config?: ViewerConfigJSON | string;
  /**
   * Plugins to add beyond the template's set.
   *
   * @defaultValue none (`[]`): the template adds its {@link AppTemplate.pluginSet}
   */
  extraPlugins?: (IViewerPlugin | IViewerPluginConstructor)[];
}

/**
 * The base class of app templates: creates the canvas and the viewer, adds the template's
 * plugins, applies the quality preset and loads the model. Extend it to package your own app.
 *
 * @typeParam TOptions - the template's options.
 * @example
 * A template of your own that adds your brand's plugins to the jewellery set:
 * ```ts
 * class BrandViewer extends AppTemplate {
 *   get pluginSet() {
 *     return [TonemapPlugin, ProgressivePlugin, GroundPlugin, DiamondPlugin, LoadingScreenPlugin];
 *   }
 * }
 * const app = new BrandViewer({ container: '#viewer', model: '/assets/ring.glb' });
 * await app.init();
 * ```
 *
 * @see {@link ProductViewerTemplate}
 * @see {@link JewelleryViewerTemplate}
 */
export declare abstract class AppTemplate<TOptions extends AppTemplateOptions = AppTemplateOptions> {
  /**
   * Creates the app; call {@link AppTemplate.init} (or use the static `create`) to start it.
   *
   * @param options - container, model, quality.
   */
  constructor(options: TOptions);
  /** The options given. */
  readonly options: Readonly<TOptions>;
  /** The viewer, available after {@link AppTemplate.init}. */
  get viewer(): ViewerApp;
  /** The plugin classes the template adds, in order. */
  abstract get pluginSet(): readonly IViewerPluginConstructor[];
  /** Whether {@link AppTemplate.init} finished. */
  get ready(): boolean;
  /**
   * Creates the viewer, adds the plugins, applies quality and configuration, loads the model.
   *
   * @returns resolves when the first model is shown.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when the model, the environment map or the
   * configuration named in the options cannot be downloaded or parsed.
   */
  init(): Promise<void>;
  /**
   * Changes the quality preset at run time.
   *
   * @param quality - the preset.
   */
  setQuality(quality: QualityPreset): void;
  /** Disposes the viewer and removes the canvas it created. */
  dispose(): void;
}

/**
 * Options of the {@link ProductViewerTemplate}.
 */
export interface ProductViewerTemplateOptions extends AppTemplateOptions {
  /**
   * Show the toolbar (reset, full screen, snapshot).
   *
   * @defaultValue `true`
   */
  toolbar?: boolean;
  /**
   * Show the drag hint after load.
   *
   * @defaultValue `true`
   */
  interactionPrompt?: boolean;
  /**
   * Rotate slowly while idle.
   *
   * @defaultValue `false`
   */
  autoRotate?: boolean;
}

/**
 * A product viewer for a product page: tone mapping, progressive and temporal anti-aliasing,
 * ground shadow, loading screen, interaction prompt, toolbar.
 *
 * @example
 * ```ts
 * const app = await ProductViewerTemplate.create({
 *   container: '#product-3d',
 *   model: '/assets/sneaker.glb',
 *   licenseKey: 'YOUR_LICENSE_KEY',
 * });
 * app.viewer.addEventListener('load', () => analytics.track('3d-view'));
 * ```
 *
 * @see {@link ProductViewerTemplateOptions}
 * @since 0.6.0
 */
export declare class ProductViewerTemplate extends AppTemplate<ProductViewerTemplateOptions> {
  /**
   * Creates and initialises the template in one step.
   *
   * @param options - container, model, quality.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when the model, the environment map or the
   * configuration named in the options cannot be downloaded or parsed.
   */
  static create(options: ProductViewerTemplateOptions): Promise<ProductViewerTemplate>;
  get pluginSet(): readonly IViewerPluginConstructor[];
}

/**
 * Options of the {@link JewelleryViewerTemplate}.
 */
export interface JewelleryViewerTemplateOptions extends ProductViewerTemplateOptions {
  /**
   * Metal applied at start to materials named like a metal part (`band`, `shank`, `prong*`, `metal*`).
   *
   * @defaultValue keep the file's materials
   */
  metal?: MetalPreset;
  /**
   * Make materials named like stones (`diamond*`, `stone*`, `gem*`) diamonds.
   *
   * @defaultValue `true`
   */
  autoDiamonds?: boolean;
  /**
   * Add bloom to the sparkle of stones.
   *
   * @defaultValue `true`
   */
  sparkle?: boolean;
}

/**
 * A jewellery viewer: everything of the {@link ProductViewerTemplate} plus diamonds, anisotropic
 * and bump-mapped metals, screen-space reflections, bloom, and a jewellery studio environment.
 *
 * @example
 * ```ts
 * const app = await JewelleryViewerTemplate.create({
 *   container: '#ring',
 *   model: '/assets/solitaire.glb',
 *   metal: MetalPreset.Platinum,
 * });
 * ```
 *
 * @see {@link JewelleryViewerTemplateOptions}
 * @since 0.6.0
 */
export declare class JewelleryViewerTemplate extends AppTemplate<JewelleryViewerTemplateOptions> {
  /**
   * Creates and initialises the template in one step.
   *
   * @param options - container, model, metal.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when the model, the environment map or the
   * configuration named in the options cannot be downloaded or parsed.
   */
  static create(options: JewelleryViewerTemplateOptions): Promise<JewelleryViewerTemplate>;
  get pluginSet(): readonly IViewerPluginConstructor[];
  /**
   * Applies a metal to every metal part.
   *
   * @param metal - the preset.
   */
  setMetal(metal: MetalPreset): void;
}

/**
 * Options of the {@link ConfiguratorTemplate}.
 */
export interface ConfiguratorTemplateOptions extends JewelleryViewerTemplateOptions {
  /** The variation configuration: object or address of the JSON file. */
  variations: VariationConfiguratorConfig | string;
  /**
   * Show the configurator UI.
   *
   * @defaultValue `true`; turn it off to draw your own
   */
  ui?: boolean;
  /**
   * Mirror the selection in the URL.
   *
   * @defaultValue `true`
   */
  syncWithUrl?: boolean;
}

/**
 * A product configurator: the {@link JewelleryViewerTemplate} plus the variation configurator
 * and its UI, with camera views per category.
 *
 * @example
 * ```ts
 * const app = await ConfiguratorTemplate.create({
 *   container: '#configurator',
 *   model: '/assets/solitaire.glb',
 *   variations: '/assets/solitaire.variations.json',
 * });
 * app.viewer.getPlugin(VariationConfiguratorPlugin)?.addEventListener('variationChange', ({ selection }) => {
 *   price.textContent = priceOf(selection);
 * });
 * ```
 *
 * @see {@link VariationConfiguratorConfig}
 * @since 0.10.0
 */
export declare class ConfiguratorTemplate extends AppTemplate<ConfiguratorTemplateOptions> {
  /**
   * Creates and initialises the template in one step.
   *
   * @param options - container, model, variations.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when the model, the environment map or the
   * configuration named in the options cannot be downloaded or parsed.
   */
  static create(options: ConfiguratorTemplateOptions): Promise<ConfiguratorTemplate>;
  get pluginSet(): readonly IViewerPluginConstructor[];
}

/**
 * The panels of the {@link EditorTemplate}.
 */
export declare enum EditorPanel {
  /** The scene tree: objects, visibility, names. */
  Scene = 'scene',
  /** Material editing with presets and extensions. */
  Materials = 'materials',
  /** Environment, background, ground. */
  Environment = 'environment',
  /** Camera views. */
  Camera = 'camera',
  /** Variation configurator set-up and JSON export. */
  Configurator = 'configurator',
  /** Render effects (every configurable plugin). */
  Rendering = 'rendering',
}

/**
 * Options of the {@link EditorTemplate}.
 */
export interface EditorTemplateOptions extends AppTemplateOptions {
  /**
   * Panels shown, in order.
   *
   * @defaultValue all of {@link EditorPanel}
   */
  panels?: EditorPanel[];
  /**
   * Undo steps kept.
   *
   * @defaultValue 100
   */
  historySize?: number;
  /**
   * Save the work in the browser's storage every few seconds and offer to restore it.
   *
   * @defaultValue `true`
   */
  autosave?: boolean;
}

/**
 * Events of the {@link EditorTemplate}.
 */
export interface EditorEventMap {
  /** The document changed (an undo step was recorded). */
  change: {
    /** What changed, for an undo menu, for example `'Move band'`. */
    readonly description: string;
  };
  /** The work was exported. */
  export: {
    /** The file name offered. */
    readonly fileName: string;
    /** Size of the file in bytes. */
    readonly byteLength: number;
  };
}

/**
 * An editor app for preparing products: scene tree, material editing with presets, environment,
 * camera views, variation configurator set-up, undo and redo, and export as GLB with a viewer
 * configuration, or as the variation JSON file.
 *
 * @example
 * ```ts
 * const editor = await EditorTemplate.create({ container: document.body, model: '/assets/ring.glb' });
 * const glb = await editor.exportModel();
 * ```
 *
 * @see {@link EditorTemplateOptions}
 * @since 0.6.0
 */
export declare class EditorTemplate extends AppTemplate<EditorTemplateOptions> {
  /**
   * Creates and initialises the editor in one step.
   *
   * @param options - container, panels, history.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when the model, the environment map or the
   * configuration named in the options cannot be downloaded or parsed.
   */
  static create(options: EditorTemplateOptions): Promise<EditorTemplate>;
  get pluginSet(): readonly IViewerPluginConstructor[];
  /** Whether an undo step exists. */
  get canUndo(): boolean;
  /** Whether a redo step exists. */
  get canRedo(): boolean;
  /** Undoes the last change. */
  undo(): void;
  /** Redoes the last undone change. */
  redo(): void;
  /**
   * Adds a listener for editor events.
   *
   * @param type - `change` or `export`.
   * @param listener - called with the payload.
   * @returns a function that removes the listener.
   */
  on<K extends keyof EditorEventMap>(type: K, listener: (event: EditorEventMap[K]) => void): () => void;
  /** The model with materials and extensions, as GLB, with the viewer configuration embedded. */
  exportModel(): Promise<Blob>;
  /** The variation configurator JSON of the current set-up, if one was made. */
  exportVariations(): VariationConfiguratorConfig | undefined;
}
