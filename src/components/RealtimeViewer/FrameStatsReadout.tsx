import type { ReactNode } from 'react';
import clsx from 'clsx';

import type { FrameStats } from './types';
import styles from './styles.module.css';

function formatCount(value: number): string {
  return value >= 10_000 ? `${Math.round(value / 1000)}k` : value.toLocaleString('en');
}

/**
 * The frame-time readout. Times are measured in the page (CPU side): the interval between drawn
 * frames and the time spent in three.js's render call. While nothing changes the viewer draws no
 * frames at all, and the readout says so.
 */
export default function FrameStatsReadout({ stats }: { stats: FrameStats | null }): ReactNode {
  return (
    <div className={clsx(styles.stats, styles.glass)} aria-live="off" data-testid="frame-stats">
      {!stats ? (
        <span>Measuring…</span>
      ) : stats.drawing && stats.frameMs > 0 ? (
        <>
          <span>
            <strong>{stats.frameMs.toFixed(1)} ms</strong> per frame ({Math.round(1000 / stats.frameMs)} fps)
          </span>
          <span>render call {stats.renderMs.toFixed(1)} ms</span>
          <span>
            {stats.drawCalls} draw calls, {formatCount(stats.triangles)} triangles
          </span>
          {stats.movingScale < 1 && (
            <span>moving at {Math.round(stats.movingScale * 100)} % resolution (slow device)</span>
          )}
        </>
      ) : (
        <>
          <span>
            <strong>Idle</strong>: nothing moved, no frame drawn
          </span>
          <span>{stats.framesDrawn.toLocaleString('en')} frames drawn so far</span>
        </>
      )}
    </div>
  );
}
