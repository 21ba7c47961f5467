import { useCallback, useEffect, useMemo, useState } from 'react';

import { CAMERA_POSE_KEY, parseCameraPose, searchWithCameraPose, type CameraPose } from './cameraPose';
import { replaceAddressQuery, useAddressQuery, type AddressReading } from './useAddressQuery';

export interface LinkedView {
  /** False until the address has been read (the viewer waits for it to choose its first view). */
  read: boolean;
  /** The exact view the address asks for, or null. */
  pose: CameraPose | null;
  /** Why the address's view was ignored, until the visitor moves the view; else nothing. */
  problems: string[];
  /** The visitor has moved the view: the report of an ignored view has served its purpose. */
  dismissProblems: () => void;
}

function replaceCameraPose(pose: CameraPose | null): void {
  replaceAddressQuery((search) => searchWithCameraPose(search, pose));
}

/** Puts `pose` into the address (history.replaceState) and returns the address that now links to it. */
export function linkToView(pose: CameraPose): string {
  replaceCameraPose(pose);
  return window.location.href;
}

/** Drops the linked view from the address once the view has moved on, so the address shows what is on screen. */
export function unlinkView(): void {
  replaceCameraPose(null);
}

/**
 * The exact camera view a link carries (`?cam=`), read once the page has hydrated and again when
 * Back or Forward brings another entry. An invalid value is reported and dropped from the address.
 * Off (`enabled` false) for a viewer that offers no link to its view.
 */
export function useLinkedView(enabled: boolean): LinkedView {
  const reading = useAddressQuery();
  const linked = useMemo(() => {
    const raw = enabled && reading ? new URLSearchParams(reading.search).get(CAMERA_POSE_KEY) : null;
    if (raw === null) return { pose: null, problems: [] };
    const parsed = parseCameraPose(raw);
    return 'pose' in parsed ? { pose: parsed.pose, problems: [] } : { pose: null, problems: [parsed.problem] };
  }, [enabled, reading]);
  useEffect(() => {
    if (linked.problems.length > 0) unlinkView();
  }, [linked]);
  const [dismissedFor, setDismissedFor] = useState<AddressReading | null>(null);
  const dismissProblems = useCallback(() => setDismissedFor(reading), [reading]);
  return {
    read: !enabled || reading !== null,
    pose: linked.pose,
    problems: dismissedFor === reading ? [] : linked.problems,
    dismissProblems,
  };
}
