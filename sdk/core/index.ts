/**
 * The core of the SDK: {@link ViewerApp} and what it owns (scene, camera, camera controller,
 * render manager), the plugin interface and base classes, typed events, the material and texture
 * wrappers, and the core enums.
 *
 * @module Core_API
 */
export * from './enums';
export * from './errors';
export * from './events';
export * from './plugin';
export * from './camera';
export * from './scene';
export * from './material';
export * from './render';
export * from './viewer-app';
