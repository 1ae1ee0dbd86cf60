import type { PageSection } from '@/lib/db/schema';

/**
 * Plain text as Markdown that renders to the same words: the characters Markdown would read
 * as formatting are escaped. The hand-written SQL of drizzle/0013_content.sql does exactly
 * this to the pages that existed before bodies were Markdown (tests/content-editing prove
 * the two agree), and the seed does it to the demo pages.
 */
export function markdownText(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/^\s+|\s+$/g, '')
    .replace(/[\\`*_[\]<|~#]/g, '\\$&')
    .replace(/&(?=#?[0-9A-Za-z]+;)/g, '\\&')
    .replace(/^([>+=-])/, '\\$1')
    .replace(/^([0-9]+)([.)])/, '$1\\$2');
}

/** Headed sections of paragraphs as one Markdown body: a level-2 heading per section. */
export function sectionsToMarkdown(sections: PageSection[]): string {
  return sections
    .map((section) =>
      [`## ${markdownText(section.heading)}`, ...section.paragraphs.map(markdownText)]
        .filter((block) => block !== '')
        .join('\n\n'),
    )
    .join('\n\n');
}
