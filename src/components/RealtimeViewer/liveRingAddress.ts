import { useCallback, useMemo, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

import { cameraViewIds, metalIds, type CameraViewId, type MetalId } from '../../data/ringViewer';

/**
 * The /realvwr page keeps its metal and camera view in the address (`?metal=platinum&view=top`),
 * so a link shows the ring as it was shared. Defaults are left out; unknown values are ignored.
 */
export interface LiveRingState {
  metal: MetalId;
  /** A preset view, or null once the visitor has turned the ring freely. */
  view: CameraViewId | null;
}

export const LIVE_RING_DEFAULTS: Readonly<LiveRingState> = Object.freeze({ metal: 'gold', view: 'hero' });

const isOneOf = <T extends string>(choices: readonly T[], value: string | null): value is T =>
  value !== null && (choices as readonly string[]).includes(value);

export function parseLiveRing(search: string): LiveRingState {
  const params = new URLSearchParams(search);
  const metal = params.get('metal');
  const view = params.get('view');
  return {
    metal: isOneOf(metalIds, metal) ? metal : LIVE_RING_DEFAULTS.metal,
    view: isOneOf(cameraViewIds, view) ? view : LIVE_RING_DEFAULTS.view,
  };
}

/** The query for `state`, keeping other parameters of `current`; '' when all are defaults. */
export function liveRingSearch(state: LiveRingState, current = ''): string {
  const params = new URLSearchParams(current);
  params.delete('metal');
  params.delete('view');
  if (state.metal !== LIVE_RING_DEFAULTS.metal) params.set('metal', state.metal);
  // A freely turned view is not a preset: the link then opens on the default view.
  if (state.view && state.view !== LIVE_RING_DEFAULTS.view) params.set('view', state.view);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Read once the page has hydrated (the server renders the defaults), written back with
 * history.replaceState: the Back button still leaves the page.
 */
export function useLiveRingInAddress(): [LiveRingState, (next: Partial<LiveRingState>) => void] {
  const isBrowser = useIsBrowser();
  const [chosen, setChosen] = useState<LiveRingState | null>(null);
  const fromAddress = useMemo(
    () => (isBrowser ? parseLiveRing(window.location.search) : LIVE_RING_DEFAULTS),
    [isBrowser],
  );
  const state = chosen ?? fromAddress;
  const update = useCallback(
    (next: Partial<LiveRingState>) => {
      const merged = { ...state, ...next };
      setChosen(merged);
      const address = `${window.location.pathname}${liveRingSearch(merged, window.location.search)}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', address);
    },
    [state],
  );
  return [state, update];
}
