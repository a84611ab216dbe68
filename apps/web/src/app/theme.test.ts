import {
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// WCAG 2.2 AA contrast of the theme's text on its backgrounds, computed from what Mantine itself makes
// of the theme (its CSS variables and its variant colour resolver), so a change of the palette, of the
// primary shade or of Mantine's mapping cannot lower a contrast unnoticed. Normal text needs 4.5:1,
// the boundary of a control (an input's border, a checkbox's box) 3:1.

const AA = 4.5;
const NON_TEXT = 3;
const WHITE = '#ffffff';

type Rgb = [number, number, number];

function parseColor(value: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1] ?? '';
    const n = Number.parseInt(digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits, 16);
    return { rgb: [n >> 16, (n >> 8) & 255, n & 255], alpha: 1 };
  }
  const rgba = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(value);
  if (rgba) return { rgb: [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])], alpha: rgba[4] === undefined ? 1 : Number(rgba[4]) };
  throw new Error(`not a colour: ${value}`);
}

/** A colour as painted over an opaque background (Mantine's hover tints are translucent). */
function over(value: string, background: Rgb): Rgb {
  const { rgb, alpha } = parseColor(value);
  return [0, 1, 2].map((i) => (rgb[i] ?? 0) * alpha + (background[i] ?? 0) * (1 - alpha)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of a text colour on a background (both may be translucent, over white). */
function contrast(text: string, background: string): number {
  const bg = over(background, over(WHITE, [255, 255, 255]));
  const [a, b] = [luminance(over(text, bg)), luminance(bg)].sort((x, y) => y - x);
  return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05);
}

interface Pair {
  what: string;
  text: string;
  background: string;
  /** The ratio needed: 4.5 for text unless given. */
  needs?: number;
}

/** Every text/background pair the theme produces in the light scheme, with var() references resolved. */
function themePairs(override: MantineThemeOverride): Pair[] {
  const full = mergeMantineTheme(DEFAULT_THEME, override);
  const base = defaultCssVariablesResolver(full);
  const variables: Record<string, string> = { ...base.variables, ...base.light };
  const resolve = (value: string, depth = 0): string => {
    const ref = /^var\((--[\w-]+)\)$/.exec(value.trim());
    if (!ref) return value;
    const next = variables[ref[1] ?? ''];
    if (next === undefined || depth > 10) throw new Error(`unresolved ${value}`);
    return resolve(next, depth + 1);
  };
  const v = (name: string) => resolve(`var(${name})`);
  const colors = Object.keys(full.colors).filter((name) => name !== 'dark');
  const pairs: Pair[] = [
    { what: 'body text', text: v('--mantine-color-text'), background: v('--mantine-color-body') },
    { what: 'anchor', text: v('--mantine-color-anchor'), background: WHITE },
    { what: 'error text', text: v('--mantine-color-error'), background: WHITE },
    { what: 'success text', text: v('--mantine-color-success'), background: WHITE },
    { what: 'default button', text: v('--mantine-color-default-color'), background: v('--mantine-color-default-hover') },
  ];
  // c="dimmed" on the page and on the gray panels (bg="gray.0", table stripes, hovers).
  for (const shade of [0, 1, 2]) pairs.push({ what: `dimmed on gray.${shade}`, text: v('--mantine-color-dimmed'), background: v(`--mantine-color-gray-${shade}`) });
  pairs.push({ what: 'dimmed on white', text: v('--mantine-color-dimmed'), background: WHITE });
  pairs.push({ what: 'placeholder', text: v('--mantine-color-placeholder'), background: WHITE });
  // Mantine's stylesheet draws inputs', checkboxes' and radios' borders in gray 4, default buttons' in
  // --mantine-color-default-border.
  pairs.push(
    { what: 'input border', text: v('--mantine-color-gray-4'), background: WHITE, needs: NON_TEXT },
    { what: 'default border', text: v('--mantine-color-default-border'), background: WHITE, needs: NON_TEXT },
  );

  for (const color of colors) {
    // c="red" and c="red.6" to c="red.9" as text on white.
    pairs.push({ what: `${color} text`, text: v(`--mantine-color-${color}-text`), background: WHITE });
    for (const shade of [6, 7, 8, 9]) pairs.push({ what: `${color}.${shade} text`, text: v(`--mantine-color-${color}-${shade}`), background: WHITE });
    // Buttons, badges, alerts, action icons: each variant's text on its background and on its hover.
    for (const variant of ['filled', 'light', 'outline', 'subtle', 'transparent', 'white']) {
      const resolved = full.variantColorResolver({ color, theme: full, variant });
      const text = resolve(resolved.color ?? '');
      const background = resolved.background === 'transparent' ? WHITE : resolve(resolved.background ?? WHITE);
      const hover = resolved.hover === 'transparent' ? background : resolve(resolved.hover ?? background);
      pairs.push({ what: `${color} ${variant}`, text, background }, { what: `${color} ${variant} (hover)`, text, background: hover });
    }
  }
  return pairs;
}

function failures(pairs: Pair[]): string[] {
  return pairs
    .map((pair) => ({ ...pair, ratio: contrast(pair.text, pair.background) }))
    .filter((pair) => pair.ratio < (pair.needs ?? AA))
    .map((pair) => `${pair.what}: ${pair.text} on ${pair.background} = ${pair.ratio.toFixed(2)}:1`);
}

describe('theme contrast (WCAG 2.2 AA)', () => {
  it('computes contrast ratios as WCAG defines them', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's default gray 6 on white, as axe reports it.
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrast('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrast('#808080', '#ffffff'), 1);
  });

  it("finds Mantine's default palette short of 4.5:1 (what this theme replaces)", () => {
    const found = failures(themePairs(createTheme({ primaryColor: 'blue' })));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^dimmed on white: #868e96/),
        expect.stringMatching(/^blue filled: #f{3,6} on #228be6/),
        expect.stringMatching(/^placeholder: #adb5bd/),
        expect.stringMatching(/^input border: #ced4da/),
      ]),
    );
  });

  it('gives every text of the theme at least 4.5:1 on its background', () => {
    const pairs = themePairs(theme);
    expect(pairs.length).toBeGreaterThan(150);
    expect(failures(pairs)).toEqual([]);
  });

  it('keeps white text on the filled primary colour and on the palette colours', () => {
    const full = mergeMantineTheme(DEFAULT_THEME, theme);
    for (const color of ['blue', 'red', 'green', 'teal', 'orange', 'yellow', 'gray']) {
      expect(full.variantColorResolver({ color, theme: full, variant: 'filled' }).color, color).toBe('var(--mantine-color-white)');
    }
  });
});
