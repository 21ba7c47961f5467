import { useCallback, useEffect, useMemo, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {
  LIVE_RING_DEFAULTS,
  liveRingSearch,
  parseLiveRing,
  type LiveRingState,
  type ParsedLiveRing,
} from './liveRingQuery';

/**
 * Read once the page has hydrated (the server renders the defaults), written back with
 * history.replaceState: the Back button still leaves the page.
 */
export function useLiveRingInAddress(): [LiveRingState, (next: Partial<LiveRingState>) => void, string[]] {
  const isBrowser = useIsBrowser();
  const [chosen, setChosen] = useState<LiveRingState | null>(null);
  const fromAddress = useMemo<ParsedLiveRing>(
    () => (isBrowser ? parseLiveRing(window.location.search) : { state: LIVE_RING_DEFAULTS, problems: [] }),
    [isBrowser],
  );
  const state = chosen ?? fromAddress.state;
  // A value the page ignored leaves the address, so that the link shared next is the ring shown.
  useEffect(() => {
    if (fromAddress.problems.length === 0) return;
    const { pathname, search, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${liveRingSearch(fromAddress.state, search)}${hash}`,
    );
  }, [fromAddress]);
  const update = useCallback(
    (next: Partial<LiveRingState>) => {
      const merged = { ...state, ...next };
      setChosen(merged);
      const address = `${window.location.pathname}${liveRingSearch(merged, window.location.search)}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', address);
    },
    [state],
  );
  // The report holds until the visitor makes a choice of their own.
  return [state, update, chosen ? [] : fromAddress.problems];
}
