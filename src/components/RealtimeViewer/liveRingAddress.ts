import { useCallback, useEffect, useMemo, useState } from 'react';

import {
  LIVE_RING_DEFAULTS,
  liveRingSearch,
  parseLiveRing,
  type LiveRingState,
  type ParsedLiveRing,
} from './liveRingQuery';
import { replaceAddressQuery, useAddressQuery, type AddressReading } from './useAddressQuery';

/**
 * The /realvwr page's metal and view, kept in the address with history.replaceState (the Back
 * button still leaves the page) and read again when Back or Forward brings another entry.
 */
export function useLiveRingInAddress(): [LiveRingState, (next: Partial<LiveRingState>) => void, string[]] {
  const reading = useAddressQuery();
  const [chosen, setChosen] = useState<{
    reading: AddressReading | null;
    state: LiveRingState;
    /** The visitor picked a metal or a view (leaving a preset, by hand or by auto-rotation, picks nothing). */
    picked: boolean;
  } | null>(null);
  const fromAddress = useMemo<ParsedLiveRing>(
    () => (reading ? parseLiveRing(reading.search) : { state: LIVE_RING_DEFAULTS, problems: [] }),
    [reading],
  );
  const choice = chosen?.reading === reading ? chosen : null;
  const state = choice?.state ?? fromAddress.state;
  // A value the page ignored leaves the address, so that the link shared next is the ring shown.
  useEffect(() => {
    if (fromAddress.problems.length === 0) return;
    replaceAddressQuery((search) => liveRingSearch(fromAddress.state, search));
  }, [fromAddress]);
  const update = useCallback(
    (next: Partial<LiveRingState>) => {
      const merged = { ...state, ...next };
      const picked = Boolean(choice?.picked || next.metal || next.view);
      setChosen({ reading, state: merged, picked });
      replaceAddressQuery((search) => liveRingSearch(merged, search));
    },
    [reading, state, choice],
  );
  // The report holds until the visitor picks a metal or a view.
  return [state, update, choice?.picked ? [] : fromAddress.problems];
}
