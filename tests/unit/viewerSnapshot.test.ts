import { describe, expect, it } from 'vitest';

import { snapshotPixels } from '../../src/components/RealtimeViewer/snapshotSize';

describe('snapshot sizes', () => {
  it('are the view as the screen draws it, twice that, or 3,840 pixels wide, in the view’s shape', () => {
    expect(snapshotPixels('1x', 640, 400, 2)).toEqual({ width: 1280, height: 800 });
    expect(snapshotPixels('2x', 640, 400, 2)).toEqual({ width: 2560, height: 1600 });
    expect(snapshotPixels('4k', 640, 400, 2)).toEqual({ width: 3840, height: 2400 });
    expect(snapshotPixels('4k', 1280, 544, 1)).toEqual({ width: 3840, height: 1632 });
  });
});
