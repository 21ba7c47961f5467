import type { ReactNode } from 'react';

import { Arrow, Box, Diagram, Group } from './parts';

const STAGES = [
  ['RenderStage.PreScene', 'shadow maps, depth and normal pre-passes'],
  ['RenderStage.Scene', 'the scene into the main render target'],
  ['RenderStage.PostProcess', 'SSAO, reflections, bloom, depth of field'],
  ['RenderStage.Output', 'tone mapping, colour output, anti-aliasing'],
  ['RenderStage.Overlay', 'outlines, gizmos, helpers: not tone-mapped'],
] as const;

/** One frame of the viewer: frame events around the render passes, ordered by stage. */
export default function RenderPipelineDiagram(): ReactNode {
  const x = 40;
  const width = 400;
  const stageTop = 250;
  const stageStep = 62;
  const afterStages = stageTop + STAGES.length * stageStep + 16;
  return (
    <Diagram
      width={480}
      height={afterStages + 150}
      title="One frame of a Vitrine viewer"
      description={`A frame starts when something changed or requestFrame was called (in the default on-demand loop mode). The viewer dispatches preFrame, then preRender, then runs the render passes in stage order: ${STAGES.map(([stage, what]) => `${stage.replace('RenderStage.', '')} (${what})`).join(', ')}. Within a stage, passes run by priority. Then it dispatches postRender and postFrame, and the canvas shows the frame.`}
    >
      <Box
        x={x}
        y={10}
        width={width}
        height={52}
        code
        lines={['requestFrame() or a change', 'on-demand loop mode: no change, no frame']}
      />
      <Arrow
        points={[
          [240, 62],
          [240, 86],
        ]}
      />
      <Box x={x} y={88} width={width} height={52} code lines={["'preFrame'", 'change the scene here for this frame']} />
      <Arrow
        points={[
          [240, 140],
          [240, 164],
        ]}
      />
      <Box x={x} y={166} width={width} height={52} code lines={["'preRender'", 'plugins have updated']} />
      <Arrow
        points={[
          [240, 218],
          [240, 246],
        ]}
      />
      <Group x={20} y={stageTop - 30} width={440} height={STAGES.length * stageStep + 36} label="render passes" />
      {STAGES.map(([stage, what], index) => (
        <g key={stage}>
          <Box x={x} y={stageTop + index * stageStep} width={width} height={48} accent code lines={[stage, what]} />
          {index < STAGES.length - 1 && (
            <Arrow
              points={[
                [240, stageTop + index * stageStep + 48],
                [240, stageTop + (index + 1) * stageStep - 2],
              ]}
            />
          )}
        </g>
      ))}
      <Arrow
        points={[
          [240, afterStages - 10],
          [240, afterStages + 14],
        ]}
      />
      <Box
        x={x}
        y={afterStages + 16}
        width={width}
        height={52}
        code
        lines={["'postRender'", 'passes done, frame not shown yet']}
      />
      <Arrow
        points={[
          [240, afterStages + 68],
          [240, afterStages + 92],
        ]}
      />
      <Box
        x={x}
        y={afterStages + 94}
        width={width}
        height={52}
        code
        lines={["'postFrame'", 'the canvas shows the frame']}
      />
    </Diagram>
  );
}
