/**
 * The prose and samples of /editor: what the hosted editor does, and how an app loads what the
 * in-page configurator exports. tests/unit/editorPage.test.ts checks it.
 */

export interface EditorFeature {
  title: string;
  description: string;
}

export const editorFeatures: EditorFeature[] = [
  {
    title: 'Import and clean up',
    description:
      'Drop a glTF or GLB file on the page, Draco, meshopt and KTX2 compression included. The editor frames it, reports missing textures and keeps the node names your configurator will target.',
  },
  {
    title: 'Metals and stones',
    description:
      'Assign the material library’s metal presets, turn any mesh into a gem with the optics of its species, and tune brushing and bump maps. Metals are saved as standard glTF materials; gem optics, brushing and bump maps as VITRINE_ extensions.',
  },
  {
    title: 'Light, ground and tone',
    description:
      'Pick or upload an environment map, set its intensity and rotation, place the ground and its contact shadow, and choose the tone mapping, with every setting previewed live.',
  },
  {
    title: 'Cameras and views',
    description:
      'Save named camera views with their easing, order them for the view buttons or bind them to page scroll, and set orbit limits so shoppers never look under the table.',
  },
  {
    title: 'Variations',
    description:
      'Define the categories shoppers choose from, materials or whole parts, with icons and titles, and export them as the JSON file the variation configurator reads.',
  },
  {
    title: 'Export for production',
    description:
      'Download the optimised GLB, the variations file and the viewer configuration (environment, camera, background and plugin settings) that ViewerApp.importConfig applies in one call.',
  },
];
