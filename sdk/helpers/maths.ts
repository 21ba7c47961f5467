/**
 * Limits a value to a range.
 *
 * @param value - the value.
 * @param min - lower bound.
 * @param max - upper bound.
 * @example
 * Exposure from a number field, kept in a sensible range whatever is typed:
 * ```ts
 * input.addEventListener('change', () => {
 *   if (Number.isNaN(input.valueAsNumber)) return;
 *   viewer.getPlugin(TonemapPlugin)?.setSettings({ exposure: clamp(input.valueAsNumber, 0.25, 4) });
 * });
 * ```
 */
export declare function clamp(value: number, min: number, max: number): number;

/**
 * Linear interpolation: `a + (b − a) · t`.
 *
 * @param a - value at `t = 0`.
 * @param b - value at `t = 1`.
 * @param t - the mix factor; not clamped.
 * @example
 * A slider (`<input type="range" min="0" max="100">`) that mixes the background between two colours:
 * ```ts
 * const light = hexToRgb('#f5f1ea');
 * const dark = hexToRgb('#1c1c1e');
 * input.addEventListener('input', () => {
 *   const t = input.valueAsNumber / 100;
 *   const mixed = { r: lerp(light.r, dark.r, t), g: lerp(light.g, dark.g, t), b: lerp(light.b, dark.b, t) };
 *   viewer.scene.backgroundColor.set(rgbToHex(mixed));
 *   viewer.requestFrame();
 * });
 * ```
 */
export declare function lerp(a: number, b: number, t: number): number;

/**
 * The inverse of {@link lerp}: where `value` lies between `a` and `b`, as a factor.
 *
 * @param a - value mapped to 0.
 * @param b - value mapped to 1; must differ from `a`.
 * @param value - the value.
 * @example
 * A zoom gauge: where the camera distance lies between the zoom limits, as a fraction for a `<progress>`:
 * ```ts
 * viewer.controls.setOptions({ minDistance: 0.1, maxDistance: 0.4 });
 * viewer.addEventListener('cameraChange', () => {
 *   const distance = viewer.camera.position.distanceTo(viewer.camera.target);
 *   bar.value = inverseLerp(0.4, 0.1, distance); // 0 zoomed out, 1 zoomed in
 * });
 * ```
 */
export declare function inverseLerp(a: number, b: number, value: number): number;

/**
 * Maps a value from one range to another, for example scroll pixels to animation progress.
 *
 * @param value - the value in the input range.
 * @param inMin - input range start.
 * @param inMax - input range end.
 * @param outMin - output range start.
 * @param outMax - output range end.
 * @param clampResult - clamp to the output range. Default `true`.
 * @example
 * Play a clip over the first 600 px of page scroll; beyond them it holds its last frame:
 * ```ts
 * const animations = await viewer.getOrAddPlugin(GLTFAnimationPlugin);
 * window.addEventListener(
 *   'scroll',
 *   () => animations.seekFraction(remap(window.scrollY, 0, 600, 0, 1)),
 *   { passive: true },
 * );
 * ```
 */
export declare function remap(
  value: number,
  inMin: number,
  inMax: number,
  outMin: number,
  outMax: number,
  clampResult?: boolean,
): number;

/**
 * Hermite smooth step between two edges, 0 below `edge0` and 1 above `edge1`.
 *
 * @param edge0 - lower edge.
 * @param edge1 - upper edge.
 * @param x - the value.
 * @example
 * Fade a caption in as the camera comes close: hidden beyond 20 cm, fully shown within 10 cm:
 * ```ts
 * viewer.addEventListener('cameraChange', () => {
 *   const distance = viewer.camera.position.distanceTo(viewer.camera.target);
 *   label.style.opacity = String(1 - smoothstep(0.1, 0.2, distance));
 * });
 * ```
 */
export declare function smoothstep(edge0: number, edge1: number, x: number): number;

/**
 * Framerate-independent exponential smoothing towards a target: use in `preFrame` handlers.
 *
 * @param current - the current value.
 * @param target - the value to approach.
 * @param halfLife - milliseconds to cover half the distance.
 * @param deltaTime - milliseconds since the last frame.
 * @example
 * Turn the model smoothly towards the angle of a slider, at the same pace whatever the frame rate:
 * ```ts
 * let targetAngle = 0;
 * input.addEventListener('input', () => {
 *   targetAngle = degToRad(input.valueAsNumber);
 *   viewer.requestFrame();
 * });
 * viewer.addEventListener('preFrame', ({ deltaTime }) => {
 *   const root = viewer.scene.modelRoot;
 *   if (approximatelyEqual(root.rotation.y, targetAngle, 1e-4)) return;
 *   // The first frame after an idle pause counts the pause in deltaTime: cap it so the model does not jump.
 *   root.rotation.y = damp(root.rotation.y, targetAngle, 120, Math.min(deltaTime, 50));
 *   viewer.scene.setDirty(); // asks for the next frame, until the model arrives
 * });
 * ```
 */
export declare function damp(current: number, target: number, halfLife: number, deltaTime: number): number;

/**
 * Degrees to radians.
 *
 * @param degrees - an angle in degrees.
 * @example
 * A slider in degrees for the rotation of the environment, which the scene takes in radians:
 * ```ts
 * input.addEventListener('input', () => {
 *   viewer.scene.environmentRotation = degToRad(input.valueAsNumber);
 * });
 * ```
 */
export declare function degToRad(degrees: number): number;

/**
 * Radians to degrees.
 *
 * @param radians - an angle in radians.
 * @example
 * Show the camera's angle around the model in degrees:
 * ```ts
 * viewer.addEventListener('cameraChange', ({ pose }) => {
 *   const [x, , z] = pose.position;
 *   const [targetX, , targetZ] = pose.target;
 *   label.textContent = `${radToDeg(Math.atan2(x - targetX, z - targetZ)).toFixed(0)}°`;
 * });
 * ```
 */
export declare function radToDeg(radians: number): number;

/**
 * Whether two numbers are equal within a tolerance.
 *
 * @param a - first number.
 * @param b - second number.
 * @param epsilon - tolerance. Default 1e-6.
 * @example
 * Update a readout only when the field of view really changed, not on rounding noise:
 * ```ts
 * let shownFov = viewer.camera.fov;
 * viewer.addEventListener('cameraChange', ({ pose }) => {
 *   if (pose.fov === undefined || approximatelyEqual(pose.fov, shownFov, 0.05)) return;
 *   shownFov = pose.fov;
 *   label.textContent = `Field of view ${shownFov.toFixed(1)}°`;
 * });
 * ```
 */
export declare function approximatelyEqual(a: number, b: number, epsilon?: number): boolean;
