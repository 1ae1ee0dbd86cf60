/**
 * Code 128 (ISO/IEC 15417), code set B: printable ASCII, enough for order numbers
 * (NJ-260521-48271). Each symbol is three bars and three spaces, their widths in modules
 * (bar first), eleven modules a symbol; the stop symbol has a last bar of two (thirteen).
 */
// prettier-ignore
const patterns = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

export const code128Patterns: readonly string[] = patterns;

const startB = 104;
const stop = 106;

/** Whether code set B can carry `text` (printable ASCII, at least one character). */
export const fitsCode128B = (text: string) => /^[\x20-\x7e]+$/.test(text);

/**
 * The symbol values of `text` in code set B: start B, one a character (its code − 32), the
 * check symbol (start plus each value times its position, modulo 103) and stop.
 */
export function code128BValues(text: string): number[] {
  if (!fitsCode128B(text)) throw new Error('Code 128 B carries printable ASCII only');
  const data = [...text].map((char) => char.charCodeAt(0) - 32);
  const check = data.reduce((sum, value, index) => sum + value * (index + 1), startB) % 103;
  return [startB, ...data, check, stop];
}

/** The element widths in modules, bar and space in turn, starting with a bar. */
export const code128BWidths = (text: string): number[] =>
  code128BValues(text).flatMap((value) => [...patterns[value]!].map(Number));

/** The symbol as modules, 1 a bar and 0 a space: how encoders are usually compared. */
export const code128BModules = (text: string): string =>
  code128BWidths(text)
    .map((width, index) => (index % 2 === 0 ? '1' : '0').repeat(width))
    .join('');
