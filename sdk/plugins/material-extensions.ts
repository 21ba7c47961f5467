import type { Texture } from 'three';
import type { IMaterialExtension, MaterialExtensionPlugin } from '../core';

/**
 * How the direction of anisotropic highlights is given.
 *
 * @see {@link AnisotropyMaterialData.directionMode}
 */
export declare enum AnisotropyDirection {
  /** From a direction texture (RG = tangent-space direction). */
  Texture = 'texture',
  /** Along the mesh tangents (the UV u axis): the highlight stretches along u, as on lines brushed along v. */
  Tangent = 'tangent',
  /**
   * Radiating from the UV centre: the highlight of concentric grooves, as on a spun watch dial or a turned bezel.
   *
   * @since 0.9.0
   */
  Radial = 'radial',
  /**
   * Circles around the UV centre: the highlight of grooves radiating from the centre, as on a sunray dial.
   *
   * @since 0.9.0
   */
  Circular = 'circular',
}

/**
 * The per-material data of the `VITRINE_materials_anisotropy` glTF extension: stretched highlights
 * of brushed and spun metals.
 *
 * @example
 * ```json
 * "extensions": {
 *   "VITRINE_materials_anisotropy": { "anisotropy": 0.8, "directionMode": "circular" }
 * }
 * ```
 */
export interface AnisotropyMaterialData {
  /**
   * Strength, -1 to 1: how far the highlight stretches along the direction; negative stretches it across the direction instead.
   *
   * @defaultValue 0
   */
  anisotropy: number;
  /**
   * Where the direction comes from.
   *
   * @defaultValue {@link AnisotropyDirection.Tangent}
   */
  directionMode: AnisotropyDirection;
  /**
   * Direction texture for {@link AnisotropyDirection.Texture}; RG in tangent space, B scales strength.
   *
   * @defaultValue none (`undefined`)
   */
  directionTexture?: Texture | null;
  /**
   * Rotation of the direction in radians.
   *
   * @defaultValue 0
   */
  rotation: number;
  /**
   * Fine noise on the direction, 0 to 1, breaking up a too-perfect look.
   *
   * @defaultValue 0
   * @since 0.9.0
   */
  noise: number;
}

/**
 * Anisotropic reflections for brushed and spun metals, stored as `VITRINE_materials_anisotropy`.
 * The tangent and texture modes need tangents; the importer computes them when missing.
 *
 * @example
 * ```ts
 * const anisotropy = await viewer.addPlugin(AnisotropyPlugin);
 * anisotropy.setData(viewer.scene.getMaterialByName('band')!, {
 *   anisotropy: 0.7,
 *   directionMode: AnisotropyDirection.Circular,
 * });
 * ```
 *
 * @see {@link AnisotropyMaterialData}
 * @since 0.4.0
 */
export declare class AnisotropyPlugin extends MaterialExtensionPlugin<AnisotropyMaterialData> {
  /**
   * `'AnisotropyPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'AnisotropyPlugin';
  /** `'VITRINE_materials_anisotropy'`. */
  static readonly EXTENSION_NAME = 'VITRINE_materials_anisotropy';
  readonly extension: IMaterialExtension<AnisotropyMaterialData>;
}

/**
 * The per-material data of the `VITRINE_materials_bumpmap` glTF extension: a height map that
 * perturbs normals (engravings, hammered finishes, milgrain), cheaper to author than a normal map.
 *
 * @example
 * ```json
 * "extensions": {
 *   "VITRINE_materials_bumpmap": { "bumpTexture": { "index": 3 }, "bumpScale": 0.002 }
 * }
 * ```
 */
export interface BumpMapMaterialData {
  /** Greyscale height texture (R channel); white is high. */
  bumpTexture: Texture | null;
  /**
   * Height of white in world units.
   *
   * @defaultValue 0.001 (1 mm)
   */
  bumpScale: number;
  /**
   * Texture coordinate set.
   *
   * @defaultValue 0
   */
  texCoord: number;
}

/**
 * Bump mapping from a height texture, stored as `VITRINE_materials_bumpmap`. For engravings on
 * rings: a greyscale image of the text is enough.
 *
 * @example
 * Engrave the inside of a band from a greyscale image:
 * ```ts
 * const bump = await viewer.addPlugin(BumpMapPlugin);
 * const { value } = await viewer.assetManager.import('/assets/engraving.png', { type: AssetType.Texture });
 * // Height is data, not colour: read it linearly (images are imported as sRGB).
 * const height = new ViewerTexture(value as Texture, { colorSpace: 'linear' });
 * bump.setData(viewer.scene.getMaterialByName('band_inner')!, {
 *   bumpTexture: height.three,
 *   bumpScale: 0.0003,
 * });
 * ```
 *
 * @see {@link BumpMapMaterialData}
 * @since 0.5.0
 */
export declare class BumpMapPlugin extends MaterialExtensionPlugin<BumpMapMaterialData> {
  /**
   * `'BumpMapPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'BumpMapPlugin';
  /** `'VITRINE_materials_bumpmap'`. */
  static readonly EXTENSION_NAME = 'VITRINE_materials_bumpmap';
  readonly extension: IMaterialExtension<BumpMapMaterialData>;
}
