import { describe, expect, it } from 'vitest';

import { snapshotFileName, snapshotPixels } from '../../src/components/RealtimeViewer/snapshotSize';

describe('snapshot sizes', () => {
  it('are the view as the screen draws it, twice that, or 3,840 pixels wide, in the view’s shape', () => {
    expect(snapshotPixels('1x', 640, 400, 2)).toEqual({ width: 1280, height: 800 });
    expect(snapshotPixels('2x', 640, 400, 2)).toEqual({ width: 2560, height: 1600 });
    expect(snapshotPixels('4k', 640, 400, 2)).toEqual({ width: 3840, height: 2400 });
    expect(snapshotPixels('4k', 1280, 544, 1)).toEqual({ width: 3840, height: 1632 });
  });
});

describe('snapshot file names', () => {
  it('keep one file per size: the name at 1x, @2x and -4k before the extension', () => {
    const names = (['1x', '2x', '4k'] as const).map((size) => snapshotFileName('vitrine-ring-gold.png', size));
    expect(names).toEqual(['vitrine-ring-gold.png', 'vitrine-ring-gold@2x.png', 'vitrine-ring-gold-4k.png']);
    expect(new Set(names).size).toBe(3);
    expect(snapshotFileName('ring', '2x')).toBe('ring@2x');
  });
});
