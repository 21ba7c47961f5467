/**
 * The prose of /realvwr, kept apart from its markup: what the visitor sees in the live viewer, and
 * which part of the Vitrine SDK does the same job. tests/unit/realtimeViewerPage.test.ts checks it.
 */

export interface ViewerExplanation {
  title: string;
  /** Paragraphs. */
  body: string[];
}

export const viewerExplanations: ViewerExplanation[] = [
  {
    title: 'Metal is mostly reflection',
    body: [
      'A polished metal has no diffuse colour of its own: everything you see on the band is the studio reflected in it. A preset sets three values, metalness 1, a roughness of 0.10 to 0.14 and the colour of the reflection at normal incidence (F0), for example #e5c07b for the gold preset.',
      'Towards grazing angles every metal reflects almost white light. That Fresnel effect is why the rim of the band is brighter than its face, and why gold still looks like gold in a grey room.',
    ],
  },
  {
    title: 'The stone bends, traps and splits light',
    body: [
      'The centre stone is a round brilliant generated in code: 57 planar facets and a faceted girdle, cut to excellent proportions (56 % table, 34.5° crown, 40.8° pavilion). With an index of refraction of 2.417 each facet reflects about 17 % of the light that hits it head-on, and the rest enters the stone.',
      'Inside, the gem shader follows every ray for up to five bounces: the pavilion facets reflect it back by total internal reflection until it leaves through the crown, and there red, green and blue refract by slightly different indices. That dispersion, 0.044 for diamond, is the coloured fire at the facet edges. The dark patches are where you would see your own reflection.',
    ],
  },
  {
    title: 'A studio built in the browser',
    body: [
      'No HDR file is downloaded. When the viewer starts it builds a dark room with seven soft light boxes from ordinary meshes and renders it once into a prefiltered environment map (PMREM): a cube render, then blurred levels for every roughness. The dark gaps between the boxes draw the contours on the metal; the boxes themselves are the highlights.',
    ],
  },
  {
    title: 'Tone mapping that keeps product colour',
    body: [
      'Light in the scene is computed in linear high dynamic range, with light boxes many times brighter than white. Khronos PBR Neutral tone mapping compresses those highlights into the screen’s range while leaving mid-tones where the material set them, so rose gold stays the colour the jeweller chose instead of drifting towards orange.',
    ],
  },
  {
    title: 'A soft shadow baked once',
    body: [
      'The shadow under the ring is a contact shadow: the ring is seen from below, each surface darker the closer it is to the ground, and the image is blurred in four passes of decreasing width. The ring never moves (the camera does), so the shadow is computed once and then costs one textured quad per frame.',
    ],
  },
  {
    title: 'Frames only when something changes',
    body: [
      'Turn on Frame time: while the ring turns you see the interval between frames and the cost of the render call; let go, and once the damping has settled the viewer draws a few sub-pixel-shifted samples to smooth the still, then stops drawing. A still viewer uses no GPU time, and the loop stops while the tab is hidden or the viewer is scrolled out of sight.',
    ],
  },
  {
    title: 'Drawing off the main thread',
    body: [
      'Where the browser can draw WebGL 2 on an OffscreenCanvas in a worker, the canvas is handed to a Web Worker and three.js runs there, so compiling the shaders, baking the studio and waiting for each frame never hold up scrolling, typing or the buttons on this page, however slow the graphics are; your drags and wheel turns are forwarded to it. Elsewhere the same engine runs on the page.',
      'A device that cannot keep 25 frames a second while the ring turns gets its moving frames at a lower resolution, down to half the width and height; the moment the view stops, the still is drawn again at full resolution. Frame time shows the scale in use.',
    ],
  },
];

export interface SdkCounterpart {
  /** What this page does with three.js directly. */
  here: string;
  /** The SDK class or option that does it in an app. */
  sdk: string;
  /** What the SDK adds. */
  note: string;
}

export const sdkCounterparts: SdkCounterpart[] = [
  {
    here: 'MeshStandardMaterial with four metal presets',
    sdk: 'MaterialLibrary and MetalPreset',
    note: 'The same four presets plus silver, applied in place so meshes keep their textures.',
  },
  {
    here: 'A shader that traces light inside the stone’s facet planes',
    sdk: 'DiamondPlugin',
    note: 'Traces up to ten bounces against a per-stone geometry cache, with quality presets for phones. Stored in glTF as VITRINE_materials_diamond.',
  },
  {
    here: 'A generated studio baked with PMREMGenerator',
    sdk: 'ViewerApp.setEnvironmentMap',
    note: 'Takes an HDR or EXR file, or a texture you generate, and prefilters it the same way.',
  },
  {
    here: 'NeutralToneMapping',
    sdk: 'TonemapPlugin',
    note: 'Neutral by default, with AgX, ACES and Reinhard, plus exposure, contrast, saturation and white balance.',
  },
  {
    here: 'A contact shadow baked from below',
    sdk: 'GroundPlugin',
    note: 'Places the ground under the model automatically and re-bakes the shadow when the model changes.',
  },
  {
    here: 'OrbitControls and the view buttons',
    sdk: 'CameraController, CameraViewPlugin and ScrollableCameraViewPlugin',
    note: 'Named views saved in the viewer configuration, animated with easing, or driven by page scroll.',
  },
  {
    here: 'Lower resolution while a slow device moves the view',
    sdk: 'FrameRateMonitor and RenderManager.renderScale',
    note: 'The monitor reports frame-rate drops and recoveries; you choose what to scale down, the resolution or an effect.',
  },
  {
    here: 'OffscreenCanvas.convertToBlob (canvas.toBlob where the page draws) and the Fullscreen API',
    sdk: 'CanvasSnapshotPlugin and FullScreenPlugin',
    note: 'Snapshots at any resolution, with a transparent background if you want one.',
  },
  {
    here: 'A turntable clip: each frame of one turn drawn, then encoded with WebCodecs (Mediabunny writes the MP4 or WebM)',
    sdk: 'CanvasRecorderPlugin',
    note: 'Records whatever the viewer shows, for as long as you like, with pause and resume; it stamps frames in real time, so a clip is smooth at the set speed only where the device draws at least its frame rate.',
  },
  {
    here: 'Drawing only after a change',
    sdk: 'ViewerApp and ProgressivePlugin',
    note: 'Also on demand; at rest ProgressivePlugin keeps averaging frames up to its maxFrameCount setting, far more than this page’s few, and soft effects with them unless accumulateEffects is off.',
  },
];
