import 'server-only';
import { cleanHtml } from './markdown';

export type HtmlSection = { heading: string; html: string };

/**
 * Clean HTML cut at its <h2> headings: what comes before the first, and each heading (its
 * inner HTML) with what follows it. Each piece is cleaned again, which closes any element
 * the cut left open (a heading inside a quote).
 */
export function htmlSections(html: string): { intro: string; sections: HtmlSection[] } {
  const pieces = html.split(/(?=<h2>)/);
  const intro = pieces[0]?.startsWith('<h2>') ? '' : (pieces.shift() ?? '');
  const sections = pieces.map((piece) => {
    const match = /^<h2>([\s\S]*?)<\/h2>([\s\S]*)$/.exec(piece);
    return match
      ? { heading: cleanHtml(match[1]!), html: cleanHtml(match[2]!).trim() }
      : { heading: '', html: cleanHtml(piece).trim() };
  });
  return { intro: cleanHtml(intro).trim(), sections };
}
