import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwind from '../../tailwind.config';

// WCAG 2.x relative luminance and contrast ratio of two sRGB colours.
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const rgb = (hex: string) => {
  const digits = hex.replace('#', '');
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
};
const luminance = ([r, g, b]: [number, number, number]) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a: string | [number, number, number], b: string | [number, number, number]) => {
  const [la, lb] = [a, b].map((c) => luminance(typeof c === 'string' ? rgb(c) : c));
  return (Math.max(la!, lb!) + 0.05) / (Math.min(la!, lb!) + 0.05);
};

const css = readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');
const variable = (name: string) => {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
  if (!match) throw new Error(`--${name} is not a #rrggbb colour in app/globals.css`);
  return match[1]!;
};
const ring = variable('focus-ring');
const halo = variable('focus-halo');
const colours = tailwind.theme.extend.colors;

// The backgrounds controls sit on: the page, the footer's ivory, the stone panels, the dark
// buttons and the shade over photographs (Tailwind's stone scale).
const light = {
  white: '#ffffff',
  ivory: colours.ivory,
  stone50: '#fafaf9',
  stone100: '#f5f5f4',
  stone200: '#e7e5e4',
};
const dark = { ink: colours.ink.DEFAULT, inkSoft: colours.ink.soft, stone800: '#292524' };

describe('the focus ring', () => {
  it('is what every :focus-visible draws, line and band', () => {
    expect(css).toMatch(/:focus-visible\s*{[^}]*outline:\s*2px solid var\(--focus-ring\)/);
    expect(css).toMatch(/:focus-visible\s*{[^}]*box-shadow:\s*0 0 0 2px var\(--focus-halo\)/);
  });

  it.each(Object.entries(light))('its line stands out 3:1 or more on %s', (_, background) => {
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(dark))('its band stands out 3:1 or more on %s', (_, background) => {
    expect(contrast(halo, background)).toBeGreaterThanOrEqual(3);
  });

  it('has line and band far enough apart that one reaches 3:1 on any background, photos too', () => {
    expect(contrast(ring, halo)).toBeGreaterThanOrEqual(9);
    for (let level = 0; level <= 255; level += 1) {
      const grey: [number, number, number] = [level, level, level];
      expect(Math.max(contrast(ring, grey), contrast(halo, grey))).toBeGreaterThanOrEqual(3);
    }
    for (const hex of [
      colours.primary.DEFAULT,
      '#b46f22',
      '#7f1d1d',
      '#1e3a8a',
      '#e8b4b8',
      '#15803d',
    ]) {
      expect(Math.max(contrast(ring, hex), contrast(halo, hex))).toBeGreaterThanOrEqual(3);
    }
  });

  it('is not the accent, which is too faint on white for a ring', () => {
    expect(contrast(colours.primary.DEFAULT, '#ffffff')).toBeLessThan(3);
    expect(ring.toLowerCase()).not.toBe(colours.primary.DEFAULT);
  });
});
