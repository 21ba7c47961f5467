import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the browser knows and that stays the same while the page is open (a capability, a
 * preference read once): `serverValue` on the server and while hydrating, so the markup matches,
 * then `read()`.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}
