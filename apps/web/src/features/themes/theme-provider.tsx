import type { TTheme } from '@perks/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadActiveThemeFonts } from './lib/load-theme-fonts';
import { readSavedThemeId, writeSavedThemeId } from './lib/theme-storage';
import { ThemeContext, type ThemeControls } from './theme-context';

/** Spec document 2, section 4: switching applies after about 50 ms. */
export const THEME_SWITCH_DELAY_MS = 50;

// The presets and the code that applies a theme load only when a person has a theme of their own;
// custom themes are checked with the contract's schema, loaded only when they are needed.
const personalThemeModule = () => import('./lib/personal-theme');
const customThemesModule = () => import('./lib/custom-themes');
type PersonalThemeCode = Awaited<ReturnType<typeof personalThemeModule>>;

/**
 * A person's own theme on top of the platform theme. Nothing is read during render, so server HTML
 * and the first client render agree; the saved choice is applied right after hydration.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [customThemes, setCustomThemes] = useState<TTheme[]>([]);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [preview, setPreview] = useState<TTheme | null>(null);
  const [themeCode, setThemeCode] = useState<PersonalThemeCode | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const customLoaded = useRef<Promise<TTheme[]> | null>(null);
  const codeLoaded = useRef<Promise<PersonalThemeCode> | null>(null);
  const personalApplied = useRef(false);

  const loadThemeCode = useCallback(() => {
    codeLoaded.current ??= personalThemeModule().then((module) => {
      setThemeCode(module);
      return module;
    });
    return codeLoaded.current;
  }, []);

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
    void loadThemeCode().then(async (code) => {
      if (code.lookUpTheme(id, code.isPreset(id) ? [] : await loadCustomThemes())) setSavedId(id);
      else console.warn(`Unknown theme '${id}'; the platform theme stays.`);
    });
  }, [loadThemeCode, loadCustomThemes]);

  const saved = savedId && themeCode ? (themeCode.lookUpTheme(savedId, customThemes) ?? null) : null;
  const active = preview ?? saved;

  useEffect(() => {
    // Most visitors never choose a theme: the platform theme's fonts are all they need.
    if (!active && !personalApplied.current) {
      loadActiveThemeFonts();
      return;
    }
    personalApplied.current = true;
    void loadThemeCode().then((code) => code.applyPersonalTheme(active));
  }, [active, loadThemeCode]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const selectTheme = useCallback(
    (id: string) => {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        void loadThemeCode().then((code) => {
          if (!code.lookUpTheme(id, customThemes)) {
            console.warn(`Unknown theme '${id}'; the current theme stays.`);
            return;
          }
          writeSavedThemeId(id);
          setPreview(null);
          setSavedId(id);
        });
      }, THEME_SWITCH_DELAY_MS);
    },
    [customThemes, loadThemeCode],
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
