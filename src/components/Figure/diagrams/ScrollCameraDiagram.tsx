import type { ReactNode } from 'react';

import styles from '../styles.module.css';
import { Diagram, Label } from './parts';

const VIEWS = ['overview', 'stone', 'profile', 'inside'] as const;
const LEFT = 130;
const STEP_X = 130;
const BOTTOM = 250;
const STEP_Y = 66;

const point = (index: number) => [LEFT + 20 + index * STEP_X, BOTTOM - 20 - index * STEP_Y] as const;

/** How the scroll plugin turns a scroll position into a camera pose between two views. */
export default function ScrollCameraDiagram(): ReactNode {
  const points = VIEWS.map((_, index) => point(index));
  const [fromX, fromY] = point(1);
  const [toX, toY] = point(2);
  const example = [(fromX + toX) / 2, (fromY + toY) / 2] as const;
  const last = points.at(-1) ?? point(0);
  return (
    <Diagram
      width={640}
      height={330}
      title="Scroll position to camera view"
      description="A graph with the scroll position across and the camera views up: overview, stone, profile, inside. Each view is reached when its section element reaches its mark in the viewport; between two marks the camera moves between the two views in proportion to the scroll, so the line rises straight from one view to the next and stays at the last view after it. Halfway between the stone and profile sections the plugin reports fromIndex 1, toIndex 2 and localProgress 0.5; the overall progress runs from 0 at the first view to 1 at the last. Scrolling back runs the same line backwards."
    >
      <line x1={LEFT} y1={BOTTOM} x2={620} y2={BOTTOM} className={styles.arrow} />
      <line x1={LEFT} y1={BOTTOM} x2={LEFT} y2={10} className={styles.arrow} />
      {VIEWS.map((view, index) => {
        const [x, y] = point(index);
        return (
          <g key={view}>
            <Label x={LEFT - 10} y={y + 5} anchor="end">
              {view}
            </Label>
            <line x1={x} y1={y} x2={x} y2={BOTTOM} className={styles.group} />
            <Label x={x} y={BOTTOM + 22} anchor="middle" note>
              {`section ${index + 1}`}
            </Label>
          </g>
        );
      })}
      <polyline
        points={[...points, [610, last[1]] as const].map(([x, y]) => `${x},${y}`).join(' ')}
        className={styles.curve}
      />
      {points.map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r={5} className={styles.dot} />
      ))}
      <circle cx={example[0]} cy={example[1]} r={6} className={styles.box} />
      <Label x={example[0] + 14} y={example[1] + 22} note>
        fromIndex 1, toIndex 2, localProgress 0.5
      </Label>
      <Label x={point(0)[0]} y={BOTTOM + 44} anchor="middle" note>
        progress 0
      </Label>
      <Label x={last[0]} y={BOTTOM + 44} anchor="middle" note>
        progress 1
      </Label>
      <Label x={375} y={BOTTOM + 72} anchor="middle">
        scroll position → (each view where its section reaches its mark)
      </Label>
    </Diagram>
  );
}
