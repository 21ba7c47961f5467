/**
 * Ready-made apps: templates that create a {@link ViewerApp} with a sensible plugin set and
 * settings for a use case (a product viewer, a jewellery viewer, a configurator, an editor), so
 * that a page needs three lines.
 *
 * @module Viewer_Editor_Templates
 */
export * from './templates';
