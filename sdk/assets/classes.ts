import type { Object3D, Texture } from 'three';
import type { IMaterialExtension, TypedEventDispatcher, ViewerApp, ViewerMaterial, ViewerConfigJSON } from '../core';
import type { AssetType, CacheStorageKind, MetalPreset } from './enums';
import type {
  AssetCacheOptions,
  AssetManagerEventMap,
  AssetManagerOptions,
  DecoderOptions,
  ExportOptions,
  IAssetLoader,
  ImportedAsset,
  ImportOptions,
  MaterialPresetDefinition,
  TransferProgress,
} from './types';

/**
 * Everything about assets in one place: the importer and its loaders, the exporter, the cache,
 * the material library and downloads. Created by the viewer; reach it as {@link ViewerApp.assetManager}.
 *
 * @example
 * Show a progress bar while several files load:
 * ```ts
 * viewer.assetManager.addEventListener('importProgress', ({ totalLoaded, totalBytes }) => {
 *   bar.value = totalBytes ? totalLoaded / totalBytes : 0;
 * });
 * await Promise.all([viewer.load('/ring.glb'), viewer.setEnvironmentMap('/studio.hdr')]);
 * ```
 *
 * @see {@link ViewerApp.load} to load a model into the scene.
 * @hideconstructor
 * @since 0.3.0
 */
export declare class AssetManager extends TypedEventDispatcher<AssetManagerEventMap> {
  /**
   * @param viewer - the viewer whose scene receives models.
   * @param options - base URL, decoders, cache.
   */
  constructor(viewer: ViewerApp, options?: AssetManagerOptions);
  /** Reads files. */
  readonly importer: AssetImporter;
  /** Writes files. */
  readonly exporter: AssetExporter;
  /** Downloaded and parsed assets. */
  readonly cache: AssetCache;
  /** Material presets: metals, gems. */
  readonly materials: MaterialLibrary;
  /** Downloads and uploads with progress. */
  readonly transfer: FileTransfer;
  /**
   * Number of imports in progress.
   *
   * @example
   * Ask before leaving while files are still loading:
   * ```ts
   * window.addEventListener('beforeunload', (event) => {
   *   if (viewer.assetManager.pendingCount > 0) event.preventDefault();
   * });
   * ```
   */
  get pendingCount(): number;
  /**
   * Loads an asset of any registered type without adding it to the scene.
   *
   * @param source - an address or a `File`.
   * @param options - type, cache, abort signal, progress.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when downloading or parsing fails, or no
   * loader handles the file.
   * @throws DOMException named `AbortError` when {@link ImportOptions.signal} aborts.
   * @example
   * Load a saved material file and use it on every part of the band:
   * ```ts
   * const { value } = await viewer.assetManager.import('/materials/brushed-gold.vmat');
   * if (value instanceof ViewerMaterial) {
   *   for (const part of viewer.scene.findObjects(/^band/)) if (part instanceof Mesh) part.material = value.three;
   *   viewer.scene.setDirty();
   * }
   * ```
   */
  import(source: string | File, options?: ImportOptions): Promise<ImportedAsset>;
  /**
   * Loads several assets in parallel, up to {@link AssetManagerOptions.maxConcurrentDownloads} at a time.
   * Does not reject when some assets fail or are aborted: they are `undefined` in the result and each
   * is reported with an `importError` event.
   *
   * @param sources - addresses or files.
   * @param options - applied to each.
   * @returns the assets in the same order; failed ones are `undefined` and reported with `importError`.
   * @example
   * Preload the other variants of a ring while the first is shown:
   * ```ts
   * const variants = await viewer.assetManager.importAll(['/assets/ring-gold.glb', '/assets/ring-platinum.glb']);
   * const failed = variants.filter((asset) => asset === undefined).length;
   * if (failed > 0) console.warn(`${failed} variants could not be loaded`);
   * ```
   */
  importAll(sources: readonly (string | File)[], options?: ImportOptions): Promise<(ImportedAsset | undefined)[]>;
  /**
   * Resolves a relative address against {@link AssetManagerOptions.baseUrl}.
   *
   * @param url - relative or absolute address.
   * @example
   * ```ts
   * // With baseUrl 'https://cdn.example.com/products/':
   * console.log(viewer.assetManager.resolveUrl('ring/ring.glb')); // https://cdn.example.com/products/ring/ring.glb
   * ```
   */
  resolveUrl(url: string): string;
  /**
   * Aborts pending imports and frees the cache.
   *
   * @example
   * {@link ViewerApp.dispose} calls it: imports still running are aborted.
   * ```ts
   * console.info(viewer.assetManager.pendingCount, 'imports will be aborted');
   * viewer.dispose();
   * ```
   */
  dispose(): void;
}

/**
 * Picks a loader by file extension or MIME type and runs it. Comes with {@link GLTFAssetLoader},
 * {@link EnvironmentMapLoader} and {@link ImageAssetLoader}. Created by the asset manager; reach it
 * as {@link AssetManager.importer} (`viewer.assetManager.importer`).
 *
 * @example
 * Let users open STL files from an input, with three.js's STL loader:
 * ```ts
 * viewer.assetManager.importer.addLoader({
 *   extensions: ['stl'],
 *   type: AssetType.Model,
 *   async load(url) {
 *     const geometry = await new STLLoader().loadAsync(url);
 *     return new Mesh(geometry, new MeshStandardMaterial({ color: 0xcccccc }));
 *   },
 * });
 * ```
 *
 * @see {@link IAssetLoader}
 * @hideconstructor
 */
export declare class AssetImporter {
  /**
   * @param decoders - where the Draco and KTX2 decoders live.
   */
  constructor(decoders?: DecoderOptions);
  /** The registered loaders. */
  get loaders(): readonly IAssetLoader[];
  /**
   * Registers a loader. A later loader for the same extension takes precedence.
   *
   * @param loader - the loader.
   */
  addLoader(loader: IAssetLoader): void;
  /**
   * Unregisters a loader.
   *
   * @param loader - the loader.
   */
  removeLoader(loader: IAssetLoader): void;
  /**
   * The loader that would handle an address, or `undefined`.
   *
   * @param url - an address or file name.
   * @param mimeType - the MIME type if known.
   */
  findLoader(url: string, mimeType?: string): IAssetLoader | undefined;
  /**
   * Loads and parses one asset (no cache; {@link AssetManager.import} adds caching and events).
   *
   * @param url - absolute address or object URL.
   * @param options - import options.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when downloading or parsing fails, or no
   * loader handles the file.
   * @throws DOMException named `AbortError` when {@link ImportOptions.signal} aborts.
   */
  import(url: string, options?: ImportOptions): Promise<ImportedAsset>;
}

/**
 * Writes the scene, objects and materials as files. Created by the asset manager; reach it as
 * {@link AssetManager.exporter} (`viewer.assetManager.exporter`).
 *
 * @example
 * Export what is on screen as a GLB and download it:
 * ```ts
 * const blob = await viewer.assetManager.exporter.exportModel(viewer.scene.modelRoot, {
 *   textureFormat: TextureExportFormat.WebP,
 * });
 * viewer.assetManager.transfer.saveBlob(blob, 'ring.glb');
 * ```
 *
 * @see {@link ExportOptions}
 * @hideconstructor
 */
export declare class AssetExporter {
  /**
   * Exports objects as glTF or GLB, with the SDK's material extensions.
   *
   * @param object - the root to export, usually {@link ViewerScene.modelRoot}.
   * @param options - format, textures, extensions.
   * @returns the file contents.
   */
  exportModel(object: Object3D, options?: ExportOptions): Promise<Blob>;
  /**
   * Exports a material as a `.vmat` file (JSON, textures embedded as data URIs).
   *
   * @param material - the material.
   */
  exportMaterial(material: ViewerMaterial): Promise<Blob>;
  /**
   * Exports a viewer configuration as a `.json` file.
   *
   * @param config - from {@link ViewerApp.exportConfig}.
   */
  exportConfig(config: ViewerConfigJSON): Blob;
  /**
   * Encodes a texture as an image file.
   *
   * @param texture - the texture.
   * @param mimeType - `'image/png'`, `'image/jpeg'` or `'image/webp'`. Default `'image/png'`.
   * @param quality - 0 to 1, for lossy formats. Default 0.9.
   */
  exportTexture(texture: Texture, mimeType?: string, quality?: number): Promise<Blob>;
}

/**
 * Options of the {@link GLTFAssetLoader}.
 */
export interface GLTFLoaderOptions extends DecoderOptions {
  /**
   * Convert `KHR_materials_*` and `VITRINE_materials_*` data to {@link ViewerMaterial}s. Turning it off gives plain three.js materials.
   *
   * @defaultValue `true`
   */
  wrapMaterials?: boolean;
  /**
   * Merge meshes that share a material and are never moved on their own, to save draw calls.
   *
   * @defaultValue `false`
   */
  mergeStaticMeshes?: boolean;
}

/**
 * Loads glTF 2.0 (`.gltf`, `.glb`) with Draco, meshopt and KTX2 compression and the SDK's
 * material extensions. Registered by default.
 *
 * @see The specifications of the SDK's material extensions:
 * [VITRINE_materials_anisotropy](/docs/gltf-extensions/VITRINE_materials_anisotropy),
 * [VITRINE_materials_bumpmap](/docs/gltf-extensions/VITRINE_materials_bumpmap) and
 * [VITRINE_materials_diamond](/docs/gltf-extensions/VITRINE_materials_diamond).
 */
export declare class GLTFAssetLoader implements IAssetLoader<Object3D> {
  /**
   * @param options - decoders and material handling.
   */
  constructor(options?: GLTFLoaderOptions);
  /** `['gltf', 'glb']`. */
  readonly extensions: readonly string[];
  /** `['model/gltf+json', 'model/gltf-binary']`. */
  readonly mimeTypes: readonly string[];
  /** {@link AssetType.Model}. */
  readonly type: AssetType;
  /**
   * Registers a handler for a glTF extension, for example one written by a
   * {@link MaterialExtensionPlugin}. Done automatically by those plugins.
   *
   * @param name - the glTF extension name.
   * @param extension - the extension.
   */
  registerExtension(name: string, extension: IMaterialExtension): void;
  /**
   * Downloads and parses a glTF file; external buffers and textures of a `.gltf` are resolved
   * relative to it.
   *
   * @param url - the file address.
   * @param options - import options.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when downloading or parsing fails.
   * @throws DOMException named `AbortError` when {@link ImportOptions.signal} aborts.
   */
  load(url: string, options: ImportOptions): Promise<Object3D>;
}

/**
 * Loads environment maps: Radiance `.hdr`, OpenEXR `.exr`, and LDR equirectangular panoramas.
 * The result is pre-filtered for image-based lighting (PMREM) once and cached.
 *
 * @example
 * Use a large studio map at higher quality on desktops:
 * ```ts
 * const loader = viewer.assetManager.importer.findLoader('studio.hdr');
 * if (loader instanceof EnvironmentMapLoader && getDeviceCapabilities().tier === DeviceTier.High) {
 *   loader.cubeSize = 512;
 * }
 * await viewer.setEnvironmentMap('/assets/studio.hdr', { intensity: 1.2 });
 * ```
 *
 * @see {@link ViewerApp.setEnvironmentMap}
 */
export declare class EnvironmentMapLoader implements IAssetLoader<Texture> {
  /** `['hdr', 'exr']`; LDR images count as environment maps only with {@link ImportOptions.type}. */
  readonly extensions: readonly string[];
  /** {@link AssetType.EnvironmentMap}. */
  readonly type: AssetType;
  /**
   * Largest face size of the pre-filtered cube map in pixels.
   *
   * @defaultValue 256
   */
  cubeSize: number;
  /**
   * Downloads and decodes an environment map and pre-filters it for lighting.
   *
   * @param url - the file address.
   * @param options - import options.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when downloading or decoding fails.
   * @throws DOMException named `AbortError` when {@link ImportOptions.signal} aborts.
   */
  load(url: string, options: ImportOptions): Promise<Texture>;
}

/**
 * Loads images as textures: JPEG, PNG, WebP, AVIF with `createImageBitmap` off the main thread, and
 * KTX2 through the Basis transcoder.
 *
 * @example
 * ```ts
 * const { value: engraving } = await viewer.assetManager.import('/assets/engraving.png', {
 *   type: AssetType.Texture,
 * });
 * ```
 *
 * @see {@link ViewerTexture}
 */
export declare class ImageAssetLoader implements IAssetLoader<Texture> {
  /** `['jpg', 'jpeg', 'png', 'webp', 'avif', 'ktx2']`. */
  readonly extensions: readonly string[];
  /** {@link AssetType.Texture}. */
  readonly type: AssetType;
  /**
   * Downloads and decodes an image as a texture (sRGB colour space unless the importer says otherwise).
   *
   * @param url - the file address.
   * @param options - import options.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when downloading or decoding fails.
   * @throws DOMException named `AbortError` when {@link ImportOptions.signal} aborts.
   */
  load(url: string, options: ImportOptions): Promise<Texture>;
}

/**
 * Named material presets: the built-in metals ({@link MetalPreset}) and gems, plus your own.
 * Applying a preset changes an existing material in place, so meshes keep their textures' UVs.
 * Created by the asset manager; reach it as {@link AssetManager.materials} (`viewer.assetManager.materials`).
 *
 * @example
 * ```ts
 * const library = viewer.assetManager.materials;
 * const band = viewer.scene.getMaterialByName('band')!;
 * library.apply(MetalPreset.WhiteGold, band);
 * library.add({ name: 'black-gold', title: 'Black gold', category: 'metal', swatch: '#2b2b2b',
 *   material: { version: 1, name: 'black-gold', parameters: { color: '#2b2b2b', metalness: 1, roughness: 0.2 } } });
 * ```
 *
 * @see {@link MetalPreset}
 * @see {@link MaterialConfiguratorPlugin}
 * @hideconstructor
 * @since 0.5.0
 */
export declare class MaterialLibrary {
  /**
   * Every preset, built-in first.
   *
   * @example
   * One swatch button per preset:
   * ```ts
   * for (const preset of viewer.assetManager.materials.presets) {
   *   const swatch = document.createElement('button');
   *   swatch.title = preset.title;
   *   swatch.style.background = preset.swatch;
   *   swatch.addEventListener('click', () => {
   *     const band = viewer.scene.getMaterialByName('band');
   *     if (band) viewer.assetManager.materials.apply(preset.name, band);
   *   });
   *   document.body.append(swatch);
   * }
   * ```
   */
  get presets(): readonly MaterialPresetDefinition[];
  /**
   * A preset by name.
   *
   * @param name - a {@link MetalPreset} or the name of an added preset.
   * @example
   * ```ts
   * const rose = viewer.assetManager.materials.get(MetalPreset.RoseGold);
   * label.textContent = rose?.title ?? '';
   * ```
   */
  get(name: MetalPreset | string): MaterialPresetDefinition | undefined;
  /**
   * Presets of one category.
   *
   * @param category - for example `'metal'` or `'gem'`.
   * @example
   * Metals for a select box:
   * ```ts
   * const metals = viewer.assetManager.materials.byCategory('metal');
   * const select = document.createElement('select');
   * select.append(...metals.map((preset) => new Option(preset.title, preset.name)));
   * ```
   */
  byCategory(category: string): MaterialPresetDefinition[];
  /**
   * Adds or replaces a preset.
   *
   * @param preset - the preset.
   * @example
   * A brushed finish beside the built-in polished metals:
   * ```ts
   * viewer.assetManager.materials.add({
   *   name: 'brushed-platinum',
   *   title: 'Brushed platinum',
   *   category: 'metal',
   *   swatch: '#cfcac2',
   *   material: { version: 1, name: 'brushed-platinum', parameters: { color: '#cfcac2', metalness: 1, roughness: 0.45 } },
   * });
   * ```
   */
  add(preset: MaterialPresetDefinition): void;
  /**
   * Loads presets from a JSON file holding an array of {@link MaterialPresetDefinition}.
   *
   * @param url - the file address.
   * @returns the names added.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when the file cannot be downloaded or is not
   * an array of presets.
   * @example
   * ```ts
   * const added = await viewer.assetManager.materials.loadPresets('/materials/brand-metals.json');
   * console.log(`${added.length} presets:`, added.join(', '));
   * ```
   */
  loadPresets(url: string): Promise<string[]>;
  /**
   * Copies a preset's parameters and extension data onto a material.
   *
   * @param name - the preset.
   * @param material - the material to change.
   * @throws RangeError if no preset has that name.
   * @example
   * ```ts
   * const band = viewer.scene.getMaterialByName('band');
   * if (band) viewer.assetManager.materials.apply(MetalPreset.WhiteGold, band);
   * ```
   */
  apply(name: MetalPreset | string, material: ViewerMaterial): void;
  /**
   * A new material from a preset.
   *
   * @param name - the preset.
   * @throws RangeError if no preset has that name.
   * @example
   * Platinum prongs, whatever material the file gave them:
   * ```ts
   * const platinum = viewer.assetManager.materials.create(MetalPreset.Platinum);
   * for (const prong of viewer.scene.findObjects(/^prong_/)) {
   *   if (prong instanceof Mesh) prong.material = platinum.three;
   * }
   * viewer.scene.setDirty();
   * ```
   */
  create(name: MetalPreset | string): ViewerMaterial;
}

/**
 * Keeps downloaded and parsed assets so that loading the same URL twice costs nothing. Models are
 * cloned on each use; textures are shared. Created by the asset manager; reach it as
 * {@link AssetManager.cache} (`viewer.assetManager.cache`).
 *
 * @example
 * Free memory when the shopper moves on to another product:
 * ```ts
 * const { cache } = viewer.assetManager;
 * console.log(`${(cache.byteLength / 1e6).toFixed(1)} MB in ${cache.storage} storage`);
 * if (cache.has(viewer.assetManager.resolveUrl('/assets/ring.glb'))) await cache.clear();
 * ```
 *
 * @see {@link AssetCacheOptions}
 * @hideconstructor
 */
export declare class AssetCache {
  /**
   * @param options - storage and size limit.
   */
  constructor(options?: AssetCacheOptions);
  /** Where entries are kept. */
  readonly storage: CacheStorageKind;
  /** Bytes currently held. */
  get byteLength(): number;
  /**
   * Whether an address is cached.
   *
   * @param url - absolute address.
   */
  has(url: string): boolean;
  /**
   * The cached asset, or `undefined`.
   *
   * @param url - absolute address.
   */
  get(url: string): ImportedAsset | undefined;
  /**
   * Stores an asset, evicting the least recently used ones beyond {@link AssetCacheOptions.maxBytes}.
   *
   * @param asset - the asset.
   */
  set(asset: ImportedAsset): void;
  /**
   * Forgets one address, or everything.
   *
   * @param url - the address; omit to clear all.
   */
  clear(url?: string): Promise<void>;
}

/**
 * Options of {@link FileTransfer.download} and {@link FileTransfer.upload}.
 */
export interface FileTransferOptions {
  /**
   * Request headers.
   *
   * @defaultValue `{}`: only the headers the browser sets itself
   */
  headers?: Record<string, string>;
  /**
   * Cancels the transfer.
   *
   * @defaultValue none (`undefined`): the transfer cannot be cancelled
   */
  signal?: AbortSignal;
  /**
   * Called with progress, at most every 100 ms.
   *
   * @defaultValue none (`undefined`): no progress reports
   */
  onProgress?: (progress: TransferProgress) => void;
  /**
   * Retries on network errors and 5xx answers, with exponential back-off from 500 ms.
   *
   * @defaultValue 2
   */
  retries?: number;
}

/**
 * Downloads with progress and retries, uploads (for example a snapshot or an exported GLB to your
 * server), and saving files to the user's disk. Created by the asset manager; reach it as
 * {@link AssetManager.transfer} (`viewer.assetManager.transfer`).
 *
 * @example
 * Upload a snapshot to your server:
 * ```ts
 * const png = await viewer.getPlugin(CanvasSnapshotPlugin)!.snapshot();
 * await viewer.assetManager.transfer.upload('/api/renders/ring.png', png, {
 *   headers: { Authorization: `Bearer ${token}` },
 *   onProgress: ({ fraction }) => (bar.value = fraction),
 * });
 * ```
 *
 * @hideconstructor
 * @since 0.3.0
 */
export declare class FileTransfer {
  /**
   * Downloads a file.
   *
   * @param url - the address.
   * @param options - headers, progress, retries.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} on a non-2xx answer, or a network error,
   * after the retries.
   * @throws DOMException named `AbortError` when {@link FileTransferOptions.signal} aborts.
   */
  download(url: string, options?: FileTransferOptions): Promise<ArrayBuffer>;
  /**
   * Sends a file with `PUT` (or `POST` when `method` says so).
   *
   * @param url - the destination.
   * @param body - the file contents.
   * @param options - headers, progress; `method` defaults to `'PUT'`.
   * @returns the server's answer, whatever its status: check `response.ok`.
   * @throws DOMException named `AbortError` when {@link FileTransferOptions.signal} aborts.
   */
  upload(url: string, body: Blob, options?: FileTransferOptions & { method?: 'PUT' | 'POST' }): Promise<Response>;
  /**
   * Lets the user save a file (a download link is clicked for them).
   *
   * @param blob - the contents.
   * @param fileName - the suggested file name.
   */
  saveBlob(blob: Blob, fileName: string): void;
}
