/**
 * WCAG 2 contrast between theme colours written as 'h s% l%' triples (the form the theme
 * variables use). Every preset is checked against it in tests, the builder shows it for each text
 * pairing, and publishing refuses a theme below AA (theme-contrast.ts).
 */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export function parseHslTriple(value: string): [h: number, s: number, l: number] {
  const match = value.trim().match(/^(-?[\d.]+)\s+([\d.]+)%\s+([\d.]+)%$/);
  if (!match) throw new Error(`Not an 'h s% l%' colour: ${value}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function hslToRgb([h, s, l]: [number, number, number]): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(hslToRgb(parseHslTriple(a))), luminance(hslToRgb(parseHslTriple(b)))].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function hexToRgb(hex: string): [number, number, number] | null {
  const digits = hex.trim().replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/**
 * Black or white, whichever reads better on a '#rrggbb' (or '#rgb') background such as a
 * business's brand colour; null when the colour cannot be read.
 */
export function readableTextOn(hex: string): '#000000' | '#ffffff' | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const background = luminance(rgb);
  const onWhite = (1 + 0.05) / (background + 0.05);
  const onBlack = (background + 0.05) / 0.05;
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}
