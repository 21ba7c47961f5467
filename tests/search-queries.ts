/**
 * Realistic search queries and the page a user expects for each. The relevance test
 * (tests/built/search-relevance.test.ts) runs every query over the built index and requires the
 * expected page first for at least 90% of them and in the top 3 for all; scripts/bench-search.mjs
 * prints the same figures. `exact` marks queries that are a page title or an API symbol name: those
 * must rank first.
 */
export interface SearchQueryExpectation {
  query: string;
  /** Path of the page the user expects (a result anywhere on that page counts). */
  page: string;
  exact?: boolean;
}

const api = (kind: 'classes' | 'interfaces' | 'enums', name: string) => `/docs/api/${kind}/${name}`;

export const searchQueries: SearchQueryExpectation[] = [
  // API symbols by exact name (any case).
  { query: 'ViewerApp', page: api('classes', 'Core_API.ViewerApp'), exact: true },
  { query: 'AssetManager', page: api('classes', 'Asset_Management.AssetManager'), exact: true },
  { query: 'DiamondPlugin', page: api('classes', 'Plugins.DiamondPlugin'), exact: true },
  { query: 'tonemapplugin', page: api('classes', 'Plugins.TonemapPlugin'), exact: true },
  { query: 'GemType', page: api('enums', 'Plugins.GemType'), exact: true },
  { query: 'ViewerAppOptions', page: api('interfaces', 'Core_API.ViewerAppOptions'), exact: true },
  { query: 'MetalPreset', page: api('enums', 'Asset_Management.MetalPreset'), exact: true },
  { query: 'VariationConfiguratorPlugin', page: api('classes', 'Plugins.VariationConfiguratorPlugin'), exact: true },
  { query: 'ToneMapping', page: api('enums', 'Plugins.ToneMapping'), exact: true },
  { query: 'UiPanelPlugin', page: api('classes', 'UI_Plugins.UiPanelPlugin'), exact: true },
  {
    query: 'JewelleryViewerTemplate',
    page: api('classes', 'Viewer_Editor_Templates.JewelleryViewerTemplate'),
    exact: true,
  },

  // API symbols by partial name or words.
  { query: 'ViewerAppOpt', page: api('interfaces', 'Core_API.ViewerAppOptions') },
  { query: 'diamondplug', page: api('classes', 'Plugins.DiamondPlugin') },
  { query: 'camera view plugin', page: api('classes', 'Plugins.CameraViewPlugin') },
  { query: 'scrollable camera view plugin', page: api('classes', 'Plugins.ScrollableCameraViewPlugin') },
  { query: 'addPlugin', page: api('classes', 'Core_API.ViewerApp') },
  { query: 'setEnvironmentMap', page: api('classes', 'Core_API.ViewerApp') },
  { query: 'snapshot', page: api('classes', 'Plugins.CanvasSnapshotPlugin') },

  // Guide pages by title.
  { query: 'Quickstart', page: '/docs/quickstart', exact: true },
  { query: 'Installation', page: '/docs/installation', exact: true },
  { query: 'Jewellery', page: '/docs/industries/jewellery', exact: true },
  { query: 'Camera control', page: '/docs/manual/camera-control', exact: true },
  { query: 'Changelog', page: '/docs/api/Changelog', exact: true },
  { query: 'VITRINE_materials_diamond', page: '/docs/gltf-extensions/VITRINE_materials_diamond', exact: true },

  // Tasks, in the words users type.
  { query: 'load a glb', page: '/docs/manual/asset-management' },
  { query: 'change metal colour', page: '/docs/industries/jewellery' },
  { query: 'licence key', page: '/docs/installation' },
  { query: 'install with npm', page: '/docs/installation' },
  { query: 'scroll driven camera', page: '/docs/manual/scrollable-camera-views' },
  { query: 'write a custom shader', page: '/docs/manual/custom-shader-material' },
  { query: 'play gltf animation', page: '/docs/manual/gltf-animations' },
  { query: 'highlight on hover', page: '/docs/manual/interactions' },
  { query: 'write my own plugin', page: '/docs/manual/custom-plugins' },
  { query: 'variation configurator setup', page: '/docs/manual/variationConfigurator/setup' },
  { query: 'variation icons', page: '/docs/manual/variationConfigurator/icons-and-titles' },
  { query: 'diamond material extension', page: '/docs/gltf-extensions/VITRINE_materials_diamond' },
  { query: 'brushed metal anisotropy', page: '/docs/gltf-extensions/VITRINE_materials_anisotropy' },
  { query: 'plugin catalogue', page: '/docs/features' },
  { query: 'use three.js directly', page: '/docs/manual/custom-threejs' },
  { query: 'cdn script tag', page: '/docs/installation' },

  // One word naming a concept: the guide about it, not the API members that carry the word.
  { query: 'camera', page: '/docs/manual/camera-control' },
  { query: 'viewer', page: '/docs/manual/viewer-api' },
  { query: 'material', page: '/docs/manual/material-configurators' },
  { query: 'scroll', page: '/docs/manual/scrollable-camera-views' },
  { query: 'accessibility', page: '/docs/manual/accessibility', exact: true },
  { query: 'performance', page: '/docs/manual/performance', exact: true },
  { query: 'troubleshooting', page: '/docs/troubleshooting', exact: true },
  { query: 'interactions', page: '/docs/manual/interactions', exact: true },
  { query: 'export', page: '/docs/manual/editor-and-export' },
  { query: 'editor', page: '/docs/manual/editor-and-export' },
  { query: 'hover', page: '/docs/manual/interactions' },
  { query: 'anisotropy', page: '/docs/gltf-extensions/VITRINE_materials_anisotropy' },
  { query: 'bumpmap', page: '/docs/gltf-extensions/VITRINE_materials_bumpmap' },
  { query: 'popmotion', page: '/docs/manual/popmotion-animate' },
  { query: 'turntable', page: '/docs/manual/editor-and-export' },
  { query: 'vue', page: '/docs/installation' },
  { query: 'webpack', page: '/docs/installation' },
  { query: 'licence', page: '/docs/installation' },
  { query: 'license', page: '/docs/installation' },
  { query: 'thumbnails', page: '/docs/manual/variationConfigurator/icons-and-titles' },
  { query: 'dispose', page: '/docs/manual/viewer-api' },
  { query: 'pivots', page: '/docs/manual/variationConfigurator/preparing-models' },
  { query: 'gizmo', page: '/docs/manual/editor-and-export' },
  { query: 'animation', page: '/docs/manual/gltf-animations' },
  { query: 'extensions', page: '/docs/gltf-extensions' },

  // More symbols, as written in code.
  { query: 'CanvasSnapshotPlugin', page: api('classes', 'Plugins.CanvasSnapshotPlugin'), exact: true },
  { query: 'addPlugin()', page: api('classes', 'Core_API.ViewerApp') },
  { query: 'ViewerError', page: api('classes', 'Core_API.ViewerError'), exact: true },
  { query: 'BackgroundMode', page: api('enums', 'Core_API.BackgroundMode'), exact: true },
  { query: 'importConfig', page: api('classes', 'Core_API.ViewerApp') },
  { query: 'GroundPlugin', page: api('classes', 'Plugins.GroundPlugin'), exact: true },
  { query: 'HoverPlugin', page: api('classes', 'Interaction.HoverPlugin'), exact: true },
  { query: 'viewer.getPlugin', page: api('classes', 'Core_API.ViewerApp') },

  // More tasks.
  { query: 'take a screenshot', page: api('classes', 'Plugins.CanvasSnapshotPlugin') },
  { query: 'change the metal colour', page: '/docs/industries/jewellery' },
  { query: 'change metal color', page: '/docs/industries/jewellery' },
  { query: 'add a ground shadow', page: '/docs/manual/rendering-and-effects' },
  { query: 'limit camera zoom', page: '/docs/manual/camera-control' },
  { query: 'show loading progress', page: '/docs/manual/asset-management' },
  { query: 'record a turntable video', page: '/docs/manual/editor-and-export' },
  { query: 'undo in the editor', page: '/docs/manual/editor-and-export' },
  { query: 'pause rendering when off screen', page: '/docs/manual/performance' },
  { query: 'turn the camera with the keyboard', page: '/docs/manual/accessibility' },
  { query: 'add preset camera views', page: '/docs/manual/camera-control' },
  { query: 'animate a material colour', page: '/docs/manual/popmotion-animate' },
  { query: 'name the parts of a model', page: '/docs/manual/variationConfigurator/preparing-models' },
  { query: 'share a configuration', page: '/docs/manual/variationConfigurator/setup' },
  { query: 'webgl context lost', page: '/docs/troubleshooting' },
  { query: 'bloom and depth of field', page: '/docs/manual/rendering-and-effects' },
  { query: 'prices in variation titles', page: '/docs/manual/variationConfigurator/icons-and-titles' },
  { query: 'respect reduced motion', page: '/docs/manual/accessibility' },
  { query: 'environment map for jewellery', page: '/docs/industries/jewellery' },
  { query: 'content security policy decoders', page: '/docs/manual/asset-pipeline' },

  // Troubleshooting and frameworks.
  { query: 'react', page: '/docs/installation' },
  { query: 'cors error', page: '/docs/quickstart' },
  { query: 'diamond renders black', page: '/docs/quickstart' },
];
