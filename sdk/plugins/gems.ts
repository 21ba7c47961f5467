import type { Mesh } from 'three';
import type { IMaterialExtension, IUiConfigurable, MaterialExtensionPlugin, ViewerMaterial } from '../core';
import type { UiConfig } from '../ui';

/**
 * Gem species with built-in optics (refractive index, dispersion, body colour).
 *
 * @see {@link DiamondPlugin.makeGem}
 * @since 0.11.0
 */
export declare enum GemType {
  /** Diamond: IOR 2.417, dispersion 0.044, colourless. */
  Diamond = 'diamond',
  /** Moissanite: IOR 2.65, dispersion 0.104; more fire than diamond. */
  Moissanite = 'moissanite',
  /** Cubic zirconia: IOR 2.16, dispersion 0.058. */
  CubicZirconia = 'cubic-zirconia',
  /** Ruby (corundum): IOR 1.77, dispersion 0.018, red. */
  Ruby = 'ruby',
  /** Sapphire (corundum): IOR 1.77, dispersion 0.018, blue. */
  Sapphire = 'sapphire',
  /** Emerald (beryl): IOR 1.58, dispersion 0.014, green. */
  Emerald = 'emerald',
  /** Amethyst (quartz): IOR 1.55, dispersion 0.013, purple. */
  Amethyst = 'amethyst',
  /** Topaz: IOR 1.62, dispersion 0.014, pale blue. */
  Topaz = 'topaz',
}

/**
 * Quality of gem rendering: the number of internal ray bounces and the resolution of the
 * per-stone geometry cache.
 */
export declare enum DiamondQuality {
  /** 3 bounces, 256 px cache. For phones with many stones. */
  Low = 'low',
  /** 5 bounces, 512 px cache. The default. */
  Medium = 'medium',
  /** 7 bounces, 1024 px cache. */
  High = 'high',
  /** 10 bounces, 2048 px cache, for stills and close-ups. */
  Ultra = 'ultra',
}

/**
 * The per-material data of the `VITRINE_materials_diamond` glTF extension: the optics of a cut
 * stone. Stored in `material.extensions.VITRINE_materials_diamond`.
 *
 * @example
 * ```json
 * "extensions": {
 *   "VITRINE_materials_diamond": { "ior": 2.417, "dispersion": 0.044, "color": [1, 1, 1] }
 * }
 * ```
 */
export interface DiamondMaterialData {
  /** Refractive index. Diamond 2.417. */
  ior: number;
  /**
   * Dispersion: the difference of refractive index between blue (430.8 nm) and red (686.7 nm) light.
   * Diamond 0.044; 0 turns off the rainbow fire. Files written before 0.11.0 carry none and get the
   * default.
   *
   * @defaultValue 0.044
   * @since 0.11.0
   */
  dispersion: number;
  /** Body colour as linear RGB absorption tint, `[1, 1, 1]` colourless. */
  color: [number, number, number];
  /**
   * Depth in world units at which light is tinted by {@link DiamondMaterialData.color}; smaller is more saturated.
   *
   * @defaultValue 0.005 (5 mm)
   */
  attenuationDistance: number;
  /**
   * Per-channel brightness boost `[r, g, b]` of refracted light, for artistic control.
   *
   * @defaultValue `[1, 1, 1]`
   */
  boostFactors: [number, number, number];
  /**
   * Multiplier of the environment seen through the stone.
   *
   * @defaultValue 1
   */
  envMapIntensity: number;
  /**
   * Override of the plugin-wide bounce count; `undefined` uses {@link DiamondPluginSettings.quality}.
   *
   * @defaultValue the bounce count of {@link DiamondPluginSettings.quality} (`5` at {@link DiamondQuality.Medium})
   */
  rayBounces?: number;
  /**
   * The species, for UI labels. Does not change the optics by itself.
   *
   * @defaultValue none (`undefined`): no species recorded
   * @since 0.11.0
   */
  gemType?: GemType;
}

/**
 * Optical constants of a {@link GemType}.
 */
export interface GemOptics {
  /** Refractive index. */
  readonly ior: number;
  /** Dispersion (see {@link DiamondMaterialData.dispersion}). */
  readonly dispersion: number;
  /** Body colour, linear RGB. */
  readonly color: readonly [number, number, number];
  /** Typical attenuation distance in world units. */
  readonly attenuationDistance: number;
}

/**
 * Settings of the {@link DiamondPlugin}, which apply to all stones at once: rendering quality, dispersion (on
 * or off, and a multiplier), sharing of geometry caches between identical stones, and the material-name
 * pattern that turns stones of models without the extension into gems. Each stone's own optics are its
 * material data ({@link DiamondMaterialData}). Set them in the constructor or with
 * {@link ViewerPlugin.setSettings}.
 */
export interface DiamondPluginSettings {
  /**
   * Bounces and cache resolution.
   *
   * @defaultValue {@link DiamondQuality.Medium}; {@link DiamondQuality.Low} on low-tier devices
   */
  quality: DiamondQuality;
  /**
   * Render the rainbow fire of dispersion (three refraction samples per ray).
   *
   * @defaultValue `true`
   * @since 0.11.0
   */
  dispersion: boolean;
  /**
   * Multiplier of all stones' dispersion, for art direction.
   *
   * @defaultValue 1
   * @since 0.11.0
   */
  dispersionScale: number;
  /**
   * Share one geometry cache between stones with the same mesh (pavé settings).
   *
   * @defaultValue `true`
   */
  shareCaches: boolean;
  /**
   * Treat materials whose name matches this pattern as diamonds on load, for models without the extension.
   *
   * @defaultValue `/diamond|gem|stone/i`
   */
  autoDetect: RegExp | null;
}

/**
 * Renders diamonds and gemstones: internal reflections traced against a per-stone geometry cache,
 * refraction, dispersion (fire) and body colour. Reads and writes the
 * `VITRINE_materials_diamond` glTF extension.
 *
 * @example
 * ```ts
 * const diamonds = await viewer.addPlugin(DiamondPlugin);
 * await viewer.load('/assets/ring.glb');
 * const stone = viewer.scene.getMaterialByName('center_stone')!;
 * diamonds.makeGem(stone, GemType.Sapphire);
 * diamonds.setData(stone, { dispersion: 0.03 });
 * ```
 *
 * @see {@link DiamondMaterialData}
 * @since 0.4.0
 */
export declare class DiamondPlugin
  extends MaterialExtensionPlugin<DiamondMaterialData, DiamondPluginSettings>
  implements IUiConfigurable
{
  /**
   * `'DiamondPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'DiamondPlugin';
  /** The glTF extension name, `'VITRINE_materials_diamond'`. */
  static readonly EXTENSION_NAME = 'VITRINE_materials_diamond';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<DiamondPluginSettings>);
  readonly extension: IMaterialExtension<DiamondMaterialData>;
  /**
   * Turns a material into a gem with the optics of a species.
   *
   * @param material - the stone's material.
   * @param type - the species. Default {@link GemType.Diamond}.
   * @example
   * Turn the side stones into rubies:
   * ```ts
   * const diamonds = await viewer.getOrAddPlugin(DiamondPlugin);
   * const side = viewer.scene.getMaterialByName('side_stones');
   * if (side) diamonds.makeGem(side, GemType.Ruby);
   * ```
   * @since 0.11.0
   */
  makeGem(material: ViewerMaterial, type?: GemType): void;
  /**
   * The optical constants of a species.
   *
   * @param type - the species.
   * @example
   * Show a species' refractive index beside its swatch:
   * ```ts
   * const optics = viewer.getPlugin(DiamondPlugin)?.getGemOptics(GemType.Moissanite);
   * if (optics) label.textContent = `n = ${optics.ior.toFixed(2)}`;
   * ```
   */
  getGemOptics(type: GemType): GemOptics;
  /**
   * Rebuilds a stone's geometry cache, after editing its mesh.
   *
   * @param mesh - a mesh with a diamond material.
   * @example
   * After reshaping a stone's geometry:
   * ```ts
   * const stone = viewer.scene.getObjectByName('center_stone');
   * if (stone instanceof Mesh) {
   *   stone.geometry.scale(1.1, 1.1, 1.1);
   *   viewer.getPlugin(DiamondPlugin)?.updateCache(stone);
   * }
   * ```
   */
  updateCache(mesh: Mesh): void;
  /**
   * Number of stones rendered as gems.
   *
   * @example
   * Drop to a cheaper quality on rings with many stones:
   * ```ts
   * const diamonds = await viewer.getOrAddPlugin(DiamondPlugin);
   * if (diamonds.stoneCount > 50) diamonds.setSettings({ quality: DiamondQuality.Low });
   * ```
   */
  get stoneCount(): number;
  /**
   * The controls of this plugin for a {@link SettingsPanelPlugin}, built on first access and cached.
   *
   * @example
   * ```ts
   * const panel = await viewer.getOrAddPlugin(SettingsPanelPlugin);
   * panel.addPlugin(await viewer.getOrAddPlugin(DiamondPlugin));
   * ```
   */
  get uiConfig(): UiConfig;
}
