import type { TTheme } from './theme.schema.ts';
import { SERIF_FONTS, type TThemeFont } from './theme-options.ts';

const SANS_FALLBACK =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const SERIF_FALLBACK = 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif';
const SERIF_FACES: ReadonlySet<TThemeFont> = new Set(SERIF_FONTS);
const MONO_FALLBACK = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/**
 * The stand-in face of a theme font while it loads (apps/web/src/styles/font-fallbacks.css): a
 * system face scaled to the font's width and line metrics, so the text does not move when the
 * font arrives after the first paint (a layout shift Lighthouse counts; decision 079).
 */
export const fontFallbackFamily = (font: TThemeFont) => `${font} Fallback`;

/**
 * A font stack: the theme's face first (self-hosted variable faces register as '<name> Variable',
 * static ones under their own name), then its metric-matched stand-in, then the system faces of
 * the same kind (for a browser that has none of the stand-in's local faces).
 */
export function fontStack(font: TThemeFont): string {
  const fallback = { serif: SERIF_FALLBACK, mono: MONO_FALLBACK, sans: SANS_FALLBACK }[fontKind(font)];
  return `"${font} Variable", "${font}", "${fontFallbackFamily(font)}", ${fallback}`;
}

/** The kind of face a theme font is, which decides the system faces that stand in for it. */
export function fontKind(font: TThemeFont): 'serif' | 'mono' | 'sans' {
  if (SERIF_FACES.has(font)) return 'serif';
  return font === 'JetBrains Mono' ? 'mono' : 'sans';
}

/**
 * The CSS custom properties a theme sets, the ones `index.css` declares and every component reads.
 * Popover takes the card's colours, form-field edges the muted text colour (at least 4.5:1 on the
 * page, so above the 3:1 non-text minimum) and the focus ring the primary colour.
 */
export function themeVariables(theme: TTheme): Record<string, string> {
  const c = theme.colors;
  return {
    '--background': c.background,
    '--foreground': c.foreground,
    '--card': c.card,
    '--card-foreground': c.cardForeground,
    '--popover': c.card,
    '--popover-foreground': c.cardForeground,
    '--primary': c.primary,
    '--primary-foreground': c.primaryForeground,
    '--primary-glow': c.primaryGlow,
    '--secondary': c.secondary,
    '--secondary-foreground': c.secondaryForeground,
    '--muted': c.muted,
    '--muted-foreground': c.mutedForeground,
    '--accent': c.accent,
    '--accent-foreground': c.accentForeground,
    '--destructive': c.destructive,
    '--destructive-foreground': c.destructiveForeground,
    '--border': c.border,
    '--input': c.mutedForeground,
    '--ring': c.primary,
    '--hero-gradient': `linear-gradient(135deg, hsl(${c.heroGradient.from}) 0%, hsl(${c.heroGradient.to}) 100%)`,
    '--section-gradient': `linear-gradient(180deg, hsl(${c.sectionGradient.from}) 0%, hsl(${c.sectionGradient.to}) 100%)`,
    '--shadow-elegant': `0 10px 30px -10px hsl(${c.shadowElegant} / 0.3)`,
    '--shadow-glow': `0 0 40px hsl(${c.shadowGlow} / 0.35)`,
    '--font-heading': fontStack(theme.fonts.heading),
    '--font-body': fontStack(theme.fonts.body),
    '--font-heading-weight': String(theme.fonts.headingWeight),
    '--font-body-weight': String(theme.fonts.bodyWeight),
  };
}

/**
 * The theme as one CSS rule (the server puts it in the page's <head>; the builder exports it).
 * Values come from a validated theme (triples, listed fonts, numbers), so nothing here can close
 * the rule or the <style> element; `<` is escaped all the same.
 */
export function themeCss(theme: TTheme, selector = ':root'): string {
  const body = Object.entries(themeVariables(theme))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `${selector} {\n${body}\n}\n`.replaceAll('<', '\\3c ');
}
