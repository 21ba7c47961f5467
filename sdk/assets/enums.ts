/**
 * The kind of an asset, decided from its file extension or MIME type.
 *
 * @see {@link ImportedAsset.type}
 */
export declare enum AssetType {
  /** A 3D model: `.glb`, `.gltf`, or a format of an added loader. */
  Model = 'model',
  /** An environment map: `.hdr`, `.exr`, or an equirectangular `.jpg`/`.png`/`.webp` given as such. */
  EnvironmentMap = 'environment-map',
  /** An image used as a texture: `.jpg`, `.png`, `.webp`, `.avif`, `.ktx2`. */
  Texture = 'texture',
  /** A material file (`.vmat`, JSON). */
  Material = 'material',
  /** A viewer configuration (`.json` with a `sdkVersion` field). */
  ViewerConfig = 'viewer-config',
}

/**
 * File format of {@link AssetExporter.exportModel}.
 */
export declare enum ModelExportFormat {
  /** Binary glTF: one file with geometry, textures and materials. The default. */
  GLB = 'glb',
  /** JSON glTF with embedded (data URI) buffers and images. Larger; readable in a text editor. */
  GLTF = 'gltf',
}

/**
 * How textures are written when exporting.
 *
 * @see {@link ExportOptions.textureFormat}
 */
export declare enum TextureExportFormat {
  /** Keep each texture's source bytes where possible; re-encode only generated textures (as PNG). The default. */
  Original = 'original',
  /** Re-encode every texture as PNG: lossless, largest. */
  PNG = 'png',
  /** Re-encode colour textures as JPEG (quality from {@link ExportOptions.textureQuality}), data textures as PNG. */
  JPEG = 'jpeg',
  /** Re-encode as WebP with `EXT_texture_webp`; smallest, for current browsers. */
  WebP = 'webp',
}

/**
 * Where {@link AssetCache} keeps downloaded files.
 */
export declare enum CacheStorageKind {
  /** No caching beyond the browser's HTTP cache. */
  None = 'none',
  /** Parsed assets kept in memory for the page's lifetime. The default. */
  Memory = 'memory',
  /** Raw responses kept in the Cache Storage API across visits, keyed by URL. */
  Persistent = 'persistent',
}

/**
 * The metal presets of the built-in {@link MaterialLibrary}: the four classic jewellery metals
 * (gold, rose gold, white gold, platinum) and sterling silver. Each preset sets the base colour
 * (measured reflectance), metalness 1 and a polished roughness.
 *
 * @example
 * ```ts
 * const library = viewer.assetManager.materials;
 * library.apply(MetalPreset.RoseGold, viewer.scene.getMaterialByName('band')!);
 * ```
 * @since 0.5.0
 */
export declare enum MetalPreset {
  /** 18 ct yellow gold, `#e5c07b` reflectance, roughness 0.12. */
  Gold = 'gold',
  /** 18 ct rose gold, `#e8b4a0` reflectance, roughness 0.12. */
  RoseGold = 'rose-gold',
  /** Rhodium-plated white gold, `#dcdcd8` reflectance, roughness 0.1. */
  WhiteGold = 'white-gold',
  /** Platinum, `#d5d0c8` reflectance, roughness 0.14: slightly darker and warmer than white gold. */
  Platinum = 'platinum',
  /**
   * Sterling silver, `#f0eee9` reflectance, roughness 0.1.
   *
   * @since 0.11.0
   */
  Silver = 'silver',
}
