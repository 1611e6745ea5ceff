import { type TTheme, ZTheme } from '@perks/contract';
import { CUSTOM_THEMES_KEY, read, write } from './theme-storage';

// The schema check lives here, loaded only when custom themes are needed (the admin's Brand
// Themes tab, or a saved choice that is not a preset), so public pages do not carry it.

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
