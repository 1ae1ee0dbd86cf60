import localFont from 'next/font/local';

/**
 * Jost, the open geometric face closest to Futura PT (docs/decisions.md 9), served from our
 * own origin in two parts cut from @fontsource-variable/jost's Latin file, weights 300 to
 * 700 (the store sets 300 to 500; 700 is bold in staff-written text). The letters and marks
 * English pages use come preloaded, with a size-matched fallback so text never jumps; the
 * rest of Latin-1 comes only to a page that shows one of its letters. The first file stays
 * under one network round trip's worth of bytes on a slow phone connection.
 */
export const jost = localFont({
  src: './_fonts/jost-basic.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-jost',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A9, U+00B7, U+00D7, U+00E9, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2039-203A, U+2212',
    },
  ],
});

export const jostLatinRest = localFont({
  src: './_fonts/jost-latin-rest.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-jost-latin-rest',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A8, U+00AA-00B6, U+00B8-00D6, U+00D8-00E8, U+00EA-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+0300-0301, U+0303-0304, U+0308, U+201A, U+201E, U+2044, U+20AC, U+2122, U+2215',
    },
  ],
});
