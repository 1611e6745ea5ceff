/**
 * Writes `src/styles/font-fallbacks.css`: for every theme font, a stand-in face made of a font
 * every system has (Arial, Times New Roman or Courier New, or their metric-compatible Liberation
 * twins on Linux), scaled to the theme font's width and line metrics, so the text does not move
 * when the theme's own font arrives after the first paint (docs/decisions/079-…). The metrics and
 * the arithmetic are Capsize's (`@capsizecss/metrics`, `@capsizecss/core`), the maintained source
 * that frameworks use for the same purpose. `npm run fonts:fallbacks -w @perks/web` after a font is
 * added; `font-fallbacks.test.ts` fails while the file is not what this writes.
 */
import { writeFileSync } from 'node:fs';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import courierNew from '@capsizecss/metrics/courierNew';
import crimsonText from '@capsizecss/metrics/crimsonText';
import dmSans from '@capsizecss/metrics/dMSans';
import ibmPlexSans from '@capsizecss/metrics/iBMPlexSans';
import inter from '@capsizecss/metrics/inter';
import jetBrainsMono from '@capsizecss/metrics/jetBrainsMono';
import lato from '@capsizecss/metrics/lato';
import libreBaskerville from '@capsizecss/metrics/libreBaskerville';
import lora from '@capsizecss/metrics/lora';
import manrope from '@capsizecss/metrics/manrope';
import merriweather from '@capsizecss/metrics/merriweather';
import montserrat from '@capsizecss/metrics/montserrat';
import nunito from '@capsizecss/metrics/nunito';
import openSans from '@capsizecss/metrics/openSans';
import oswald from '@capsizecss/metrics/oswald';
import playfairDisplay from '@capsizecss/metrics/playfairDisplay';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import poppins from '@capsizecss/metrics/poppins';
import raleway from '@capsizecss/metrics/raleway';
import roboto from '@capsizecss/metrics/roboto';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import spaceGrotesk from '@capsizecss/metrics/spaceGrotesk';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import workSans from '@capsizecss/metrics/workSans';
import { fontFallbackFamily, fontKind, type TThemeFont } from '@perks/contract';

type Metrics = typeof arial;

const METRICS: Record<TThemeFont, Metrics> = {
  Inter: inter,
  Roboto: roboto,
  'Open Sans': openSans,
  Lato: lato,
  Montserrat: montserrat,
  Poppins: poppins,
  Raleway: raleway,
  Nunito: nunito,
  'Source Sans 3': sourceSans3,
  'Work Sans': workSans,
  'DM Sans': dmSans,
  Manrope: manrope,
  'Plus Jakarta Sans': plusJakartaSans,
  'Space Grotesk': spaceGrotesk,
  'IBM Plex Sans': ibmPlexSans,
  'JetBrains Mono': jetBrainsMono,
  'Playfair Display': playfairDisplay,
  Merriweather: merriweather,
  Lora: lora,
  'Libre Baskerville': libreBaskerville,
  'Cormorant Garamond': cormorantGaramond,
  'Crimson Text': crimsonText,
  Oswald: oswald,
};

/** A system face of the font's kind, by the local names it goes by (Liberation: same metrics). */
const STAND_INS = {
  sans: { metrics: arial, src: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] },
  serif: {
    metrics: timesNewRoman,
    src: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
  },
  mono: { metrics: courierNew, src: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'LiberationMono'] },
};

function fallbackFace(font: TThemeFont): string {
  const standIn = STAND_INS[fontKind(font)];
  const [face] = createFontStack([{ ...METRICS[font], familyName: font }, standIn.metrics], {
    fontFaceFormat: 'styleObject',
  }).fontFaces;
  const values = face!['@font-face'];
  const lines = [
    `  font-family: "${fontFallbackFamily(font)}";`,
    `  src: ${standIn.src.map((name) => `local("${name}")`).join(', ')};`,
    ...(['sizeAdjust', 'ascentOverride', 'descentOverride', 'lineGapOverride'] as const)
      .filter((property) => values[property] !== undefined)
      .map(
        (property) => `  ${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${values[property]};`,
      ),
  ];
  return `@font-face {\n${lines.join('\n')}\n}`;
}

/** The whole stylesheet, one face per theme font, in the contract's order. */
export function fontFallbackCss(fonts: readonly TThemeFont[]): string {
  return [
    // Generated, so left out of the formatter (biome.json); the test compares it with this output.
    "/* Written by scripts/font-fallbacks.ts: each theme font's metric-matched stand-in. Do not edit. */",
    ...fonts.map(fallbackFace),
  ]
    .join('\n\n')
    .concat('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { THEME_FONTS } = await import('@perks/contract');
  writeFileSync(new URL('../src/styles/font-fallbacks.css', import.meta.url), fontFallbackCss(THEME_FONTS));
}
