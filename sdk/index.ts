/**
 * The Vitrine SDK: one import for every module.
 *
 * @example
 * ```ts
 * import { ViewerApp, TonemapPlugin, GroundPlugin, DiamondPlugin } from 'vitrine';
 * ```
 */
export * from './core';
export * from './assets';
export * from './plugins';
export * from './interaction';
export * from './ui';
export * from './helpers';
export * from './templates';
