import { findPreset, type TTheme } from '@perks/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyPersonalTheme } from './lib/apply-theme';
import {
  readCustomThemes,
  readSavedThemeId,
  writeCustomThemes,
  writeSavedThemeId,
} from './lib/theme-storage';
import { ThemeContext, type ThemeControls } from './theme-context';

/** Spec document 2, section 4: switching applies after about 50 ms. */
export const THEME_SWITCH_DELAY_MS = 50;

const lookUp = (id: string, custom: TTheme[]) => findPreset(id) ?? custom.find((theme) => theme.id === id);

/**
 * A person's own theme on top of the platform theme. Nothing is read during render, so server HTML
 * and the first client render agree; the saved choice is applied right after hydration.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [customThemes, setCustomThemes] = useState<TTheme[]>([]);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [preview, setPreview] = useState<TTheme | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const custom = readCustomThemes();
    const id = readSavedThemeId();
    setCustomThemes(custom);
    if (!id) return;
    if (lookUp(id, custom)) setSavedId(id);
    else console.warn(`Unknown theme '${id}'; the platform theme stays.`);
  }, []);

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

  const saveCustomTheme = useCallback((theme: TTheme) => {
    setCustomThemes((current) => {
      const next = [...current.filter((t) => t.id !== theme.id), theme];
      writeCustomThemes(next);
      return next;
    });
  }, []);

  const deleteCustomTheme = useCallback((id: string) => {
    setCustomThemes((current) => {
      const next = current.filter((t) => t.id !== id);
      writeCustomThemes(next);
      return next;
    });
  }, []);

  const controls = useMemo<ThemeControls>(
    () => ({
      active,
      savedId,
      customThemes,
      selectTheme,
      previewTheme: setPreview,
      reset,
      saveCustomTheme,
      deleteCustomTheme,
    }),
    [active, savedId, customThemes, selectTheme, reset, saveCustomTheme, deleteCustomTheme],
  );
  return <ThemeContext value={controls}>{children}</ThemeContext>;
}
