import type {
  IUiConfigurable,
  MaterialJSON,
  PhysicalMaterialParameters,
  ViewerMaterial,
  ViewerPlugin,
  ViewerPluginEventMap,
} from '../core';
import type { UiConfig } from '../ui';

/**
 * How a material choice is previewed in a configurator UI.
 */
export declare enum MaterialPreviewShape {
  /** A flat swatch of the base colour. Instant; right for metals and plain colours. */
  Swatch = 'swatch',
  /** A sphere rendered with the material and the current environment. Shows roughness and texture. The default. */
  Sphere = 'sphere',
  /**
   * A rounded cube; shows anisotropy and bump maps better than a sphere.
   *
   * @since 0.10.0
   */
  Cube = 'cube',
}

/**
 * A set of interchangeable materials for one slot of the model (for example "Band metal").
 *
 * @see {@link MaterialConfiguratorPlugin}
 */
export interface MaterialVariation {
  /** Unique id. */
  readonly uuid: string;
  /** Display title, for example `'Band metal'`. */
  title: string;
  /** Name of the scene material this variation replaces (all meshes using it change). */
  targetMaterial: string;
  /** The choices. */
  materials: ViewerMaterial[];
  /** Index of the applied choice in {@link MaterialVariation.materials}, or -1 before one is applied. */
  selectedIndex: number;
  /**
   * Preview style of the choices.
   *
   * @defaultValue {@link MaterialPreviewShape.Sphere}
   */
  previewShape: MaterialPreviewShape;
}

/**
 * Settings of the {@link MaterialConfiguratorPlugin}: whether variations are read from the loaded model, the
 * size of the rendered previews, and the cross-fade time when a material changes. Set them in the constructor
 * or with {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface MaterialConfiguratorSettings {
  /**
   * Read variations stored by the editor in the glTF file (`asset.extras.vitrineMaterialVariations`) when a model loads.
   *
   * @defaultValue `true`
   */
  loadFromModel: boolean;
  /**
   * Preview size in CSS pixels.
   *
   * @defaultValue 64
   */
  previewSize: number;
  /**
   * Cross-fade time in milliseconds when a material changes; 0 switches at once.
   *
   * @defaultValue 250
   */
  transitionDuration: number;
}

/**
 * Events of the {@link MaterialConfiguratorPlugin}.
 */
export interface MaterialConfiguratorEventMap extends ViewerPluginEventMap {
  /** A choice was applied. */
  variationChange: MaterialVariationChangeEvent;
}

/**
 * Payload of `variationChange` of the {@link MaterialConfiguratorPlugin}.
 */
export interface MaterialVariationChangeEvent {
  /** The variation. */
  readonly variation: MaterialVariation;
  /** The applied material. */
  readonly material: ViewerMaterial;
  /** Its index. */
  readonly index: number;
}

/**
 * Material configurators: lets shoppers switch the material of a part (metal of a band, colour of
 * a stone) among prepared choices, with rendered previews for the UI.
 *
 * @example
 * ```ts
 * const configurator = await viewer.addPlugin(MaterialConfiguratorPlugin);
 * const library = viewer.assetManager.materials;
 * const metals = configurator.addVariation('Band metal', 'band', [
 *   library.create(MetalPreset.Gold),
 *   library.create(MetalPreset.RoseGold),
 *   library.create(MetalPreset.WhiteGold),
 *   library.create(MetalPreset.Platinum),
 * ]);
 * configurator.applyVariation(metals, 1); // rose gold
 * ```
 *
 * @see {@link VariationConfiguratorPlugin} to switch whole parts as well as materials, from a JSON file.
 * @since 0.5.0
 */
export declare class MaterialConfiguratorPlugin
  extends ViewerPlugin<MaterialConfiguratorSettings, MaterialConfiguratorEventMap>
  implements IUiConfigurable
{
  /**
   * `'MaterialConfiguratorPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a
   * saved viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'MaterialConfiguratorPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<MaterialConfiguratorSettings>);
  /**
   * The variations, in order.
   *
   * @example
   * ```ts
   * const configurator = await viewer.getOrAddPlugin(MaterialConfiguratorPlugin);
   * for (const variation of configurator.variations) console.log(variation.title, variation.materials.length, 'choices');
   * ```
   */
  get variations(): readonly MaterialVariation[];
  /**
   * Adds a variation.
   *
   * @param title - display title.
   * @param targetMaterial - name of the scene material to replace.
   * @param materials - the choices.
   * @example
   * Four metals for the band, from the material library:
   * ```ts
   * const configurator = await viewer.getOrAddPlugin(MaterialConfiguratorPlugin);
   * const library = viewer.assetManager.materials;
   * configurator.addVariation('Band metal', 'band', [
   *   library.create(MetalPreset.Gold),
   *   library.create(MetalPreset.RoseGold),
   *   library.create(MetalPreset.WhiteGold),
   *   library.create(MetalPreset.Platinum),
   * ]);
   * ```
   */
  addVariation(title: string, targetMaterial: string, materials: ViewerMaterial[]): MaterialVariation;
  /**
   * Removes a variation (the scene keeps its current material).
   *
   * @param variation - the variation or its uuid.
   * @example
   * ```ts
   * const configurator = await viewer.getOrAddPlugin(MaterialConfiguratorPlugin);
   * const band = configurator.variations.find((variation) => variation.targetMaterial === 'band');
   * if (band) configurator.removeVariation(band);
   * ```
   */
  removeVariation(variation: MaterialVariation | string): void;
  /**
   * Applies a choice to every mesh using the target material.
   *
   * @param variation - the variation or its title.
   * @param index - index of the choice.
   * @throws RangeError if no variation has that title, or the index is out of range.
   * @example
   * Rose gold, the second choice:
   * ```ts
   * viewer.getPlugin(MaterialConfiguratorPlugin)?.applyVariation('Band metal', 1);
   * ```
   */
  applyVariation(variation: MaterialVariation | string, index: number): void;
  /**
   * A preview image of a material, as a data URL, rendered with the current environment.
   *
   * @param material - the material.
   * @param shape - the preview shape. Default {@link MaterialPreviewShape.Sphere}.
   * @example
   * Rendered swatches for the choices:
   * ```ts
   * const configurator = await viewer.getOrAddPlugin(MaterialConfiguratorPlugin);
   * const [variation] = configurator.variations;
   * for (const material of variation?.materials ?? []) {
   *   const image = new Image(64, 64);
   *   image.src = await configurator.getPreview(material, MaterialPreviewShape.Sphere);
   *   document.body.append(image);
   * }
   * ```
   */
  getPreview(material: ViewerMaterial, shape?: MaterialPreviewShape): Promise<string>;
  /**
   * The controls of this plugin for a {@link SettingsPanelPlugin}, built on first access and cached.
   *
   * @example
   * ```ts
   * const panel = await viewer.getOrAddPlugin(SettingsPanelPlugin);
   * panel.addPlugin(await viewer.getOrAddPlugin(MaterialConfiguratorPlugin));
   * ```
   */
  get uiConfig(): UiConfig;
}

/**
 * Kind of a variation category.
 */
export declare enum VariationKind {
  /** Choices are objects: models or nodes, one visible at a time. */
  Object = 'object',
  /** Choices are materials applied to target meshes. */
  Material = 'material',
}

/**
 * Shape of the item icons in a configurator UI.
 */
export declare enum VariationIconShape {
  /** Round icons; the default, good for colour and metal swatches. */
  Circle = 'circle',
  /** Square icons; good for product thumbnails. */
  Square = 'square',
  /** Squares with rounded corners. */
  RoundedSquare = 'rounded-square',
}

/**
 * One choice of a category: what {@link ObjectVariationItem} and {@link MaterialVariationItem} share.
 */
export interface VariationItem {
  /** Unique id within its category, for example `'oval'`; used in selections and URLs. */
  id: string;
  /**
   * Display title.
   *
   * @defaultValue the id with dashes as spaces and the first letter capitalised
   * @since 0.10.0
   */
  title?: string;
  /**
   * The icon: an image address (relative to {@link VariationConfiguratorConfig.basePath}) or a CSS
   * colour (`'#e5c07b'`). When omitted, a thumbnail is rendered if
   * {@link VariationDisplayOptions.autoThumbnails} is on, otherwise the title is shown.
   *
   * @defaultValue a rendered thumbnail while {@link VariationDisplayOptions.autoThumbnails} is on, otherwise the title
   * @since 0.10.0
   */
  icon?: string;
}

/**
 * A choice of an object category: a separate model file, or a node of the loaded model.
 * Give exactly one of `file` and `node`.
 */
export interface ObjectVariationItem extends VariationItem {
  /**
   * A model file (relative to `basePath`), loaded when chosen and cached.
   *
   * @defaultValue none (`undefined`): {@link ObjectVariationItem.node} gives the item
   */
  file?: string;
  /**
   * Name of a node in the loaded model; it is shown and its siblings in the category hidden.
   *
   * @defaultValue none (`undefined`): {@link ObjectVariationItem.file} gives the item
   */
  node?: string;
}

/**
 * A choice of a material category: a preset of the {@link MaterialLibrary}, a material file, or
 * inline parameters. Give exactly one of `preset`, `file` and `material`.
 */
export interface MaterialVariationItem extends VariationItem {
  /**
   * A material library preset name, for example `'rose-gold'`.
   *
   * @defaultValue none (`undefined`): {@link MaterialVariationItem.file} or {@link MaterialVariationItem.material} gives the material
   */
  preset?: string;
  /**
   * A `.vmat` file, relative to `basePath`.
   *
   * @defaultValue none (`undefined`): {@link MaterialVariationItem.preset} or {@link MaterialVariationItem.material} gives the material
   */
  file?: string;
  /**
   * Inline material data.
   *
   * @defaultValue none (`undefined`): {@link MaterialVariationItem.preset} or {@link MaterialVariationItem.file} gives the material
   */
  material?: MaterialJSON | PhysicalMaterialParameters;
}

/**
 * What object and material categories share.
 */
export interface VariationCategory {
  /** Unique id, for example `'shape'` or `'metal'`; used in selections and URLs. */
  id: string;
  /**
   * Display title.
   *
   * @defaultValue derived from the id
   */
  title?: string;
  /**
   * Icon of the category tab: an image address or a CSS colour.
   *
   * @defaultValue none (`undefined`)
   */
  icon?: string;
  /**
   * Id of the item selected at start.
   *
   * @defaultValue the first item
   */
  selected?: string;
  /**
   * Apply the selection but show no UI for this category.
   *
   * @defaultValue `false`
   */
  hidden?: boolean;
}

/**
 * A category whose choices are objects, for example the shape of the centre stone.
 */
export interface ObjectVariationCategory extends VariationCategory {
  /** The choices, at least one. */
  items: ObjectVariationItem[];
}

/**
 * A category whose choices are materials, for example the metal of the band.
 */
export interface MaterialVariationCategory extends VariationCategory {
  /**
   * What the material applies to: material names or mesh names of the loaded model. A name
   * ending in `*` matches by prefix (`'prong*'`).
   */
  targets: string[];
  /** The choices, at least one. */
  items: MaterialVariationItem[];
}

/**
 * How the configurator UI shows categories and items.
 *
 * @since 0.10.0
 */
export interface VariationDisplayOptions {
  /**
   * Icon shape.
   *
   * @defaultValue {@link VariationIconShape.Circle}
   */
  iconShape?: VariationIconShape;
  /**
   * Icon size in CSS pixels.
   *
   * @defaultValue 48
   */
  iconSize?: number;
  /**
   * Show item titles under icons.
   *
   * @defaultValue `true`
   */
  showTitles?: boolean;
  /**
   * Render thumbnails for items without an icon.
   *
   * @defaultValue `true`
   */
  autoThumbnails?: boolean;
}

/**
 * The JSON file of a variation configurator, as exported by the editor. Object categories swap
 * parts of the product; material categories change materials of named parts.
 *
 * @example
 * ```json
 * {
 *   "version": 1,
 *   "basePath": "https://cdn.example.com/solitaire/",
 *   "objects": [
 *     {
 *       "id": "shape",
 *       "title": "Stone shape",
 *       "items": [
 *         { "id": "round", "node": "stone_round", "icon": "icons/round.webp" },
 *         { "id": "oval", "node": "stone_oval", "icon": "icons/oval.webp" }
 *       ]
 *     }
 *   ],
 *   "materials": [
 *     {
 *       "id": "metal",
 *       "title": "Metal",
 *       "targets": ["band", "prong*"],
 *       "items": [
 *         { "id": "gold", "title": "Yellow gold", "preset": "gold", "icon": "#e5c07b" },
 *         { "id": "rose-gold", "preset": "rose-gold", "icon": "#e8b4a0" },
 *         { "id": "white-gold", "preset": "white-gold", "icon": "#dcdcd8" },
 *         { "id": "platinum", "preset": "platinum", "icon": "#d5d0c8" }
 *       ]
 *     }
 *   ],
 *   "display": { "iconShape": "circle", "showTitles": true }
 * }
 * ```
 * @since 0.10.0
 */
export interface VariationConfiguratorConfig {
  /** Format version; 1 is the only one. */
  version: 1;
  /**
   * Base address of relative `file` and `icon` values.
   *
   * @defaultValue the address of the JSON file
   */
  basePath?: string;
  /** Object categories, in UI order. */
  objects: ObjectVariationCategory[];
  /** Material categories, in UI order. */
  materials: MaterialVariationCategory[];
  /**
   * UI presentation.
   *
   * @defaultValue the defaults of {@link VariationDisplayOptions}: {@link VariationIconShape.Circle} icons of `48` CSS pixels, with titles
   */
  display?: VariationDisplayOptions;
}

/**
 * The chosen item id of each category, by category id.
 *
 * @example
 * ```ts
 * const selection: VariationSelection = { shape: 'oval', metal: 'rose-gold' };
 * ```
 */
export interface VariationSelection {
  [categoryId: string]: string;
}

/**
 * Settings of the {@link VariationConfiguratorPlugin}: the configuration file loaded when the plugin is added,
 * background loading of the items' model files, mirroring of the selection in the page address, and the size
 * of rendered icons. Set them in the constructor or with {@link ViewerPlugin.setSettings};
 * {@link ViewerApp.exportConfig} saves them.
 */
export interface VariationConfiguratorSettings {
  /**
   * Configuration file loaded when the plugin is added; `null` to call {@link VariationConfiguratorPlugin.loadConfig} yourself.
   *
   * @defaultValue `null`
   */
  configUrl: string | null;
  /**
   * Load the model files of object items in the background after the first render.
   *
   * @defaultValue `true`
   */
  preloadItems: boolean;
  /**
   * Mirror the selection in the page URL's query string (`?shape=oval&metal=gold`), so that it can be shared.
   *
   * @defaultValue `false`
   * @since 0.11.0
   */
  syncWithUrl: boolean;
  /**
   * Thumbnail size in CSS pixels for rendered icons.
   *
   * @defaultValue 96
   */
  thumbnailSize: number;
}

/**
 * Events of the {@link VariationConfiguratorPlugin}.
 */
export interface VariationConfiguratorEventMap extends ViewerPluginEventMap {
  /** A configuration was loaded and its start selection applied. */
  configLoaded: {
    /** The validated configuration. */
    readonly config: VariationConfiguratorConfig;
  };
  /** An item was selected and applied. */
  variationChange: VariationChangeEvent;
}

/**
 * Payload of `variationChange` of the {@link VariationConfiguratorPlugin}.
 */
export interface VariationChangeEvent {
  /** Object or material category. */
  readonly kind: VariationKind;
  /** The category id. */
  readonly categoryId: string;
  /** The selected item id. */
  readonly itemId: string;
  /** The whole selection after the change. */
  readonly selection: Readonly<VariationSelection>;
}

/**
 * The variation configurator: reads a {@link VariationConfiguratorConfig} JSON file (written by the
 * editor or by hand) and switches parts and materials of a product, with icons and titles for a
 * configurator UI ({@link ConfiguratorUiPlugin} draws one).
 *
 * @example
 * ```ts
 * const variations = await viewer.addPlugin(VariationConfiguratorPlugin);
 * await viewer.load('/assets/solitaire.glb');
 * await variations.loadConfig('/assets/solitaire.variations.json');
 * await variations.select('metal', 'platinum');
 * console.log(variations.selection); // { shape: 'round', metal: 'platinum' }
 * ```
 *
 * @see {@link VariationConfiguratorConfig} for the JSON format.
 * @see {@link ConfiguratorUiPlugin}
 */
export declare class VariationConfiguratorPlugin extends ViewerPlugin<
  VariationConfiguratorSettings,
  VariationConfiguratorEventMap
> {
  /**
   * `'VariationConfiguratorPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a
   * saved viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'VariationConfiguratorPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<VariationConfiguratorSettings>);
  /**
   * The loaded configuration, or `undefined`.
   *
   * @example
   * ```ts
   * const variations = await viewer.getOrAddPlugin(VariationConfiguratorPlugin);
   * const categories = [...(variations.config?.objects ?? []), ...(variations.config?.materials ?? [])];
   * console.log(categories.map((category) => category.id));
   * ```
   */
  get config(): Readonly<VariationConfiguratorConfig> | undefined;
  /**
   * The current selection.
   *
   * @example
   * Show the price of what is selected:
   * ```ts
   * const variations = await viewer.getOrAddPlugin(VariationConfiguratorPlugin);
   * variations.addEventListener('variationChange', () => (price.textContent = priceOf(variations.selection)));
   * ```
   */
  get selection(): Readonly<VariationSelection>;
  /**
   * Loads and validates a configuration, then applies its start selection.
   *
   * @param config - the object or the address of the JSON file.
   * @throws TypeError naming the first invalid field (for example `materials[0].targets must be a non-empty array`).
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when `config` is an address and the file
   * cannot be downloaded or parsed, or a model file of the start selection cannot be loaded.
   * @example
   * ```ts
   * const variations = await viewer.getOrAddPlugin(VariationConfiguratorPlugin);
   * await variations.loadConfig('/configurators/solitaire.json');
   * ```
   */
  loadConfig(config: VariationConfiguratorConfig | string): Promise<void>;
  /**
   * Selects an item and applies it (loads its model file first if needed).
   *
   * @param categoryId - the category.
   * @param item - the item id or its index.
   * @throws RangeError for an unknown category or item.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when the model file of an item cannot be
   * downloaded or parsed.
   * @example
   * ```ts
   * await viewer.getPlugin(VariationConfiguratorPlugin)?.select('metal', 'rose-gold');
   * ```
   */
  select(categoryId: string, item: string | number): Promise<void>;
  /**
   * Applies a whole selection; categories not named keep their item.
   *
   * @param selection - item ids by category id.
   * @throws RangeError for an unknown category or item.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when the model file of an item cannot be
   * downloaded or parsed.
   * @example
   * Restore a selection shared in the address:
   * ```ts
   * const shared = new URLSearchParams(location.search);
   * await viewer.getPlugin(VariationConfiguratorPlugin)?.setSelection({
   *   metal: shared.get('metal') ?? 'gold',
   *   shape: shared.get('shape') ?? 'round',
   * });
   * ```
   */
  setSelection(selection: VariationSelection): Promise<void>;
  /**
   * The icon of an item as an address: its `icon` image, a data URL of its colour swatch, or a rendered thumbnail.
   *
   * @param categoryId - the category.
   * @param itemId - the item.
   * @throws RangeError for an unknown category or item.
   * @example
   * ```ts
   * const variations = await viewer.getOrAddPlugin(VariationConfiguratorPlugin);
   * const icon = new Image(48, 48);
   * icon.src = await variations.getIcon('shape', 'oval');
   * icon.alt = variations.getTitle('shape', 'oval');
   * ```
   */
  getIcon(categoryId: string, itemId: string): Promise<string>;
  /**
   * The display title of a category or item.
   *
   * @param categoryId - the category.
   * @param itemId - the item; omit for the category title.
   * @throws RangeError for an unknown category or item.
   * @example
   * ```ts
   * const variations = await viewer.getOrAddPlugin(VariationConfiguratorPlugin);
   * label.textContent = `${variations.getTitle('metal')}: ${variations.getTitle('metal', 'rose-gold')}`;
   * ```
   */
  getTitle(categoryId: string, itemId?: string): string;
}
