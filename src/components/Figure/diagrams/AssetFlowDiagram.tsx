import type { ReactNode } from 'react';

import { Arrow, Box, Diagram } from './parts';

const LOADERS = [
  { x: 20, lines: ['GLTFAssetLoader', '.gltf .glb', 'Draco · KTX2 · meshopt'] },
  { x: 213, lines: ['EnvironmentMapLoader', '.hdr .exr', 'pre-filtered cube map'] },
  { x: 406, lines: ['ImageAssetLoader', '.jpg .png .webp', '.avif .ktx2'] },
] as const;

/** How a file becomes part of the scene: the viewer's calls through the asset manager's parts. */
export default function AssetFlowDiagram(): ReactNode {
  const centre = 300;
  const down = (y: number) => (
    <Arrow
      points={[
        [centre, y],
        [centre, y + 20],
      ]}
    />
  );
  return (
    <Diagram
      width={600}
      height={636}
      title="From an address to the scene: the asset pipeline"
      description="viewer.load(url) for a model and viewer.setEnvironmentMap(url) for lighting both go through the viewer's asset manager. An address already in the AssetCache is served from it; otherwise AssetImporter.findLoader picks a loader by file extension or MIME type, and the loader's load() downloads and parses the file while the asset manager reports importProgress: GLTFAssetLoader for .gltf and .glb, with the Draco, KTX2 and meshopt decoders; EnvironmentMapLoader for .hdr and .exr, which it turns into a pre-filtered cube map; ImageAssetLoader for .jpg, .png, .webp, .avif and .ktx2 textures. The result is an ImportedAsset and the importComplete event. A model goes under scene.modelRoot, the camera is framed on the first load and the viewer dispatches load; an environment map lights every material."
    >
      <Box x={20} y={10} width={270} height={50} code lines={['viewer.load(url)', 'a model']} />
      <Box x={310} y={10} width={270} height={50} code lines={['viewer.setEnvironmentMap(url)', 'the lighting']} />
      <Arrow
        points={[
          [155, 60],
          [155, 76],
          [centre - 20, 76],
          [centre - 20, 90],
        ]}
      />
      <Arrow
        points={[
          [445, 60],
          [445, 76],
          [centre + 20, 76],
          [centre + 20, 90],
        ]}
      />
      <Box
        x={100}
        y={92}
        width={400}
        height={50}
        code
        accent
        lines={['viewer.assetManager', 'importer, cache, transfer, exporter, materials']}
      />
      {down(142)}
      <Box
        x={100}
        y={164}
        width={400}
        height={50}
        code
        lines={['AssetCache', 'an address seen before is served from here']}
      />
      {down(214)}
      <Box
        x={100}
        y={236}
        width={400}
        height={50}
        code
        lines={['AssetImporter.findLoader()', 'by file extension or MIME type']}
      />
      {down(286)}
      <Box
        x={100}
        y={308}
        width={400}
        height={50}
        code
        lines={['loader.load(url, options)', "downloads and parses: 'importProgress'"]}
      />
      {LOADERS.map(({ x, lines }) => (
        <g key={lines[0]}>
          <Arrow
            points={[
              [centre, 358],
              [centre, 370],
              [x + 87, 370],
              [x + 87, 386],
            ]}
          />
          <Box x={x} y={388} width={174} height={72} code lines={lines} />
          <Arrow
            points={[
              [x + 87, 460],
              [x + 87, 476],
              [centre, 476],
              [centre, 490],
            ]}
          />
        </g>
      ))}
      <Box x={100} y={492} width={400} height={50} code lines={['ImportedAsset', "'importComplete'"]} />
      <Arrow
        points={[
          [200, 542],
          [155, 562],
        ]}
      />
      <Arrow
        points={[
          [400, 542],
          [445, 562],
        ]}
      />
      <Box
        x={20}
        y={564}
        width={270}
        height={66}
        code
        accent
        lines={['scene.modelRoot', 'camera framed on first load', "then the 'load' event"]}
      />
      <Box
        x={310}
        y={564}
        width={270}
        height={66}
        code
        accent
        lines={['scene environment', 'lights every material', 'reflections in metal and stones']}
      />
    </Diagram>
  );
}
