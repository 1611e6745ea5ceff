/** The chosen theme's id (spec document 2, section 4). */
export const APP_THEME_KEY = 'app-theme';
/** Custom themes built in this browser (spec document 2, "Theme preset"); read in custom-themes.ts. */
export const CUSTOM_THEMES_KEY = 'app-custom-themes';

// Storage can be missing or refuse (private modes, quotas): a theme choice is never worth an error.
export function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Kept for this page only.
  }
}

export const readSavedThemeId = () => read(APP_THEME_KEY);
export const writeSavedThemeId = (id: string | null) => write(APP_THEME_KEY, id);
