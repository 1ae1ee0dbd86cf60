import 'server-only';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { validationFailed } from '@/lib/domain-error';

// Raw HTML inside the Markdown goes to the cleaner below, which keeps the text of a tag it
// does not allow but drops a script or style with all it holds. A bare address stays text
// (GitHub's Markdown would link it): a link is what is written as one, and pages keep what
// they showed before they were Markdown (drizzle/0013_content.sql writes their HTML without marked).
const marked = new Marked({ gfm: true, async: false });
marked.use({ tokenizer: { url: () => undefined } });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'blockquote',
    'code',
    'pre',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], th: ['align'], td: ['align'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's own title is its only h1: a Markdown "# Heading" becomes a section heading.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer' }
        : attribs,
    }),
  },
};

/** Keeps only the allowed tags, attributes and link schemes of `html`; balances what is left. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, allowed);
}

/** Markdown (with GitHub's tables) to clean HTML: what is saved, previewed and shown. */
export function renderMarkdown(markdown: string): string {
  return cleanHtml(marked.parse(markdown, { async: false })).trim();
}

/**
 * The clean HTML of Markdown about to be saved under `field`; refused when nothing is left
 * of it (a body of raw HTML alone), so a page never turns blank by a save.
 */
export function renderForSaving(markdown: string, field: string): string {
  const html = renderMarkdown(markdown);
  if (html.replace(/<[^>]*>/g, '').trim() === '') {
    throw validationFailed({
      [field]: 'Nothing would be shown: HTML is removed, so write the text in Markdown.',
    });
  }
  return html;
}
