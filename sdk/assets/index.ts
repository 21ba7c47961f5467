/**
 * Loading, caching and exporting assets: the {@link AssetManager} with its importer, loaders
 * (glTF, environment maps, images), exporter, cache, file transfer, and the material library
 * with the metal presets.
 *
 * @module Asset_Management
 */
export * from './enums';
export * from './types';
export * from './classes';
export * from './presets';
