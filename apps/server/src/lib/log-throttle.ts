/**
 * While a dependency is down every request fails the same way; one line a second says so without
 * drowning the log (docs/decisions/022-outages-timeouts-and-drain.md). `admit(key)` answers the
 * number of lines held back since the last one when a line may be written now, else undefined.
 */
export function logThrottle(intervalMs = 1000, now: () => number = Date.now) {
  const windows = new Map<string, { openedAt: number; suppressed: number }>();
  return {
    admit(key: string): number | undefined {
      const window = windows.get(key);
      const at = now();
      if (window && at - window.openedAt < intervalMs) {
        window.suppressed += 1;
        return undefined;
      }
      windows.set(key, { openedAt: at, suppressed: 0 });
      return window?.suppressed ?? 0;
    },
  };
}
