import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {
  configurationToSearch,
  DEFAULT_CONFIGURATION,
  parseConfiguration,
  type RingConfiguration,
} from '../../../components/RealtimeViewer/configuration';

/** How long the address waits after the last change (a dragged slider fires many). */
const WRITE_DELAY_MS = 150;

export interface ConfigurationInUrl {
  configuration: RingConfiguration;
  /** Values in the address that were ignored or corrected, until the visitor changes something. */
  problems: string[];
  update: (next: RingConfiguration) => void;
  /** The shareable address of the current configuration. */
  shareUrl: () => string;
}

/**
 * The configuration lives in the page address: read once the page has hydrated (the server
 * renders the defaults), written back with history.replaceState. Replacing rather than pushing
 * keeps the Back button for leaving the page, and bypassing the router keeps query-string edits
 * from counting as page views.
 */
export function useConfigurationInUrl(): ConfigurationInUrl {
  const isBrowser = useIsBrowser();
  const [chosen, setChosen] = useState<RingConfiguration | null>(null);
  const writeTimer = useRef<number | undefined>(undefined);

  const fromAddress = useMemo(
    () =>
      isBrowser
        ? parseConfiguration(window.location.search)
        : { configuration: { ...DEFAULT_CONFIGURATION }, problems: [] },
    [isBrowser],
  );

  const update = useCallback((next: RingConfiguration) => {
    setChosen(next);
    window.clearTimeout(writeTimer.current);
    writeTimer.current = window.setTimeout(() => {
      const search = configurationToSearch(next, window.location.search);
      const address = `${window.location.pathname}${search}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', address);
    }, WRITE_DELAY_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(writeTimer.current), []);

  const configuration = chosen ?? fromAddress.configuration;
  const shareUrl = useCallback(
    () => `${window.location.origin}${window.location.pathname}${configurationToSearch(configuration)}`,
    [configuration],
  );

  return { configuration, problems: chosen ? [] : fromAddress.problems, update, shareUrl };
}
