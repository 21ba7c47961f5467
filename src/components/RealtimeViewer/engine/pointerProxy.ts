import type { ForwardedInput, SurfaceSize } from './protocol';

/**
 * The canvas as OrbitControls sees it inside a Web Worker, where there is no DOM: an event target
 * with a size. The page forwards the canvas's pointer and wheel events (host.ts) and this replays
 * them, and the Control key (see ForwardedKey). OrbitControls also listens on `ownerDocument` for moves and releases during a drag; the
 * page captures the pointer on the canvas, so those arrive here as well and one target serves both.
 * Styles it sets (cursor, touch-action) have no effect here: the page's CSS sets them on the canvas.
 */
export class PointerProxy extends EventTarget {
  readonly style: Record<string, string> = {};
  private size: SurfaceSize;

  constructor(size: SurfaceSize) {
    super();
    this.size = size;
  }

  get ownerDocument(): this {
    return this;
  }

  get clientWidth(): number {
    return this.size.width;
  }

  get clientHeight(): number {
    return this.size.height;
  }

  resize(size: SurfaceSize): void {
    this.size = size;
  }

  getRootNode(): this {
    return this;
  }

  getBoundingClientRect(): DOMRect {
    const { width, height } = this.size;
    return { x: 0, y: 0, left: 0, top: 0, width, height, right: width, bottom: height, toJSON: () => ({}) };
  }

  // Capture already happened on the page's canvas.
  setPointerCapture(): void {}
  releasePointerCapture(): void {}
  hasPointerCapture(): boolean {
    return false;
  }
  focus(): void {}

  replay(input: ForwardedInput): void {
    // An Event with the fields OrbitControls reads (`type` is the Event's own, read-only); pageX/Y
    // equal clientX/Y on this origin-less surface.
    const { type, ...fields } = input;
    const position = 'clientX' in input ? { pageX: input.clientX, pageY: input.clientY } : {};
    this.dispatchEvent(Object.assign(new Event(type, { cancelable: true }), fields, position));
  }
}
