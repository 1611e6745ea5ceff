// The fonts' table (23 stylesheet imports) loads after the page has painted, beside the fonts.
export const loadActiveThemeFonts = () =>
  void import('./theme-fonts').then((module) => module.loadActiveThemeFonts());
