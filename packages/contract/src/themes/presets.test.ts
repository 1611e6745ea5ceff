import { describe, expect, it } from 'vitest';
import { AA_TEXT } from './contrast.ts';
import { DEFAULT_THEME, THEME_PRESETS } from './presets.ts';
import { ZTheme } from './theme.schema.ts';
import { themeContrast } from './theme-contrast.ts';

const PRESET_IDS = [
  'industry',
  'corporate',
  'modern',
  'ocean',
  'sunset',
  'forest',
  'tech',
  'strawberry',
  'midnight',
  'vintage',
  'startup',
  'arctic',
  'royal',
];

describe('theme presets', () => {
  it('are the 13 presets of the spec, ocean the default', () => {
    expect(THEME_PRESETS.map((p) => p.id).sort()).toEqual([...PRESET_IDS].sort());
    expect(DEFAULT_THEME.id).toBe('ocean');
  });

  it.each(THEME_PRESETS.map((p) => [p.id, p] as const))(
    '%s parses against the contract schema',
    (_, preset) => {
      expect(ZTheme.parse(preset)).toEqual(preset);
    },
  );

  it.each(THEME_PRESETS.map((p) => [p.id, p] as const))(
    '%s meets WCAG AA on every text pairing',
    (_, preset) => {
      const failing = themeContrast(preset.colors)
        .filter((pair) => !pair.passes)
        .map((pair) => `${pair.label} ${pair.ratio.toFixed(2)}:1`);
      expect(failing, `below ${AA_TEXT}:1`).toEqual([]);
    },
  );
});
