import Bowser from 'bowser';

/**
 * 'Chrome on Android', 'Safari on iOS', 'Firefox on Windows': enough for a person to recognise
 * their own devices in the signed-in devices list. User-agent parsing is a moving target, so it is
 * left to a maintained library (bowser) rather than patterns of our own. Null when unknown.
 */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
