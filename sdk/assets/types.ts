import type { AnimationClip, Object3D, Texture } from 'three';
import type { MaterialJSON, ViewerMaterial, ViewerConfigJSON } from '../core';
import type { AssetType, CacheStorageKind, ModelExportFormat, TextureExportFormat } from './enums';

/**
 * A loaded asset, as returned by {@link AssetManager.import}.
 *
 * @typeParam T - the loaded object: an `Object3D` for models, a `Texture` for images and environment maps.
 */
export interface ImportedAsset<T = Object3D | Texture | ViewerMaterial | ViewerConfigJSON> {
  /** What was loaded. */
  readonly type: AssetType;
  /** The address it came from (an object URL for files). */
  readonly url: string;
  /** File name without directories. */
  readonly name: string;
  /** The loaded object. */
  readonly value: T;
  /** Animation clips of a model (empty for other assets). */
  readonly animations: readonly AnimationClip[];
  /** Bytes downloaded. */
  readonly byteLength: number;
  /** `true` when the value came from the {@link AssetCache}. */
  readonly fromCache: boolean;
}

/**
 * Options of {@link AssetManager.import} and {@link AssetImporter.import}.
 */
export interface ImportOptions {
  /**
   * Treat the file as this type instead of guessing from its extension.
   *
   * @defaultValue from the file extension, or from the MIME type for an address without one (see {@link AssetType})
   */
  type?: AssetType;
  /**
   * Use and fill the cache.
   *
   * @defaultValue `true`
   */
  cache?: boolean;
  /**
   * Cancels the download and parse. The promise rejects with an `AbortError`.
   *
   * @defaultValue none (`undefined`): nothing aborts this import alone; {@link AssetManager.dispose} aborts every pending import
   */
  signal?: AbortSignal;
  /**
   * Progress callback, 0 to 1, while downloading.
   *
   * @defaultValue none (`undefined`); downloads through {@link AssetManager.import} are reported by its `importProgress` event either way
   */
  onProgress?: (progress: TransferProgress) => void;
  /**
   * Extra request headers, for example an authorisation token for a private bucket.
   *
   * @defaultValue none (`{}`)
   */
  headers?: Record<string, string>;
  /**
   * Compute tangents for meshes without them (needed by anisotropy).
   *
   * @defaultValue `true`
   */
  computeTangents?: boolean;
}

/**
 * Options of {@link ViewerApp.load}: import options plus where the model goes.
 */
export interface LoadOptions extends ImportOptions {
  /**
   * Remove models loaded before.
   *
   * @defaultValue `false`
   */
  replace?: boolean;
  /**
   * Scale the model so that its largest dimension is this many world units; 0 keeps its size.
   *
   * @defaultValue 0
   */
  autoScale?: number;
  /**
   * Move the model so that its bounding box is centred on the origin, resting on y = 0.
   *
   * @defaultValue `true`
   */
  autoCenter?: boolean;
  /**
   * Frame the camera on the model: always, never, or only for the first model.
   *
   * @defaultValue `'first'`
   */
  fitCamera?: boolean | 'first';
}

/**
 * Options of {@link ViewerApp.setEnvironmentMap}.
 */
export interface EnvironmentMapOptions extends ImportOptions {
  /**
   * Image-based lighting multiplier.
   *
   * @defaultValue 1
   */
  intensity?: number;
  /**
   * Rotation around the vertical axis in radians.
   *
   * @defaultValue 0
   */
  rotation?: number;
  /**
   * Also use the map as background.
   *
   * @defaultValue `false`
   */
  asBackground?: boolean;
}

/**
 * Options of {@link AssetExporter.exportModel}.
 */
export interface ExportOptions {
  /**
   * GLB or glTF.
   *
   * @defaultValue {@link ModelExportFormat.GLB}
   */
  format?: ModelExportFormat;
  /**
   * Texture encoding.
   *
   * @defaultValue {@link TextureExportFormat.Original}
   */
  textureFormat?: TextureExportFormat;
  /**
   * JPEG or WebP quality, 0 to 1.
   *
   * @defaultValue 0.9
   */
  textureQuality?: number;
  /**
   * Largest texture side in pixels; bigger textures are downscaled.
   *
   * @defaultValue 4096
   */
  maxTextureSize?: number;
  /**
   * Write the `VITRINE_materials_*` extensions. Other glTF viewers ignore them and fall back to core materials.
   *
   * @defaultValue `true`
   */
  includeExtensions?: boolean;
  /**
   * Include animation clips.
   *
   * @defaultValue `true`
   */
  includeAnimations?: boolean;
  /**
   * Export only visible objects.
   *
   * @defaultValue `false`
   */
  visibleOnly?: boolean;
  /**
   * Store the viewer configuration in the glTF `asset.extras`, so that the file opens with the same look.
   *
   * @defaultValue `false`
   */
  embedViewerConfig?: boolean;
}

/**
 * Progress of a download or upload.
 */
export interface TransferProgress {
  /** Bytes transferred so far. */
  readonly loaded: number;
  /** Total bytes, or 0 when the server sends no length. */
  readonly total: number;
  /** `loaded / total`, or `NaN` when the total is unknown. */
  readonly fraction: number;
  /** The address. */
  readonly url: string;
}

/**
 * Paths of the optional decoders for compressed glTF files. They are fetched only when a file needs them.
 */
export interface DecoderOptions {
  /**
   * Folder of the Draco decoder (`draco_decoder.wasm`), for `KHR_draco_mesh_compression`.
   *
   * @defaultValue none (`undefined`)
   */
  dracoPath?: string;
  /**
   * Folder of the Basis transcoder (`basis_transcoder.wasm`), for KTX2 textures.
   *
   * @defaultValue none (`undefined`)
   */
  ktx2TranscoderPath?: string;
  /**
   * Enable meshopt decoding (`EXT_meshopt_compression`); the decoder is bundled.
   *
   * @defaultValue `true`
   */
  meshopt?: boolean;
}

/**
 * Options of the {@link AssetManager}.
 */
export interface AssetManagerOptions {
  /**
   * Base address for relative URLs.
   *
   * @defaultValue the page's address, as for {@link ViewerAppOptions.assetBaseUrl}
   */
  baseUrl?: string;
  /**
   * Decoder locations.
   *
   * @defaultValue the defaults of {@link DecoderOptions}: `meshopt` `true`, no decoder folders given
   */
  decoders?: DecoderOptions;
  /**
   * Cache settings.
   *
   * @defaultValue the defaults of {@link AssetCacheOptions}: {@link CacheStorageKind.Memory}, up to 256 MiB
   */
  cache?: AssetCacheOptions;
  /**
   * Parallel downloads.
   *
   * @defaultValue 6
   */
  maxConcurrentDownloads?: number;
}

/**
 * Options of the {@link AssetCache}.
 */
export interface AssetCacheOptions {
  /**
   * Where to keep files.
   *
   * @defaultValue {@link CacheStorageKind.Memory}
   */
  storage?: CacheStorageKind;
  /**
   * Upper bound of cached bytes; least recently used entries go first.
   *
   * @defaultValue 256 MiB
   */
  maxBytes?: number;
  /**
   * Name of the Cache Storage bucket for {@link CacheStorageKind.Persistent}.
   *
   * @defaultValue `'vitrine-assets'`
   */
  bucketName?: string;
}

/**
 * A loader for one family of file formats. Register your own with {@link AssetImporter.addLoader}.
 *
 * @typeParam T - what the loader produces.
 * @example
 * ```ts
 * const plyLoader: IAssetLoader<Object3D> = {
 *   extensions: ['ply'],
 *   type: AssetType.Model,
 *   async load(url) {
 *     const geometry = await new PLYLoader().loadAsync(url);
 *     return new Mesh(geometry, new MeshStandardMaterial());
 *   },
 * };
 * viewer.assetManager.importer.addLoader(plyLoader);
 * ```
 */
export interface IAssetLoader<T = unknown> {
  /** Lower-case file extensions without the dot. */
  readonly extensions: readonly string[];
  /** MIME types, used for URLs without an extension. */
  readonly mimeTypes?: readonly string[];
  /** The asset type produced. */
  readonly type: AssetType;
  /**
   * Downloads and parses.
   *
   * @param url - absolute address.
   * @param options - the import options.
   * @throws Whatever your loader rejects with. The built-in loaders reject with a {@link ViewerError} with
   * {@link ViewerErrorCode.LoadFailed} when the file cannot be downloaded or parsed, and with a DOMException
   * named `AbortError` when {@link ImportOptions.signal} aborts; doing the same lets pages handle every loader
   * alike.
   */
  load(url: string, options: ImportOptions): Promise<T>;
}

/**
 * A named material preset of the {@link MaterialLibrary}.
 */
export interface MaterialPresetDefinition {
  /** Unique name, for example `'rose-gold'` or `'diamond-white'`. */
  readonly name: string;
  /** Display title, for configurator swatches. */
  readonly title: string;
  /** Category, for example `'metal'` or `'gem'`. */
  readonly category: string;
  /** Colour for a swatch, CSS syntax. */
  readonly swatch: string;
  /** The material data. */
  readonly material: MaterialJSON;
}

/**
 * Events of the {@link AssetManager}.
 */
export interface AssetManagerEventMap {
  /** A download started. */
  importStart: {
    /** The address being downloaded. */
    readonly url: string;
  };
  /** Download progress; at most every 100 ms per file. */
  importProgress: ImportProgressEvent;
  /** An asset finished loading. */
  importComplete: AssetLoadedEvent;
  /** An asset failed to load. */
  importError: ImportErrorEvent;
  /** Every pending import finished (successfully or not). */
  idle: {
    /** Assets loaded since the manager was last idle. */
    readonly loadedCount: number;
    /** Assets that failed since the manager was last idle. */
    readonly failedCount: number;
  };
}

/**
 * Payload of `importProgress`, with the totals over every pending download.
 */
export interface ImportProgressEvent {
  /** The file this update concerns. */
  readonly file: TransferProgress;
  /** Bytes loaded over all pending files. */
  readonly totalLoaded: number;
  /** Known total bytes over all pending files. */
  readonly totalBytes: number;
  /** Files still pending. */
  readonly pendingCount: number;
}

/**
 * Payload of `importComplete` and of the viewer's `load` event.
 */
export interface AssetLoadedEvent {
  /** The loaded asset. */
  readonly asset: ImportedAsset;
  /** Milliseconds from request to parsed. */
  readonly duration: number;
}

/**
 * Payload of `importError`.
 */
export interface ImportErrorEvent {
  /** The address that failed. */
  readonly url: string;
  /** The error, usually a {@link ViewerError} with `LoadFailed`. */
  readonly error: Error;
}
