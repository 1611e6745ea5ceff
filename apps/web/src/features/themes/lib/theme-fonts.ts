import { THEME_FONTS, type TThemeFont } from '@perks/contract';

/**
 * Each font's stylesheet from its npm package (docs/decisions/033-brand-themes.md): bundled by Vite
 * as a stylesheet of its own, fetched only when a theme names the font, from our own origin. Variable
 * faces cover every weight in one file; the three static ones load the weights they have.
 */
const FONT_STYLESHEETS: Record<TThemeFont, () => Promise<unknown>> = {
  Inter: () => import('@fontsource-variable/inter/wght.css'),
  Roboto: () => import('@fontsource-variable/roboto/wght.css'),
  'Open Sans': () => import('@fontsource-variable/open-sans/wght.css'),
  Lato: () =>
    Promise.all([
      import('@fontsource/lato/300.css'),
      import('@fontsource/lato/400.css'),
      import('@fontsource/lato/700.css'),
    ]),
  Montserrat: () => import('@fontsource-variable/montserrat/wght.css'),
  Poppins: () =>
    Promise.all([
      import('@fontsource/poppins/300.css'),
      import('@fontsource/poppins/400.css'),
      import('@fontsource/poppins/500.css'),
      import('@fontsource/poppins/600.css'),
      import('@fontsource/poppins/700.css'),
    ]),
  Raleway: () => import('@fontsource-variable/raleway/wght.css'),
  Nunito: () => import('@fontsource-variable/nunito/wght.css'),
  'Source Sans 3': () => import('@fontsource-variable/source-sans-3/wght.css'),
  'Work Sans': () => import('@fontsource-variable/work-sans/wght.css'),
  'DM Sans': () => import('@fontsource-variable/dm-sans/wght.css'),
  Manrope: () => import('@fontsource-variable/manrope/wght.css'),
  'Plus Jakarta Sans': () => import('@fontsource-variable/plus-jakarta-sans/wght.css'),
  'Space Grotesk': () => import('@fontsource-variable/space-grotesk/wght.css'),
  'IBM Plex Sans': () => import('@fontsource-variable/ibm-plex-sans/wght.css'),
  'JetBrains Mono': () => import('@fontsource-variable/jetbrains-mono/wght.css'),
  'Playfair Display': () => import('@fontsource-variable/playfair-display/wght.css'),
  Merriweather: () => import('@fontsource-variable/merriweather/wght.css'),
  Lora: () => import('@fontsource-variable/lora/wght.css'),
  'Libre Baskerville': () => import('@fontsource-variable/libre-baskerville/wght.css'),
  'Cormorant Garamond': () => import('@fontsource-variable/cormorant-garamond/wght.css'),
  'Crimson Text': () =>
    Promise.all([
      import('@fontsource/crimson-text/400.css'),
      import('@fontsource/crimson-text/600.css'),
      import('@fontsource/crimson-text/700.css'),
    ]),
  Oswald: () => import('@fontsource-variable/oswald/wght.css'),
};

const requested = new Set<TThemeFont>();

/** The listed font a stack starts with ('"Lora Variable", "Lora", ui-serif, ...' -> Lora). */
function fontNamed(stack: string): TThemeFont | undefined {
  const family = stack.match(/"([^"]+)"/)?.[1]?.replace(/ Variable$/, '');
  return THEME_FONTS.find((font) => font === family);
}

/**
 * Loads the heading and body fonts the page's theme variables name now (the platform theme's or a
 * person's own), each once per page; a failed load is tried again next time.
 */
export function loadActiveThemeFonts(): void {
  const style = getComputedStyle(document.documentElement);
  for (const variable of ['--font-heading', '--font-body']) {
    const font = fontNamed(style.getPropertyValue(variable));
    if (!font || requested.has(font)) continue;
    requested.add(font);
    FONT_STYLESHEETS[font]().catch(() => requested.delete(font));
  }
}
