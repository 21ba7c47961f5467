/** The message of whatever was thrown or rejected, for the viewer's status and fallback texts. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
