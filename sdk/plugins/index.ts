/**
 * The plugins that make a viewer look real and do things: rendering and effects (tone mapping,
 * anti-aliasing, ground and shadows, SSAO, bloom, depth of field, reflections), diamonds and
 * gems, the anisotropy and bump-map material extensions, animation, camera views, material and
 * variation configurators, snapshots and video recording.
 *
 * @module Plugins
 */
export * from './rendering';
export * from './gems';
export * from './gem-optics';
export * from './material-extensions';
export * from './animation';
export * from './camera-views';
export * from './configurators';
export * from './capture';
