import { DEFAULT_THEME, type TTheme, themeCss, themeVariables } from '@perks/contract';
import { loadActiveThemeFonts } from './load-theme-fonts';

const PLATFORM_STYLE_ID = 'platform-theme';
const VARIABLE_NAMES = Object.keys(themeVariables(DEFAULT_THEME));

/**
 * A person's own theme, set on <html> so it wins over the platform theme's <style> (the server's,
 * docs/decisions/033-brand-themes.md) and over index.css; null removes it, leaving the platform theme.
 */
export function applyPersonalTheme(theme: TTheme | null): void {
  const style = document.documentElement.style;
  for (const name of VARIABLE_NAMES) style.removeProperty(name);
  if (theme)
    for (const [name, value] of Object.entries(themeVariables(theme))) style.setProperty(name, value);
  loadActiveThemeFonts();
}

/** After a publish, this page's copy of the platform theme follows without a reload. */
export function applyPlatformTheme(theme: TTheme | null): void {
  let element = document.getElementById(PLATFORM_STYLE_ID);
  if (!theme) {
    element?.remove();
  } else {
    if (!element) {
      element = document.createElement('style');
      element.id = PLATFORM_STYLE_ID;
      document.head.append(element);
    }
    element.textContent = themeCss(theme);
  }
  loadActiveThemeFonts();
}
