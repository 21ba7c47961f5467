import { useEffect, useState } from 'react';

/** One reading of the address's query string; a new object at every reading, even of the same text. */
export interface AddressReading {
  search: string;
}

/**
 * The query string of the address, read once the page has hydrated (null while the server's HTML
 * hydrates: it was rendered with the defaults) and read again at every Back or Forward within the
 * page. The pages write their choices with history.replaceState, which the router does not see, so
 * `popstate` is what says that the address holds another entry's state. A choice the page keeps
 * in its own state is valid only for the reading it was made under.
 */
export function useAddressQuery(): AddressReading | null {
  const [reading, setReading] = useState<AddressReading | null>(null);
  useEffect(() => {
    const read = () => setReading({ search: window.location.search });
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  return reading;
}

/**
 * Rewrites the address's query string in place: `rewrite` gets the current one (with its "?", or
 * "") and returns the new one. history.replaceState keeps the entry's state, path and fragment.
 */
export function replaceAddressQuery(rewrite: (search: string) => string): void {
  const { pathname, search, hash } = window.location;
  const next = rewrite(search);
  if (next === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}
