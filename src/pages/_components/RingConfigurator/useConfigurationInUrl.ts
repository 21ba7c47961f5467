import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import {
  configurationToSearch,
  DEFAULT_CONFIGURATION,
  parseConfiguration,
  type RingConfiguration,
} from '../../../components/RealtimeViewer/configuration';
import {
  replaceAddressQuery,
  useAddressQuery,
  type AddressReading,
} from '../../../components/RealtimeViewer/useAddressQuery';

/**
 * At most one address write per this interval (a dragged slider fires many changes, and browsers
 * throttle pages that replace their address too often); the first change is written at once.
 */
const WRITE_INTERVAL_MS = 150;

export interface ConfigurationInUrl {
  configuration: RingConfiguration;
  /** Values in the address that were ignored or corrected, until the visitor changes something. */
  problems: string[];
  update: (next: RingConfiguration) => void;
  /** The shareable address of the current configuration. */
  shareUrl: () => string;
}

function writeAddress(configuration: RingConfiguration): void {
  replaceAddressQuery((search) => configurationToSearch(configuration, search));
}

/**
 * The configuration lives in the page address: read once the page has hydrated (the server
 * renders the defaults) and again when Back or Forward brings another entry, written back with
 * history.replaceState. Replacing rather than pushing keeps the Back button for leaving the page,
 * and bypassing the router keeps query-string edits from counting as page views.
 */
export function useConfigurationInUrl(): ConfigurationInUrl {
  const reading = useAddressQuery();
  const [chosen, setChosen] = useState<{ reading: AddressReading | null; configuration: RingConfiguration } | null>(
    null,
  );
  /** While a write interval runs: its timer, and the latest change not yet written. */
  const interval = useRef<{ timer: number; unwritten: RingConfiguration | null } | null>(null);

  const fromAddress = useMemo(
    () =>
      reading ? parseConfiguration(reading.search) : { configuration: { ...DEFAULT_CONFIGURATION }, problems: [] },
    [reading],
  );

  const update = useCallback(
    (next: RingConfiguration) => {
      setChosen({ reading, configuration: next });
      if (interval.current) {
        interval.current.unwritten = next;
        return;
      }
      const write = (configuration: RingConfiguration) => {
        writeAddress(configuration);
        const running = { timer: 0, unwritten: null as RingConfiguration | null };
        running.timer = window.setTimeout(() => {
          interval.current = null;
          if (running.unwritten) write(running.unwritten);
        }, WRITE_INTERVAL_MS);
        interval.current = running;
      };
      write(next);
    },
    [reading],
  );

  // Another history entry is in the address now: a change not yet written belonged to the one left.
  useEffect(
    () => () => {
      window.clearTimeout(interval.current?.timer);
      interval.current = null;
    },
    [reading],
  );

  const choice = chosen?.reading === reading ? chosen.configuration : null;
  const configuration = choice ?? fromAddress.configuration;
  const shareUrl = useCallback(
    () => `${window.location.origin}${window.location.pathname}${configurationToSearch(configuration)}`,
    [configuration],
  );

  return { configuration, problems: choice ? [] : fromAddress.problems, update, shareUrl };
}
