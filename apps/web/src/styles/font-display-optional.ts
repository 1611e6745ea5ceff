/**
 * A PostCSS step of the web build (vite.config.ts) that gives every `@font-face` of the app and of
 * the font packages `font-display: optional` (docs/decisions/079-metric-matched-font-stand-ins.md,
 * addendum). A theme's font loads after the first paint; with the packages' `swap` it then replaced
 * the stand-in in the page, and whatever the stand-in's metrics could not match (each word's own
 * width) moved lines. With `optional` a face that is not there within the browser's short block
 * period is left for the next page: this page keeps its stand-in and never shifts.
 */
export function fontDisplayOptional() {
  return {
    postcssPlugin: 'font-display-optional',
    AtRule: {
      'font-face': (rule: FontFaceRule) => {
        let found = false;
        rule.walkDecls('font-display', (declaration) => {
          declaration.value = 'optional';
          found = true;
        });
        if (!found) rule.append({ prop: 'font-display', value: 'optional' });
      },
    },
  };
}
fontDisplayOptional.postcss = true as const;

/** The part of PostCSS's AtRule this step uses (the Vite build brings PostCSS itself). */
interface FontFaceRule {
  walkDecls(prop: string, callback: (declaration: { value: string }) => void): void;
  append(declaration: { prop: string; value: string }): void;
}
