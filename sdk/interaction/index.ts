/**
 * How users interact with the viewer beyond camera control: picking and selection, hover, full
 * screen, the loading screen, interaction prompts, drag-and-drop import, keyboard shortcuts and
 * the transform gizmo.
 *
 * @module Interaction
 */
export * from './picking';
export * from './screen';
export * from './input';
