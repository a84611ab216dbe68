import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palette with shades 6 to 9 darkened to meet WCAG 2.2 AA (4.5:1) as text on white (also on
 * the outline variant's 5 % tint) and under white text. Shade 6 is the primary shade: what
 * `color="red"` fills a button or badge with, and the colour of `c="red"`, outlines and links; 7 is
 * the filled hover; 9 is the light variant's text on shades 1 and 2 (its background and hover).
 * Mantine's own fail: blue 6 3.6:1 under white, gray 6 3.3:1 as `c="dimmed"` (--mantine-color-dimmed
 * is gray 6), teal 6 2.6:1, orange 9 on orange 1 3.6:1. Shades 0 to 5 (backgrounds, borders) stay
 * Mantine's, except gray's. The new shades keep each colour's hue (lightness lowered in OKLCH): blue
 * stays the primary blue, a little deeper. Gray 6 is darker than 4.5:1 needs, so that dimmed text
 * also holds on the gray 0 to 2 panels. theme.test.ts checks every pair Mantine makes of the theme.
 */
function darker(name: string, shades6to9: readonly [string, string, string, string], shades4and5?: readonly [string, string]): MantineColorsTuple {
  const base = DEFAULT_THEME.colors[name];
  if (!base) throw new Error(`no Mantine colour ${name}`);
  const [four, five] = shades4and5 ?? [base[4], base[5]];
  return [base[0], base[1], base[2], base[3], four, five, ...shades6to9];
}

export const accessibleColors = {
  // Gray 4 draws the borders of inputs, checkboxes, radios and default buttons, and gray 5 the input
  // placeholders (Mantine's 1.5:1 and 2.1:1 on white): 3:1 for a component's boundary, 4.5:1 for text.
  gray: darker('gray', ['#636b72', '#495057', '#343a40', '#212529'], ['#8d9398', '#6e767d']),
  red: darker('red', ['#d42a33', '#cf1021', '#b90215', '#a10311']),
  pink: darker('pink', ['#cc2e6b', '#c51e5e', '#b20c50', '#9b0e44']),
  grape: darker('grape', ['#ad38c9', '#a231bd', '#9028a9', '#7d2493']),
  violet: darker('violet', ['#784ff1', '#6f47e7', '#623bd3', '#5631b8']),
  indigo: darker('indigo', ['#4362e8', '#3b5ae1', '#314dcd', '#2c41b8']),
  blue: darker('blue', ['#0171c4', '#0169bb', '#035ca6', '#025091']),
  cyan: darker('cyan', ['#097a8a', '#007283', '#006474', '#035766']),
  teal: darker('teal', ['#087f5b', '#007654', '#036849', '#055a40']),
  green: darker('green', ['#04812b', '#047826', '#026921', '#015c1d']),
  lime: darker('lime', ['#4d7c00', '#467303', '#3b6601', '#345801']),
  yellow: darker('yellow', ['#946600', '#915c00', '#874c00', '#7c3d00']),
  orange: darker('orange', ['#b25503', '#b04703', '#a03900', '#912b01']),
};

/** System fonts only: the CSP allows fonts from our origin, and no webfont weighs on the first load. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 6, dark: 8 },
  colors: accessibleColors,
  // A filled colour given by an explicit light shade (`color="gray.3"`) gets black text instead of
  // white: Mantine picks it by WCAG luminance, and 0.179 is where black and white contrast alike
  // (4.58:1 both), so the picked one is never below 4.5:1. The palette's own shades 6 to 9 keep white.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
});
