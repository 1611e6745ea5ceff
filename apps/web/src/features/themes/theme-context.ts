import type { TTheme } from '@perks/contract';
import { createContext, useContext } from 'react';

export interface ThemeControls {
  /** The theme this person sees: a preview, their saved choice, or null for the platform theme. */
  active: TTheme | null;
  /** Their saved choice ('app-theme'), if any. */
  savedId: string | null;
  /** The custom themes of this browser, once loadCustomThemes has run. */
  customThemes: TTheme[];
  loadCustomThemes: () => Promise<TTheme[]>;
  /** Applies a preset or saved custom theme after about 50 ms and keeps it; an unknown id only warns. */
  selectTheme: (id: string) => void;
  /** Applies a theme directly to the whole platform, without saving it, until reset. */
  previewTheme: (theme: TTheme) => void;
  /** Drops the preview and the saved choice: the platform theme again. */
  reset: () => void;
  /** Keeps a custom theme in this browser (replacing one with the same id). */
  saveCustomTheme: (theme: TTheme) => void;
  deleteCustomTheme: (id: string) => void;
}

export const ThemeContext = createContext<ThemeControls | null>(null);

export function useThemes(): ThemeControls {
  const controls = useContext(ThemeContext);
  if (!controls) throw new Error('useThemes must be used inside ThemeProvider');
  return controls;
}
