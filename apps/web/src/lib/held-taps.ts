/** A tap `public/hold-taps.js` held while the page was not yet the app's. */
interface HeldTap {
  id: string;
  type: 'click' | 'change';
}

declare global {
  interface Window {
    __heldTaps?: HeldTap[] | null;
  }
}

/**
 * Marks a control whose taps are held until the app has taken over a server-rendered page (the
 * control needs an id, the same on the server and in the browser).
 */
export const HOLD_TAP = { 'data-hold-tap': '' } as const;

/**
 * Once the app has hydrated: stops holding, and replays each held tap on its control, in order (a
 * held change is the control's new value, already in place; the app is told of it now).
 */
export function replayHeldTaps(): void {
  const held = window.__heldTaps;
  window.__heldTaps = null;
  for (const tap of held ?? []) {
    const control = document.getElementById(tap.id);
    if (!control) continue;
    if (tap.type === 'click') control.click();
    else control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
