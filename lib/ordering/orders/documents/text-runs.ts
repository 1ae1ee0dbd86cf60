/** Which embedded face draws a piece of text: the PDF's own Helvetica, or Noto Sans Bengali. */
export type Face = 'latin' | 'bengali';

export type TextRun = { text: string; face: Face };

/**
 * What Helvetica can draw: the characters of its WinAnsi encoding that shoppers and staff
 * type (ASCII, Latin-1, typographic quotes and dashes). Everything else (the taka sign ৳,
 * Bangla names and addresses) goes to the Bengali face, which has no Latin letters.
 */
const latin = /[\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/;

/** Control characters (a pasted tab or newline) would draw as boxes: they become spaces. */
const controls = /[\x00-\x1f\x7f-\x9f]/g;

/** `text` cut into runs of one face each, in order, joined back it is the text again. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text.replace(controls, ' ')) {
    const face: Face = latin.test(char) ? 'latin' : 'bengali';
    const last = runs.at(-1);
    if (last?.face === face) last.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}
