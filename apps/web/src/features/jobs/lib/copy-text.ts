/**
 * Puts text on the clipboard: the async Clipboard API first, then the legacy
 * document.execCommand('copy') on a hidden text area for browsers or contexts that refuse it
 * (plain http, an old WebView, a denied permission). Resolves false when both fail.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy method
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  // select() moves focus into the text area; keyboard users get it back afterwards.
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}

/** Phones and tablets, by user agent: their mail apps open differently, so the hint says so. */
export function isMobileUserAgent(userAgent: string = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}
