import type { ViewerErrorCode } from './enums';

/**
 * An error raised by the SDK, with a {@link ViewerErrorCode} saying why. Methods that return promises
 * reject with it when loading or the viewer fails; recoverable problems are also dispatched as the
 * `error` event of {@link ViewerApp}. Invalid arguments raise a `TypeError` or `RangeError` instead, and
 * aborting with an `AbortSignal` a `DOMException` named `AbortError`; the Throws section of each method
 * says which.
 *
 * @example
 * ```ts
 * try {
 *   await viewer.load('/assets/ring.glb');
 * } catch (error) {
 *   if (error instanceof ViewerError && error.code === ViewerErrorCode.LoadFailed) {
 *     console.warn('Could not load', error.url, error.cause);
 *   }
 * }
 * ```
 *
 * @see {@link ViewerErrorCode}
 */
export declare class ViewerError extends Error {
  /**
   * @param code - why it failed.
   * @param message - a sentence for developers, in English.
   * @param options - the underlying error and the address concerned.
   */
  constructor(code: ViewerErrorCode, message: string, options?: { cause?: unknown; url?: string });
  /** Machine-readable reason. */
  readonly code: ViewerErrorCode;
  /** The address of the asset concerned, for load errors. */
  readonly url?: string;
}
