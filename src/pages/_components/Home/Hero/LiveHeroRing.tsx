import { useMemo, type ReactNode } from 'react';

import RealtimeViewer from '../../../../components/RealtimeViewer';
import { DEFAULT_CONFIGURATION, type RingConfiguration } from '../../../../components/RealtimeViewer/configuration';
import { metals, type MetalId } from '../../../../data/ringViewer';
import styles from './styles.module.css';

/**
 * The live ring in the hero's frame: the viewer of /realvwr with nothing over the frame (the hero's
 * swatches and link sit below it), on the same backdrop and poster as the still it replaces. Its
 * own chunk, loaded when the visitor asks for it, so the home page's first load has no viewer code.
 */
export default function LiveHeroRing({ metal }: { metal: MetalId }): ReactNode {
  const configuration = useMemo<RingConfiguration>(
    () => ({ ...DEFAULT_CONFIGURATION, bandMetal: metal, settingMetal: metal, background: 'transparent' }),
    [metal],
  );
  return (
    <RealtimeViewer
      className={styles.liveRing}
      configuration={configuration}
      label={`3D view of a ${metals[metal].label.toLowerCase()} solitaire ring with a round brilliant diamond`}
      backdropFollowsTheme
      minimal
      focusOnStart
    />
  );
}
