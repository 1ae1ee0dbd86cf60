import 'server-only';
import { fontFor } from './document-fonts';
import { textRuns } from './text-runs';

export type TextStyle = { size: number; bold?: boolean; color?: string };
export type LineStyle = TextStyle & { align?: 'left' | 'right' | 'center' };

export const ink = '#1c1917';

/** The width of `text` in points, its runs measured in their own faces. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return textRuns(text).reduce(
    (width, run) =>
      width + doc.font(fontFor(run.face, style.bold)).fontSize(style.size).widthOfString(run.text),
    0,
  );
}

/**
 * One line with its baseline at `y`, from `x` (or ending at `x` when right-aligned, centred
 * on it when centred). Every run sits on the same baseline whatever its face's ascent.
 */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: LineStyle,
): void {
  const width = textWidth(doc, text, style);
  let left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
  doc.fillColor(style.color ?? ink);
  for (const run of textRuns(text)) {
    doc.font(fontFor(run.face, style.bold)).fontSize(style.size);
    doc.text(run.text, left, y, { lineBreak: false, baseline: 'alphabetic' });
    left += doc.widthOfString(run.text);
  }
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A word wider than a line, cut into pieces that fit (between letters, never inside one). */
function cutWord(doc: PDFKit.PDFDocument, word: string, width: number, style: TextStyle) {
  const pieces: string[] = [''];
  for (const { segment } of graphemes.segment(word)) {
    const last = pieces.at(-1)!;
    if (last && textWidth(doc, last + segment, style) > width) pieces.push(segment);
    else pieces[pieces.length - 1] = last + segment;
  }
  return pieces;
}

function wrapParagraph(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (textWidth(doc, joined, style) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    const pieces = cutWord(doc, word, width, style);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1)!;
  }
  if (line) lines.push(line);
  return lines;
}

/** The last line shortened with an ellipsis until it fits. */
function ellipsize(doc: PDFKit.PDFDocument, line: string, width: number, style: TextStyle) {
  let kept = line;
  while (kept && textWidth(doc, `${kept}…`, style) > width) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}

/** `text` in lines no wider than `width`, at most `maxLines` (the last one then ends in …). */
export function wrapLines(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
  maxLines = Infinity,
): string[] {
  const lines = text.split(/\r?\n/).flatMap((part) => wrapParagraph(doc, part, width, style));
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), ellipsize(doc, lines[maxLines - 1]!, width, style)];
}

export type ParagraphStyle = TextStyle & { width: number; leading: number; maxLines?: number };

/** Wrapped text whose first baseline is `y`; returns the baseline after its last line. */
export function drawParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: ParagraphStyle,
): number {
  const lines = wrapLines(doc, text, style.width, style, style.maxLines);
  lines.forEach((line, index) => drawLine(doc, line, x, y + index * style.leading, style));
  return y + lines.length * style.leading;
}
