import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { getCachedInfoPage } from '@/lib/content/pages/cached';
import { getInfoPage, getInfoPageSource } from '@/lib/content/pages/get-info-page';
import { saveInfoPage } from '@/lib/content/pages/save-info-page';
import { getDb } from '@/lib/db/client';
import { pages } from '@/lib/db/schema';
import { infoPageSchema } from '@/lib/content/schemas/content';
import { zodFields } from '@/lib/http/server/zod-fields';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, describeContent, ghost, managerOf } from './support';

const faq = {
  slug: 'faq',
  title: 'Questions',
  summary: 'What shoppers ask.',
  body: '## How long?\n\nA **week**.\n\n## Cost?\n\n| Zone | Taka |\n|--|--|\n| Dhaka | 80 |\n\n<script>alert(1)</script>',
};

describe('an information page’s form', () => {
  it.each([
    ['an address with spaces', { slug: 'size help' }, ['slug']],
    ['no title', { title: '  ' }, ['title']],
    ['no body', { body: '\r\n  ' }, ['body']],
    ['a body too long', { body: 'x'.repeat(60_001) }, ['body']],
  ])('refuses %s, beside its field', (_name, changes, fields) => {
    const result = infoPageSchema.safeParse({ ...faq, ...changes });
    expect(result.success).toBe(false);
    expect(Object.keys(zodFields(result.error!))).toEqual(fields);
  });

  it('keeps the Markdown’s lines, as Unix lines', () => {
    expect(infoPageSchema.parse({ ...faq, body: 'One\r\n\r\nTwo\r\n' }).body).toBe('One\n\nTwo');
  });
});

describeContent('information pages', (fixture) => {
  beforeAll(async () => {
    await getDb().insert(pages).values({
      slug: 'faq',
      title: 'FAQ',
      body: '## Old\n\nOld words.',
      bodyHtml: '<h2>Old</h2>\n<p>Old words.</p>',
    });
  });
  beforeEach(() => takeExpiredTags());

  it('saves the Markdown and its clean HTML; the page and the sitemap expire', async () => {
    await saveInfoPage(managerOf(fixture()), faq, 'update');
    expect(takeExpiredTags().sort()).toEqual([cacheTags.page('faq'), cacheTags.sitemap].sort());
    expect(await getInfoPageSource('faq')).toEqual({
      ...faq,
      titleBn: null,
      summaryBn: null,
      bodyBn: null,
    });
    const page = (await getCachedInfoPage('faq'))!;
    expect(page.title).toBe('Questions');
    expect(page.html).not.toMatch(/script|alert/);
    expect(page.sections.map((section) => section.heading)).toEqual(['How long?', 'Cost?']);
    expect(page.sections[0]!.html).toBe('<p>A <strong>week</strong>.</p>');
    expect(page.sections[1]!.html).toMatch(/<table>[\s\S]*<td>Dhaka<\/td>/);

    const [entry] = await auditOf('page');
    expect(entry).toMatchObject({
      actorId: fixture().manager,
      action: 'page.update',
      entityId: 'faq',
      before: { title: 'FAQ', body: '## Old\n\nOld words.' },
      after: { title: 'Questions', body: faq.body },
    });
  });

  it('cleans HTML written into the table by other means when it is read', async () => {
    await getDb()
      .update(pages)
      .set({
        bodyHtml: '<h2>Hi</h2><p onmouseover="x()">There<iframe src="https://x"></iframe></p>',
      })
      .where(eq(pages.slug, 'faq'));
    expect((await getCachedInfoPage('faq'))!.html).toBe('<h2>Hi</h2><p>There</p>');
  });

  it('creates a page at a new address, and refuses one already taken', async () => {
    const sizes = { slug: 'size-help', title: 'Size help', summary: '', body: 'Measure twice.' };
    await saveInfoPage(managerOf(fixture()), sizes, 'create');
    expect(takeExpiredTags().sort()).toEqual(
      [cacheTags.page('size-help'), cacheTags.sitemap].sort(),
    );
    expect((await getCachedInfoPage('size-help'))!.html).toBe('<p>Measure twice.</p>');
    await expect(saveInfoPage(managerOf(fixture()), sizes, 'create')).rejects.toMatchObject({
      kind: 'invalid',
      fields: { slug: expect.any(String) },
    });
    expect(takeExpiredTags()).toEqual([]);
  });

  it('refuses to update a page that does not exist', async () => {
    await expect(
      saveInfoPage(managerOf(fixture()), { ...faq, slug: 'nowhere' }, 'update'),
    ).rejects.toMatchObject({ kind: 'not_found' });
    expect(takeExpiredTags()).toEqual([]);
  });

  it('refuses a body of raw HTML alone, beside the body field, changing nothing', async () => {
    const before = await getInfoPageSource('faq');
    await expect(
      saveInfoPage(managerOf(fixture()), { ...faq, body: '<div onclick="x()"></div>' }, 'update'),
    ).rejects.toMatchObject({ fields: { body: expect.stringMatching(/Markdown/) } });
    expect(await getInfoPageSource('faq')).toEqual(before);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('leaves the page as it was, and expires nothing, when the write fails', async () => {
    const before = await getInfoPageSource('faq');
    await expect(saveInfoPage(ghost, { ...faq, title: 'Never' }, 'update')).rejects.toThrow();
    expect(await getInfoPageSource('faq')).toEqual(before);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('saves the Bangla page beside the English one; the Bangla page reads it, falling back to English', async () => {
    const input = infoPageSchema.parse({
      ...faq,
      titleBn: ' প্রশ্নোত্তর ',
      summaryBn: '',
      bodyBn: '## কত দিন?\n\nএক **সপ্তাহ**।<script>alert(1)</script>',
    });
    expect(input).toMatchObject({ titleBn: 'প্রশ্নোত্তর', summaryBn: null });
    await saveInfoPage(managerOf(fixture()), input, 'update');
    const bangla = (await getInfoPage('faq', 'bn'))!;
    expect(bangla.title).toBe('প্রশ্নোত্তর');
    expect(bangla.summary).toBe((await getInfoPage('faq', 'en'))!.summary);
    expect(bangla.html).toContain('<strong>সপ্তাহ</strong>');
    expect(bangla.html).not.toMatch(/script|alert/);
    expect((await getInfoPage('faq', 'en'))!.title).toBe('Questions');
    expect((await auditOf('page'))[0]).toMatchObject({ after: { titleBn: 'প্রশ্নোত্তর' } });
    expect(takeExpiredTags().sort()).toEqual([cacheTags.page('faq'), cacheTags.sitemap].sort());
    const tooLong = infoPageSchema.safeParse({ ...faq, titleBn: 'ক'.repeat(121) });
    expect(tooLong.success ? {} : zodFields(tooLong.error)).toEqual({
      titleBn: 'At most 120 characters.',
    });
  });
});
