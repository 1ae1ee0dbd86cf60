import { cacheTags } from '@/lib/cache-tags';
import { getOccasion } from '@/lib/catalogue/products/occasions';
import { listAdminOccasions } from '@/lib/catalogue/products/taxonomy-editing/occasions/admin-occasions';
import { createOccasion } from '@/lib/catalogue/products/taxonomy-editing/occasions/create-occasion';
import { deleteOccasion } from '@/lib/catalogue/products/taxonomy-editing/occasions/delete-occasion';
import { moveOccasion } from '@/lib/catalogue/products/taxonomy-editing/occasions/move-occasion';
import { updateOccasion } from '@/lib/catalogue/products/taxonomy-editing/occasions/update-occasion';
import { getOccasionCovers } from '@/lib/content/home/occasion-covers';
import { zodFields } from '@/lib/http/server/zod-fields';
import {
  createOccasionSchema,
  updateOccasionSchema,
  type UpdateOccasionInput,
} from '@/lib/catalogue/schemas/occasions';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { describeTaxonomy, lastAudit, manager, refused } from './support';

const sorted = (tags: string[]) => [...tags].sort();

describeTaxonomy('editing occasions', (fixture) => {
  const actor = () => manager(fixture());
  const category = (slug: string) => fixture().category[slug]!;
  const occasionNamed = async (slug: string) =>
    (await listAdminOccasions()).occasions.find((row) => row.slug === slug)!;

  /** The edit form's fields for an occasion as it is now, with `change` applied. */
  async function editOf(slug: string, change: Record<string, unknown> = {}) {
    const row = await occasionNamed(slug);
    return updateOccasionSchema.parse({
      occasionId: row.id,
      name: row.name,
      nameBn: row.nameBn ?? '',
      description: row.description,
      descriptionBn: row.descriptionBn ?? '',
      categoryIds: row.categoryIds.map(String),
      ...change,
    });
  }

  it('lists the occasions in order, with the categories each gathers and whether the menus link it', async () => {
    const { occasions, choices } = await listAdminOccasions();
    expect(occasions).toEqual([
      expect.objectContaining({
        slug: 'bridal',
        url: '/occasion/bridal',
        categoryIds: [category('lehenga')],
        categoryLabels: ['Clothing › Lehenga'],
        inMenus: true,
        first: true,
        last: true,
      }),
    ]);
    expect(choices.map((choice) => choice.label)).toContain('Accessories › Clutch');
  });

  it('adds an occasion last in both languages: its page, in Bangla and English, and its tile', async () => {
    const input = createOccasionSchema.parse({
      name: 'Holud Night',
      nameBn: ' গায়ে হলুদ ',
      description: 'Marigold and turmeric yellows.',
      descriptionBn: 'হলুদ আর গাঁদার রঙে।',
      categoryIds: [String(category('saree')), String(category('clutch'))],
    });
    const created = await createOccasion(actor(), input);
    expect(created.slug).toBe('holud-night');
    expect(sorted(takeExpiredTags())).toEqual(
      sorted([cacheTags.categories, cacheTags.occasionListing('holud-night'), cacheTags.sitemap]),
    );
    expect(await occasionNamed('holud-night')).toMatchObject({
      position: 1,
      first: false,
      last: true,
      categoryLabels: ['Clothing › Saree', 'Accessories › Clutch'],
    });
    expect(await getOccasion('holud-night', 'bn')).toEqual({
      slug: 'holud-night',
      name: 'গায়ে হলুদ',
      description: 'হলুদ আর গাঁদার রঙে।',
      categorySlugs: expect.arrayContaining(['saree', 'clutch']),
    });
    expect(await getOccasion('holud-night', 'en')).toMatchObject({ name: 'Holud Night' });
    const tiles = await getOccasionCovers('bn');
    expect(tiles.map((tile) => tile.name)).toEqual(['Bridal', 'গায়ে হলুদ']);
    expect(await lastAudit('occasion.create')).toMatchObject({
      entity: 'occasion',
      entityId: String(created.id),
      after: expect.objectContaining({ slug: 'holud-night', nameBn: 'গায়ে হলুদ' }),
    });
  });

  it('refuses a name whose address is taken, and a category that does not exist, beside the field', async () => {
    const base = { name: 'Holud night', categoryIds: [category('saree')], description: '' };
    await refused(createOccasion(actor(), base), {
      kind: 'invalid',
      fields: { name: 'Another occasion already uses "holud-night".' },
    });
    await refused(createOccasion(actor(), { ...base, name: 'Mehndi', categoryIds: [99_999] }), {
      fields: { categoryIds: expect.stringContaining('no longer exists') },
    });
    const parsed = createOccasionSchema.safeParse({ name: 'Mehndi', nameBn: 'ম'.repeat(81) });
    expect(parsed.success ? {} : zodFields(parsed.error)).toEqual({
      nameBn: 'Keep the Bangla name under 80 characters.',
      categoryIds: 'Choose at least one category for it to gather.',
    });
  });

  it('renames it in Bangla: only its texts’ tag expires; blank shows the English, absent keeps it', async () => {
    await updateOccasion(actor(), await editOf('bridal', { nameBn: 'বিয়ের সাজ' }));
    expect(takeExpiredTags()).toEqual([cacheTags.categories]);
    expect(await lastAudit('occasion.update')).toMatchObject({
      before: expect.objectContaining({ name: 'Bridal', nameBn: null }),
      after: expect.objectContaining({ name: 'Bridal', nameBn: 'বিয়ের সাজ' }),
    });
    expect((await getOccasion('bridal', 'bn'))?.name).toBe('বিয়ের সাজ');
    expect((await getOccasion('bridal', 'en'))?.name).toBe('Bridal');
    expect((await getOccasionCovers('bn'))[0]!.name).toBe('বিয়ের সাজ');

    const withoutBangla: UpdateOccasionInput = { ...(await editOf('bridal')), nameBn: undefined };
    expect(await updateOccasion(actor(), withoutBangla)).toEqual({ changed: false });
    expect(takeExpiredTags()).toEqual([]);
    await updateOccasion(actor(), await editOf('bridal', { nameBn: '  ' }));
    expect((await getOccasion('bridal', 'bn'))?.name).toBe('Bridal');
    takeExpiredTags();
  });

  it('gathers other categories: its listing and the sitemap expire too', async () => {
    const ids = [category('lehenga'), category('saree')].map(String);
    await updateOccasion(actor(), await editOf('bridal', { categoryIds: ids }));
    expect(sorted(takeExpiredTags())).toEqual(
      sorted([cacheTags.categories, cacheTags.occasionListing('bridal'), cacheTags.sitemap]),
    );
    expect((await getOccasion('bridal', 'en'))?.categorySlugs).toEqual(['lehenga', 'saree']);
    await refused(updateOccasion(actor(), await editOf('bridal', { categoryIds: ['99999'] })), {
      fields: { categoryIds: expect.any(String) },
    });
    expect((await getOccasion('bridal', 'en'))?.categorySlugs).toEqual(['lehenga', 'saree']);
  });

  it('moves an occasion up and down, refusing a step past either end', async () => {
    const holud = (await occasionNamed('holud-night')).id;
    await moveOccasion(actor(), holud, 'up');
    expect((await listAdminOccasions()).occasions.map((row) => row.slug)).toEqual([
      'holud-night',
      'bridal',
    ]);
    expect(sorted(takeExpiredTags())).toEqual(sorted([cacheTags.categories, cacheTags.sitemap]));
    expect(await lastAudit('occasion.reorder')).toMatchObject({
      before: { order: ['bridal', 'holud-night'] },
      after: { order: ['holud-night', 'bridal'] },
    });
    await refused(moveOccasion(actor(), holud, 'up'), { code: 'at_edge' });
    await moveOccasion(actor(), holud, 'down');
    expect((await getOccasionCovers('en')).map((tile) => tile.name)).toEqual([
      'Bridal',
      'Holud Night',
    ]);
    takeExpiredTags();
  });

  it('deletes an occasion the menus do not link to; its categories stay', async () => {
    const bridal = (await occasionNamed('bridal')).id;
    await refused(deleteOccasion(actor(), bridal), { kind: 'conflict', code: 'occasion_in_menus' });
    const holud = (await occasionNamed('holud-night')).id;
    expect(await deleteOccasion(actor(), holud)).toEqual({ slug: 'holud-night' });
    expect(sorted(takeExpiredTags())).toEqual(
      sorted([cacheTags.categories, cacheTags.occasionListing('holud-night'), cacheTags.sitemap]),
    );
    expect(await getOccasion('holud-night', 'en')).toBeNull();
    expect(await lastAudit('occasion.delete')).toMatchObject({
      entityId: String(holud),
      before: expect.objectContaining({ slug: 'holud-night', categoryIds: expect.any(Array) }),
    });
    await refused(deleteOccasion(actor(), holud), { kind: 'not_found' });
    await refused(moveOccasion(actor(), holud, 'up'), { kind: 'not_found' });
  });
});
