/**
 * User interface for viewers: the UI config model (how a plugin describes its settings to a
 * panel) and the panel plugins that draw it: a settings panel, the configurator UI and a toolbar.
 *
 * @module UI_Plugins
 */
export * from './config';
export * from './panels';
