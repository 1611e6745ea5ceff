import { findPreset, type TTheme } from '@perks/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyPersonalTheme } from './lib/apply-theme';
import { readSavedThemeId, writeSavedThemeId } from './lib/theme-storage';
import { ThemeContext, type ThemeControls } from './theme-context';

/** Spec document 2, section 4: switching applies after about 50 ms. */
export const THEME_SWITCH_DELAY_MS = 50;

const lookUp = (id: string, custom: TTheme[]) => findPreset(id) ?? custom.find((theme) => theme.id === id);

// Custom themes are checked with the contract's schema; that code loads only when they are needed.
const customThemesModule = () => import('./lib/custom-themes');

/**
 * A person's own theme on top of the platform theme. Nothing is read during render, so server HTML
 * and the first client render agree; the saved choice is applied right after hydration.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [customThemes, setCustomThemes] = useState<TTheme[]>([]);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [preview, setPreview] = useState<TTheme | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const customLoaded = useRef<Promise<TTheme[]> | null>(null);

  const loadCustomThemes = useCallback(() => {
    customLoaded.current ??= customThemesModule().then((module) => {
      const custom = module.readCustomThemes();
      setCustomThemes(custom);
      return custom;
    });
    return customLoaded.current;
  }, []);

  useEffect(() => {
    const id = readSavedThemeId();
    if (!id) return;
    if (findPreset(id)) {
      setSavedId(id);
      return;
    }
    void loadCustomThemes().then((custom) => {
      if (lookUp(id, custom)) setSavedId(id);
      else console.warn(`Unknown theme '${id}'; the platform theme stays.`);
    });
  }, [loadCustomThemes]);

  const active = preview ?? (savedId ? (lookUp(savedId, customThemes) ?? null) : null);
  useEffect(() => applyPersonalTheme(active), [active]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const selectTheme = useCallback(
    (id: string) => {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        if (!lookUp(id, customThemes)) {
          console.warn(`Unknown theme '${id}'; the current theme stays.`);
          return;
        }
        writeSavedThemeId(id);
        setPreview(null);
        setSavedId(id);
      }, THEME_SWITCH_DELAY_MS);
    },
    [customThemes],
  );

  const reset = useCallback(() => {
    clearTimeout(pending.current);
    writeSavedThemeId(null);
    setPreview(null);
    setSavedId(null);
  }, []);

  const keepCustomThemes = useCallback((next: TTheme[]) => {
    setCustomThemes(next);
    void customThemesModule().then((module) => module.writeCustomThemes(next));
  }, []);

  const controls = useMemo<ThemeControls>(
    () => ({
      active,
      savedId,
      customThemes,
      loadCustomThemes,
      selectTheme,
      previewTheme: setPreview,
      reset,
      saveCustomTheme: (theme) => keepCustomThemes([...customThemes.filter((t) => t.id !== theme.id), theme]),
      deleteCustomTheme: (id) => keepCustomThemes(customThemes.filter((t) => t.id !== id)),
    }),
    [active, savedId, customThemes, loadCustomThemes, selectTheme, reset, keepCustomThemes],
  );
  return <ThemeContext value={controls}>{children}</ThemeContext>;
}
