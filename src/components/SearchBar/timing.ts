/** How long the box waits (for the search code, the index or a query) before it says it is waiting. */
export const STALL_THRESHOLD_MS = 300;
