import type { ReactNode } from 'react';

import { Arrow, Box, Diagram, Group } from './parts';

const STEPS: { lines: [string, string]; accent?: boolean }[] = [
  { lines: ['viewer.addPlugin(MyPlugin)', 'a plugin class or an instance'] },
  { lines: ['new MyPlugin()', 'only when given the class'] },
  { lines: ['dependencies', 'missing ones are added first'] },
  { lines: ['onAdded(viewer)', "awaited; then 'pluginAdded' fires"], accent: true },
];

const ENDING: { lines: [string, string]; accent?: boolean }[] = [
  { lines: ['removePlugin() or viewer.dispose()', 'the plugin leaves the viewer'] },
  { lines: ['onRemove(viewer)', 'detach listeners and render passes'], accent: true },
  { lines: ['dispose()', 'free GPU resources; cannot be added again'], accent: true },
];

/** A plugin's life in a viewer, from addPlugin to dispose. */
export default function PluginLifecycleDiagram(): ReactNode {
  const step = 66;
  const activeTop = STEPS.length * step + 10;
  const endTop = activeTop + 124;
  const box = (lines: [string, string], y: number, accent?: boolean) => (
    <Box key={lines[0]} x={40} y={y} width={400} height={50} code accent={accent} lines={lines} />
  );
  const arrow = (from: number) => (
    <Arrow
      key={`a${from}`}
      points={[
        [240, from],
        [240, from + 14],
      ]}
    />
  );
  return (
    <Diagram
      width={480}
      height={endTop + ENDING.length * step}
      title="The lifecycle of a viewer plugin"
      description="viewer.addPlugin takes a plugin class or an instance. Given a class, the viewer constructs it with new. It adds any missing dependencies first, then calls onAdded(viewer) and waits for it; then the pluginAdded event fires and addPlugin resolves. While added, the plugin can be enabled or disabled and its settings change; exportConfig saves them with toJSON and a saved configuration restores them with fromJSON. removePlugin or viewer.dispose calls onRemove(viewer), where the plugin detaches its listeners and render passes, and then dispose(), which frees its GPU resources; a disposed plugin cannot be added again."
    >
      {STEPS.map(({ lines, accent }, index) => [box(lines, 10 + index * step, accent), arrow(60 + index * step)])}
      <Group x={20} y={activeTop} width={440} height={100} label="while added" />
      <Box
        x={40}
        y={activeTop + 32}
        width={400}
        height={54}
        code
        lines={['enabled · settings', 'toJSON() for exportConfig, fromJSON() to restore']}
      />
      <Arrow
        points={[
          [240, activeTop + 100],
          [240, endTop + 8],
        ]}
      />
      {ENDING.map(({ lines, accent }, index) => [
        box(lines, endTop + 10 + index * step, accent),
        index < ENDING.length - 1 ? arrow(endTop + 60 + index * step) : null,
      ])}
    </Diagram>
  );
}
