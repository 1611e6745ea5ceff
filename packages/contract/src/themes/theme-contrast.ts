import { AA_TEXT, contrastRatio } from './contrast.ts';
import type { TThemeColors } from './theme.schema.ts';

/** One text-on-background pairing the UI draws, named the way the builder lists it. */
export interface ThemeTextPair {
  label: string;
  text: (c: TThemeColors) => string;
  background: (c: TThemeColors) => string;
}

/**
 * Every pairing of text and background the components use. Each must reach WCAG AA (4.5:1):
 * the presets are tested against them and the builder warns below it.
 */
export const THEME_TEXT_PAIRS: readonly ThemeTextPair[] = [
  { label: 'Text on page', text: (c) => c.foreground, background: (c) => c.background },
  { label: 'Text on card', text: (c) => c.cardForeground, background: (c) => c.card },
  { label: 'Muted text on page', text: (c) => c.mutedForeground, background: (c) => c.background },
  { label: 'Muted text on card', text: (c) => c.mutedForeground, background: (c) => c.card },
  { label: 'Muted text on muted', text: (c) => c.mutedForeground, background: (c) => c.muted },
  { label: 'Links on page', text: (c) => c.primary, background: (c) => c.background },
  { label: 'Primary button', text: (c) => c.primaryForeground, background: (c) => c.primary },
  { label: 'Secondary button', text: (c) => c.secondaryForeground, background: (c) => c.secondary },
  { label: 'Accent', text: (c) => c.accentForeground, background: (c) => c.accent },
  { label: 'Destructive button', text: (c) => c.destructiveForeground, background: (c) => c.destructive },
  { label: 'Error text on page', text: (c) => c.destructive, background: (c) => c.background },
  { label: 'Hero text (start)', text: (c) => c.primaryForeground, background: (c) => c.heroGradient.from },
  { label: 'Hero text (end)', text: (c) => c.primaryForeground, background: (c) => c.heroGradient.to },
  { label: 'Section text (top)', text: (c) => c.foreground, background: (c) => c.sectionGradient.from },
  { label: 'Section text (bottom)', text: (c) => c.foreground, background: (c) => c.sectionGradient.to },
];

export interface ThemeContrast {
  label: string;
  ratio: number;
  passes: boolean;
}

/** The ratio of each pairing, and whether it meets AA; a colour that does not parse gives 0. */
export function themeContrast(colors: TThemeColors): ThemeContrast[] {
  return THEME_TEXT_PAIRS.map((pair) => {
    let ratio = 0;
    try {
      ratio = contrastRatio(pair.text(colors), pair.background(colors));
    } catch {
      ratio = 0;
    }
    return { label: pair.label, ratio, passes: ratio >= AA_TEXT };
  });
}
