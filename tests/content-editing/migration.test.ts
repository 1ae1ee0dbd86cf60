import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { cleanHtml, renderMarkdown } from '@/lib/content/pages/markdown';
import { sectionsToMarkdown } from '@/lib/content/pages/sections-to-markdown';
import { bannerSlides, pages, type PageSection } from '@/lib/db/schema';
import { infoPages } from '@/lib/seed/info-pages';
import { describeEachEngine, onEveryEngine } from '@/tests/helpers/test-database';

// Both engines must agree here (docs/architecture.md, "Tests").
onEveryEngine();

// The hand-written block of the migration, as statements: run again over rows written as
// they were before it (sections, no body), it must turn them into what the seed now writes.
const migration = readFileSync(path.join(process.cwd(), 'drizzle/0013_content.sql'), 'utf8');
const pageStatements = migration
  .slice(migration.indexOf('-- hand-written:'))
  .split('--> statement-breakpoint')
  .filter((statement) => !statement.includes('INSERT INTO "banner_slides"'));

const awkward: PageSection[] = [
  {
    heading: 'Sizes #1 & [more] <b>bold</b> | pipes',
    paragraphs: [
      '- not a list, *not emphasis*, _nor this_, `nor code`, ~~nor struck~~',
      '1. not numbered; 2) nor this. AT&T &copy; \\ back\\slash',
      '  > not a quote\nacross two lines  ',
      '# not a heading',
      '',
      'Quotes "double" and ’curly’ and \'single\'',
    ],
  },
  { heading: 'No paragraphs', paragraphs: [] },
];

const words = (html: string) =>
  cleanHtml(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .split(/\s+/)
    .filter(Boolean);

describeEachEngine('the content migration', (db) => {
  it('made the banner of before its first four slides, in order', async () => {
    const slides = await db().select().from(bannerSlides).orderBy(asc(bannerSlides.position));
    expect(slides.map((slide) => [slide.eyebrow, slide.message, slide.linkHref])).toEqual([
      ['Bridal 2026', 'New arrivals in wedding attire', '/occasion/bridal'],
      // 0020_fittings points the atelier's "Book a fitting" at the booking page.
      ['The bridal atelier', 'Your dream wedding outfit awaits', '/fitting'],
      ['Party edit', 'Celebrate life with fashion', '/occasion/party'],
      ['Just arrived', 'New season, new styles', '/shop'],
    ]);
    expect(slides.every((slide) => slide.active && slide.image === null)).toBe(true);
    // 0026_banner_bangla gives each its Bangla.
    expect(slides.map((slide) => slide.linkLabelBn)).toEqual([
      'ব্রাইডাল দেখুন',
      'ফিটিং বুক করুন',
      'পার্টির পোশাক দেখুন',
      'মৌসুমের সংগ্রহ দেখুন',
    ]);
    expect(slides.every((slide) => slide.eyebrowBn && slide.messageBn)).toBe(true);
  });

  it('turns every stored page into Markdown and HTML, keeping every word', async () => {
    const before = [
      ...infoPages.map(({ slug, sections }) => ({ slug, sections })),
      {
        slug: 'awkward',
        sections: awkward,
      },
    ];
    await db()
      .insert(pages)
      .values(before.map(({ slug, sections }) => ({ slug, title: slug, sections })));
    for (const statement of pageStatements) await db().execute(sql.raw(statement));

    const after = await db().select().from(pages);
    expect(after).toHaveLength(before.length);
    for (const { slug, sections } of before) {
      const page = after.find((row) => row.slug === slug)!;
      expect(page.body).toBe(sectionsToMarkdown(sections));
      expect(cleanHtml(page.bodyHtml)).toBe(renderMarkdown(page.body));
      const written = sections.flatMap((section) => [section.heading, ...section.paragraphs]);
      expect(words(page.bodyHtml)).toEqual(written.join(' ').split(/\s+/).filter(Boolean));
    }
  });
});
