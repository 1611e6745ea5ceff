import { findPreset, type TTheme } from '@perks/contract';

// What a person's own theme needs: the 13 presets and the code that applies a theme. Loaded only
// once someone has chosen a theme (or opens Brand Themes), so a visitor's first page carries none
// of it (docs/decisions/013).
export { applyPersonalTheme } from './apply-theme';

/** A preset, or one of this browser's custom themes, by id. */
export const lookUpTheme = (id: string, customThemes: TTheme[]): TTheme | undefined =>
  findPreset(id) ?? customThemes.find((theme) => theme.id === id);

export const isPreset = (id: string): boolean => findPreset(id) !== undefined;
