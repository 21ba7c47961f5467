import type { Color, Material, MeshPhysicalMaterial, Texture, Wrapping } from 'three';

/**
 * Physically based material parameters, as set by {@link ViewerMaterial.setValues}.
 * Colours are sRGB hex strings or numbers; factors are 0 to 1 unless stated. `setValues` changes only the
 * parameters it is given; the defaults below are the values of a new three.js `MeshPhysicalMaterial`.
 */
export interface PhysicalMaterialParameters {
  /**
   * Base colour, for example `'#d4af37'`.
   *
   * @defaultValue `0xffffff` (white)
   */
  color?: string | number;
  /**
   * 0 for dielectrics (plastic, stone), 1 for metals.
   *
   * @defaultValue 0
   */
  metalness?: number;
  /**
   * 0 mirror-like, 1 fully rough.
   *
   * @defaultValue 1
   */
  roughness?: number;
  /**
   * Emitted colour.
   *
   * @defaultValue `0x000000` (black: no emission)
   */
  emissive?: string | number;
  /**
   * Multiplier of the emitted colour.
   *
   * @defaultValue 1
   */
  emissiveIntensity?: number;
  /**
   * 0 opaque surface, 1 fully transmissive (glass). Prefer {@link DiamondPlugin} for gems.
   *
   * @defaultValue 0
   */
  transmission?: number;
  /**
   * Index of refraction, 1 to 2.333.
   *
   * @defaultValue 1.5
   */
  ior?: number;
  /**
   * Thickness of the volume beneath the surface in world units, for transmission.
   *
   * @defaultValue 0
   */
  thickness?: number;
  /**
   * Strength of a clear lacquer layer.
   *
   * @defaultValue 0
   */
  clearcoat?: number;
  /**
   * Roughness of the clear-coat layer.
   *
   * @defaultValue 0
   */
  clearcoatRoughness?: number;
  /**
   * Strength of a sheen layer (velvet, cloth).
   *
   * @defaultValue 0
   */
  sheen?: number;
  /**
   * Colour of the sheen layer.
   *
   * @defaultValue `0x000000` (black)
   */
  sheenColor?: string | number;
  /**
   * Opacity, with {@link PhysicalMaterialParameters.transparent}.
   *
   * @defaultValue 1
   */
  opacity?: number;
  /**
   * Blend with what is behind.
   *
   * @defaultValue `false`
   */
  transparent?: boolean;
  /**
   * Multiplier of the environment lighting for this material only.
   *
   * @defaultValue 1
   */
  envMapIntensity?: number;
  /**
   * Base colour texture (sRGB).
   *
   * @defaultValue none (`null`)
   */
  map?: Texture | null;
  /**
   * Normal map (linear).
   *
   * @defaultValue none (`null`)
   */
  normalMap?: Texture | null;
  /**
   * Packed roughness (G) and metalness (B) texture, as in glTF; it becomes both the three.js material's `roughnessMap` and its `metalnessMap`.
   *
   * @defaultValue none (`null`)
   */
  roughnessMap?: Texture | null;
  /**
   * Ambient occlusion texture (R).
   *
   * @defaultValue none (`null`)
   */
  aoMap?: Texture | null;
}

/**
 * A material in the scene, as the SDK wraps it: a three.js `MeshPhysicalMaterial` plus the SDK's
 * material extensions (anisotropy, bump maps, diamonds), dirty tracking, and JSON.
 *
 * @example
 * ```ts
 * const metal = viewer.scene.getMaterialByName('band');
 * metal?.setValues({ color: '#e8c27a', metalness: 1, roughness: 0.18 });
 * ```
 *
 * @see {@link MaterialLibrary} for metal and gem presets.
 */
export declare class ViewerMaterial {
  /**
   * Wraps an existing three.js material. Non-physical materials are converted.
   *
   * @param material - the material to wrap.
   */
  constructor(material: Material);
  /** The wrapped three.js material. */
  readonly three: MeshPhysicalMaterial;
  /** Stable id, kept across export and import. */
  readonly uuid: string;
  /** The glTF material name. */
  name: string;
  /** Base colour (linear). */
  get color(): Color;
  /** See {@link PhysicalMaterialParameters.metalness}. */
  metalness: number;
  /** See {@link PhysicalMaterialParameters.roughness}. */
  roughness: number;
  /**
   * Extension data by glTF extension name, for example `VITRINE_materials_diamond`.
   * Read it through the extension's plugin, for example {@link MaterialExtensionPlugin.getData}.
   */
  readonly extensions: Readonly<Record<string, object>>;
  /**
   * Sets several parameters at once and marks the material for update.
   *
   * @param values - the parameters to set.
   */
  setValues(values: PhysicalMaterialParameters): void;
  /**
   * Marks the material changed after direct edits of its three.js material or textures, and asks
   * for a frame that uses it (shaders recompile if needed). {@link ViewerMaterial.setValues} calls it.
   */
  setDirty(): void;
  /**
   * A copy with its own uuid; textures are shared.
   *
   * @param name - the copy's name. Default: the same name.
   */
  clone(name?: string): ViewerMaterial;
  /** The parameters and extension data as JSON, the format of `.vmat` material files. */
  toJSON(): MaterialJSON;
  /** Releases the material's GPU programs. Textures are disposed separately. */
  dispose(): void;
}

/**
 * A material as JSON: the format of material files (`.vmat`) and of material presets.
 *
 * @see {@link MaterialLibrary}
 */
export interface MaterialJSON {
  /** Format version, currently 1. */
  version: 1;
  /** The material name. */
  name: string;
  /** Parameters, with textures given as URLs relative to the file. */
  parameters: Omit<PhysicalMaterialParameters, 'map' | 'normalMap' | 'roughnessMap' | 'aoMap'> & {
    /** Base colour texture address. */
    map?: string;
    /** Normal map address. */
    normalMap?: string;
    /** Roughness and metalness texture address. */
    roughnessMap?: string;
    /** Ambient occlusion texture address. */
    aoMap?: string;
  };
  /** Extension data by glTF extension name. */
  extensions?: Record<string, object>;
}

/**
 * Options of a {@link ViewerTexture}.
 */
export interface TextureOptions {
  /**
   * `'srgb'` for colour textures, `'linear'` for data (normals, roughness).
   *
   * @defaultValue `'srgb'`
   */
  colorSpace?: 'srgb' | 'linear';
  /**
   * Repeat count in U and V.
   *
   * @defaultValue `[1, 1]`
   */
  repeat?: [number, number];
  /**
   * Offset in UV units.
   *
   * @defaultValue `[0, 0]`
   */
  offset?: [number, number];
  /**
   * Rotation in radians around the UV centre.
   *
   * @defaultValue 0
   */
  rotation?: number;
  /**
   * Wrapping in both directions (three.js constant).
   *
   * @defaultValue `RepeatWrapping`
   */
  wrap?: Wrapping;
  /**
   * Flip vertically on upload. glTF textures use `false`.
   *
   * @defaultValue `false`
   */
  flipY?: boolean;
  /**
   * Anisotropic filtering samples, capped by the GPU.
   *
   * @defaultValue 4
   */
  anisotropy?: number;
}

/**
 * A texture as the SDK wraps it: a three.js texture with its source URL, UV transform helpers and
 * reference counting, so that a texture shared by several materials is disposed only once unused.
 *
 * @example
 * Tile a fabric texture four times and rotate it by 45 degrees:
 * ```ts
 * const fabric = new ViewerTexture(texture, { repeat: [4, 4], rotation: Math.PI / 4 });
 * viewer.scene.getMaterialByName('strap')?.setValues({ map: fabric.three });
 * ```
 *
 * @see {@link TextureOptions}
 */
export declare class ViewerTexture {
  /**
   * @param texture - the three.js texture to wrap.
   * @param options - colour space, UV transform, wrapping.
   */
  constructor(texture: Texture, options?: TextureOptions);
  /** The wrapped three.js texture. */
  readonly three: Texture;
  /** The address it was loaded from, if any. Used by the exporter to keep external textures external. */
  readonly sourceUrl?: string;
  /** Width in pixels, 0 until the image is decoded. */
  get width(): number;
  /** Height in pixels, 0 until the image is decoded. */
  get height(): number;
  /**
   * Changes colour space, wrapping or the UV transform.
   *
   * @param options - the options to change.
   */
  setOptions(options: TextureOptions): void;
  /** Number of materials using the texture. */
  get useCount(): number;
  /** Frees GPU memory now, even if materials still use the texture (they will show black). */
  dispose(): void;
}
