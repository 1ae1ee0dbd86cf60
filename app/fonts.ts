import localFont from 'next/font/local';

/**
 * Jost, the open geometric face closest to Futura PT (docs/decisions.md 9), served from our
 * own origin with a preload and a size-matched fallback, so text never jumps when it arrives.
 */
export const jost = localFont({
  src: '../node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-jost',
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
});
