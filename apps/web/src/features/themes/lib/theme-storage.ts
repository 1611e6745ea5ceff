import { type TTheme, ZTheme } from '@perks/contract';

/** The chosen theme's id (spec document 2, section 4). */
export const APP_THEME_KEY = 'app-theme';
/** Custom themes built in this browser (spec document 2, "Theme preset"). */
const CUSTOM_THEMES_KEY = 'app-custom-themes';

// Storage can be missing or refuse (private modes, quotas): a theme choice is never worth an error.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Kept for this page only.
  }
}

export const readSavedThemeId = () => read(APP_THEME_KEY);
export const writeSavedThemeId = (id: string | null) => write(APP_THEME_KEY, id);

/** The custom themes kept in this browser; entries that no longer parse are left out. */
export function readCustomThemes(): TTheme[] {
  let stored: unknown;
  try {
    stored = JSON.parse(read(CUSTOM_THEMES_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = ZTheme.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export const writeCustomThemes = (themes: TTheme[]) => write(CUSTOM_THEMES_KEY, JSON.stringify(themes));
