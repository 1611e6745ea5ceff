import { z } from 'zod';
import { ZIsoDateTime } from '../shared/primitives.ts';
import { themeContrast } from './theme-contrast.ts';
import {
  BODY_WEIGHTS,
  HEADING_WEIGHTS,
  isHslTriple,
  THEME_FONTS,
  THEME_MESSAGES,
  THEME_PERSONALITIES,
} from './theme-options.ts';

/**
 * A brand theme (spec document 2, "Theme preset"): names, a personality, two fonts with their
 * weights and the palette. Every colour is an 'h s% l%' triple; the two gradients are a pair of
 * triples and the two shadows one triple each, so no free CSS text ever reaches a stylesheet
 * (docs/decisions/033-brand-themes.md).
 */

export const ZHslTriple = z
  .string({ error: THEME_MESSAGES.colour })
  .trim()
  .max(40, { error: THEME_MESSAGES.colour })
  .refine(isHslTriple, { error: THEME_MESSAGES.colour });

const ZFont = z.enum(THEME_FONTS, { error: THEME_MESSAGES.font });
const weight = (allowed: readonly number[], error: string) =>
  z.number({ error }).refine((value) => allowed.includes(value), { error });

export const ZThemeFonts = z.object({
  heading: ZFont,
  headingWeight: weight(HEADING_WEIGHTS, THEME_MESSAGES.headingWeight),
  body: ZFont,
  bodyWeight: weight(BODY_WEIGHTS, THEME_MESSAGES.bodyWeight),
});
export type TThemeFonts = z.infer<typeof ZThemeFonts>;

const ZGradient = z.object({ from: ZHslTriple, to: ZHslTriple });

/** The palette fields of "Theme preset", in the spec's order. */
export const ZThemeColors = z.object({
  primary: ZHslTriple,
  primaryForeground: ZHslTriple,
  primaryGlow: ZHslTriple,
  secondary: ZHslTriple,
  secondaryForeground: ZHslTriple,
  background: ZHslTriple,
  foreground: ZHslTriple,
  card: ZHslTriple,
  cardForeground: ZHslTriple,
  border: ZHslTriple,
  muted: ZHslTriple,
  mutedForeground: ZHslTriple,
  accent: ZHslTriple,
  accentForeground: ZHslTriple,
  destructive: ZHslTriple,
  destructiveForeground: ZHslTriple,
  /** The hero band behind primary-foreground text, drawn at 135 degrees. */
  heroGradient: ZGradient,
  /** Section backgrounds behind foreground text, drawn top to bottom. */
  sectionGradient: ZGradient,
  shadowElegant: ZHslTriple,
  shadowGlow: ZHslTriple,
});
export type TThemeColors = z.infer<typeof ZThemeColors>;
export type TThemeColorKey = keyof TThemeColors;

export const ZThemeId = z
  .string({ error: THEME_MESSAGES.id })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: THEME_MESSAGES.id });

export const ZTheme = z.object({
  id: ZThemeId,
  name: z
    .string({ error: THEME_MESSAGES.name })
    .trim()
    .min(1, { error: THEME_MESSAGES.name })
    .max(60, { error: THEME_MESSAGES.nameTooLong }),
  description: z.string().trim().max(200, { error: THEME_MESSAGES.descriptionTooLong }),
  personality: z.enum(THEME_PERSONALITIES, { error: 'Choose a personality from the list' }),
  fonts: ZThemeFonts,
  colors: ZThemeColors,
});
export type TTheme = z.infer<typeof ZTheme>;

/** The platform theme every visitor gets: null means the default preset (ocean). */
export const ZPlatformTheme = z.object({
  theme: ZTheme.nullable(),
  updated_at: ZIsoDateTime.nullable(),
});
export type TPlatformTheme = z.infer<typeof ZPlatformTheme>;

/**
 * Publishing also needs every text pairing at WCAG AA: a theme that makes text unreadable must
 * not reach the public. The message names the first failing pairing.
 */
export const ZPublishThemeRequest = z.object({
  theme: ZTheme.superRefine((theme, ctx) => {
    const failing = themeContrast(theme.colors).find((pair) => !pair.passes);
    if (failing) {
      ctx.addIssue({
        code: 'custom',
        path: ['colors'],
        message: THEME_MESSAGES.lowContrast(failing.label, failing.ratio),
      });
    }
  }),
});
export type TPublishThemeRequest = z.infer<typeof ZPublishThemeRequest>;
