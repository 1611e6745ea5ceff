import { inEnglish, type Translate } from '../i18n/translate.ts';

/**
 * The choices and words of a brand theme (spec document 2, "Theme preset" and section 9), without
 * zod: the public pages' code applies themes from these and must not carry the schema library.
 * The schemas that check a theme are in theme.schema.ts.
 */

/** 'h s% l%': hue 0-360, saturation and lightness 0-100, single spaces. */
const HSL_TRIPLE = /^(\d{1,3}(?:\.\d+)?) (\d{1,3}(?:\.\d+)?)% (\d{1,3}(?:\.\d+)?)%$/;

export function isHslTriple(value: string): boolean {
  const match = value.match(HSL_TRIPLE);
  return !!match && Number(match[1]) <= 360 && Number(match[2]) <= 100 && Number(match[3]) <= 100;
}

export const THEME_MESSAGES = {
  colour: "Enter a colour as 'hue saturation% lightness%', e.g. 199 89% 32%",
  name: 'Theme name is required',
  nameTooLong: 'Theme name too long (max 60 characters)',
  descriptionTooLong: 'Description too long (max 200 characters)',
  id: 'Theme id must be lower-case letters, digits and dashes (max 40)',
  font: 'Choose a font from the list',
  headingWeight: 'Heading weight must be 300, 400, 500, 600 or 700',
  bodyWeight: 'Body weight must be 300, 400, 500 or 600',
  lowContrast: (pair: string, ratio: number, t: Translate = inEnglish) =>
    t('{pair} has a contrast of {ratio}:1, below WCAG AA (4.5:1); the theme cannot be published', {
      pair: t(pair),
      ratio: ratio.toFixed(2),
    }),
} as const;

/** Serif faces fall back to the system serif, the mono face to the system mono, the rest to sans. */
export const SERIF_FONTS = [
  'Playfair Display',
  'Merriweather',
  'Lora',
  'Libre Baskerville',
  'Cormorant Garamond',
  'Crimson Text',
] as const;

/** The 23 font choices (spec section 9), each self-hosted from its npm font package. */
export const THEME_FONTS = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Raleway',
  'Nunito',
  'Source Sans 3',
  'Work Sans',
  'DM Sans',
  'Manrope',
  'Plus Jakarta Sans',
  'Space Grotesk',
  'IBM Plex Sans',
  'JetBrains Mono',
  ...SERIF_FONTS,
  'Oswald',
] as const;
export type TThemeFont = (typeof THEME_FONTS)[number];

export const HEADING_WEIGHTS = [300, 400, 500, 600, 700] as const;
export const BODY_WEIGHTS = [300, 400, 500, 600] as const;

export const THEME_PERSONALITIES = [
  'professional',
  'modern',
  'creative',
  'tech',
  'startup',
  'luxury',
  'elegant',
  'minimal',
  'warm',
  'energetic',
] as const;
export type TThemePersonality = (typeof THEME_PERSONALITIES)[number];
