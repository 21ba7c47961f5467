import type { AssetLoadedEvent } from '../assets';
import type { IViewerPlugin } from './plugin';
import type { CameraPose } from './camera';
import type { SceneUpdateReason, ViewerErrorCode } from './enums';
import type { ViewerApp } from './viewer-app';
import type { ViewerError } from './errors';
import type { Object3D, Texture } from 'three';

/**
 * Options of {@link TypedEventDispatcher.addEventListener}.
 */
export interface ListenerOptions {
  /**
   * Remove the listener after its first call.
   *
   * @defaultValue `false`
   */
  once?: boolean;
  /**
   * Remove the listener when this signal aborts, as with DOM events.
   *
   * @defaultValue none (`undefined`): remove the listener with the function {@link TypedEventDispatcher.addEventListener} returns, or with {@link TypedEventDispatcher.removeEventListener}
   */
  signal?: AbortSignal;
}

/**
 * A listener for events of one type of an event map.
 *
 * @typeParam TEvent - the payload type, for example {@link FrameEvent}.
 */
export type EventListener<TEvent> = (event: TEvent) => void;

/**
 * Typed events: the base of {@link ViewerApp}, of every plugin and of the asset manager.
 * The event map type parameter ties each event name to its payload, so listeners are checked by
 * the compiler.
 *
 * @typeParam TEventMap - an interface from event names to payload types, for example {@link ViewerEventMap}.
 *
 * @example
 * ```ts
 * const off = viewer.addEventListener('postFrame', (event) => {
 *   stats.textContent = `${event.deltaTime.toFixed(1)} ms`;
 * });
 * // later
 * off();
 * ```
 *
 * @see {@link ViewerEventMap}
 */
export declare class TypedEventDispatcher<TEventMap extends object> {
  /**
   * Calls `listener` each time an event of `type` is dispatched.
   *
   * @param type - the event name, a key of the event map.
   * @param listener - called with the event payload.
   * @param options - `once` and `signal`.
   * @returns a function that removes the listener.
   */
  addEventListener<K extends keyof TEventMap & string>(
    type: K,
    listener: EventListener<TEventMap[K]>,
    options?: ListenerOptions,
  ): () => void;

  /**
   * Removes a listener added with {@link TypedEventDispatcher.addEventListener}. Removing a listener
   * that is not registered does nothing.
   *
   * @param type - the event name.
   * @param listener - the same function that was added.
   */
  removeEventListener<K extends keyof TEventMap & string>(type: K, listener: EventListener<TEventMap[K]>): void;

  /**
   * Whether at least one listener is registered for `type`.
   *
   * @param type - the event name.
   */
  hasEventListener<K extends keyof TEventMap & string>(type: K): boolean;

  /**
   * Calls every listener of `type` synchronously, in the order they were added. An exception in
   * one listener is logged and does not stop the others.
   *
   * @param type - the event name.
   * @param event - the payload.
   */
  dispatchEvent<K extends keyof TEventMap & string>(type: K, event: TEventMap[K]): void;
}

/**
 * Fields every viewer event carries.
 */
export interface ViewerEvent {
  /** The viewer that dispatched the event. */
  readonly viewer: ViewerApp;
}

/**
 * Payload of the per-frame events `preFrame`, `preRender`, `postRender` and `postFrame`.
 *
 * @see {@link ViewerEventMap}
 */
export interface FrameEvent extends ViewerEvent {
  /** Milliseconds since the previous drawn frame (not since the previous animation frame). */
  readonly deltaTime: number;
  /** Number of frames drawn since the viewer was created. */
  readonly frameCount: number;
  /**
   * Index of this frame in the current progressive accumulation, 0 right after a change.
   * See {@link ProgressivePlugin}.
   */
  readonly accumulationFrame: number;
}

/**
 * Payload of the `resize` event, sent after the canvas and every render target were resized.
 */
export interface ResizeEvent extends ViewerEvent {
  /** Canvas width in CSS pixels. */
  readonly width: number;
  /** Canvas height in CSS pixels. */
  readonly height: number;
  /** Device pixels per CSS pixel actually used for rendering, after the {@link RenderManagerOptions.maxPixelRatio} cap. */
  readonly pixelRatio: number;
}

/**
 * Payload of the `sceneUpdate` event.
 */
export interface SceneUpdateEvent extends ViewerEvent {
  /** What changed. */
  readonly reason: SceneUpdateReason;
  /** The objects concerned, when known. Empty for environment changes. */
  readonly objects: readonly Object3D[];
}

/**
 * Payload of the `cameraChange` event, sent at most once per frame while the camera moves.
 */
export interface CameraChangeEvent extends ViewerEvent {
  /** The pose after the change. */
  readonly pose: CameraPose;
  /** `true` when the change came from user input, `false` when it came from code or an animation. */
  readonly fromUser: boolean;
}

/**
 * Payload of the `pluginAdded` and `pluginRemoved` events.
 */
export interface PluginEvent extends ViewerEvent {
  /** The plugin instance. */
  readonly plugin: IViewerPlugin;
}

/**
 * Payload of the `environmentChange` event, sent when an environment map finished loading and is in use.
 */
export interface EnvironmentChangeEvent extends ViewerEvent {
  /** The new environment map, or `null` when it was removed. */
  readonly environment: Texture | null;
  /** The address it was loaded from, when it was loaded by URL. */
  readonly url?: string;
}

/**
 * Payload of the `error` event. The viewer reports recoverable problems here instead of throwing,
 * so that a page can show a fallback image.
 */
export interface ViewerErrorEvent extends ViewerEvent {
  /** The error, with its {@link ViewerError.code}. */
  readonly error: ViewerError;
  /** Shortcut for `error.code`. */
  readonly code: ViewerErrorCode;
}

/**
 * Every event of {@link ViewerApp}, by name.
 *
 * @example
 * ```ts
 * viewer.addEventListener('load', ({ asset }) => console.log('loaded', asset.url));
 * viewer.addEventListener('error', ({ code }) => {
 *   if (code === ViewerErrorCode.WebGLUnavailable) showStillImage();
 * });
 * ```
 */
export interface ViewerEventMap {
  /** Start of a frame, before any plugin updates. Change the scene here for it to show in this frame. */
  preFrame: FrameEvent;
  /** After plugins updated, right before the render passes run. */
  preRender: FrameEvent;
  /** After the render passes ran, before the result is shown. */
  postRender: FrameEvent;
  /** End of a frame; the canvas shows the result. */
  postFrame: FrameEvent;
  /** The canvas size or pixel ratio changed. */
  resize: ResizeEvent;
  /** The scene changed; see {@link SceneUpdateReason}. */
  sceneUpdate: SceneUpdateEvent;
  /** The camera moved. */
  cameraChange: CameraChangeEvent;
  /** A model finished loading and was added to the scene by {@link ViewerApp.load}. */
  load: AssetLoadedEvent;
  /** A plugin was added and initialised. */
  pluginAdded: PluginEvent;
  /** A plugin was removed and disposed. */
  pluginRemoved: PluginEvent;
  /** The environment map changed. */
  environmentChange: EnvironmentChangeEvent;
  /** A recoverable error; see {@link ViewerErrorCode}. */
  error: ViewerErrorEvent;
  /** The viewer is being disposed; release what you attached to it. */
  dispose: ViewerEvent;
}
