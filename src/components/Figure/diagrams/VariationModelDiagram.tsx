import type { ReactNode } from 'react';

import { Arrow, Box, Diagram } from './parts';

/** The variation configurator's JSON file and the selection it produces. */
export default function VariationModelDiagram(): ReactNode {
  return (
    <Diagram
      width={600}
      height={520}
      title="The data model of the variation configurator"
      description="A VariationConfiguratorConfig file has version 1, an optional basePath for relative file and icon addresses, optional display options, and two lists of categories. Each ObjectVariationCategory (id, optional title, icon, selected item and hidden flag) has items of type ObjectVariationItem: an id, optional title and icon, and either a model file or a node name of the loaded model. Each MaterialVariationCategory has the same fields plus targets, the material or mesh names it changes (a trailing star matches by prefix), and items of type MaterialVariationItem: an id, optional title and icon, and one of a MaterialLibrary preset, a .vmat material file or inline material parameters. A VariationSelection maps each category id to the chosen item id, for example shape to oval and metal to rose-gold; with syncWithUrl it also appears in the page address."
    >
      <Box
        x={150}
        y={10}
        width={300}
        height={96}
        code="all"
        accent
        align="start"
        lines={['VariationConfiguratorConfig', 'version: 1', 'basePath?: string', 'display?: icons, titles']}
      />
      <Arrow
        points={[
          [220, 106],
          [145, 138],
        ]}
      />
      <Arrow
        points={[
          [380, 106],
          [455, 138],
        ]}
      />
      <Box
        x={10}
        y={140}
        width={280}
        height={96}
        code="all"
        align="start"
        lines={['objects[]', 'ObjectVariationCategory', 'id, title?, icon?', 'selected?, hidden?']}
      />
      <Box
        x={310}
        y={140}
        width={280}
        height={96}
        code="all"
        align="start"
        lines={['materials[]', 'MaterialVariationCategory', 'id, title?, selected?…', "targets: ['band', 'prong*']"]}
      />
      <Arrow
        points={[
          [150, 236],
          [150, 262],
        ]}
      />
      <Arrow
        points={[
          [450, 236],
          [450, 262],
        ]}
      />
      <Box
        x={10}
        y={264}
        width={280}
        height={96}
        code="all"
        align="start"
        lines={['items[]', 'ObjectVariationItem', 'id, title?, icon?', 'file (a model) or node']}
      />
      <Box
        x={310}
        y={264}
        width={280}
        height={96}
        code="all"
        align="start"
        lines={['items[]', 'MaterialVariationItem', 'id, title?, icon?', 'preset, file or material']}
      />
      <Arrow
        points={[
          [150, 360],
          [150, 384],
          [250, 384],
          [250, 410],
        ]}
      />
      <Arrow
        points={[
          [450, 360],
          [450, 384],
          [350, 384],
          [350, 410],
        ]}
      />
      <Box
        x={90}
        y={412}
        width={420}
        height={96}
        code="all"
        accent
        lines={[
          'VariationSelection',
          "{ shape: 'oval', metal: 'rose-gold' }",
          'category id → chosen item id',
          'in the address with syncWithUrl',
        ]}
      />
    </Diagram>
  );
}
