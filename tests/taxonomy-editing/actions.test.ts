import { eq } from 'drizzle-orm';
import * as attributeActions from '@/app/[locale]/admin/attributes/actions';
import * as categoryActions from '@/app/[locale]/admin/categories/actions';
import * as occasionActions from '@/app/[locale]/admin/occasions/actions';
import * as tagActions from '@/app/[locale]/admin/tags/actions';
import { cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import { categories, occasions } from '@/lib/db/schema';
import { areasFor } from '@/lib/identity/staff/admin-areas';
import { writeTransaction } from '@/lib/db/write-transaction';
import { idleState, type ActionState } from '@/lib/identity/staff-actions/action-state';
import { startStaffSession } from '@/lib/identity/staff/staff-sessions';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { browserCookies } from '@/tests/staff/staff-fixture';
import { auditCount, categoryBySlug, describeTaxonomy } from './support';
import { outcome } from '@/tests/helpers/staff-form';

// The staff pages' server actions, called as a browser would: the cookies say who calls.
let mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...mockJar].map(([name, value]) => ({ name, value })),
  }),
}));
jest.mock('next/cache', () => ({
  ...jest.requireActual('@/tests/helpers/next-cache'),
  revalidatePath: () => {},
}));

type Action = (previous: ActionState, form: FormData) => Promise<ActionState>;

const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  return data;
};

/** Signs `userId` in; with `proven`, the second step too. */
async function signIn(userId: number, proven = true) {
  const sid = `sid-${userId}-${proven}`;
  const token = proven
    ? await writeTransaction((tx) =>
        startStaffSession(tx, { userId, authSessionId: sid, method: 'sms' }),
      )
    : undefined;
  mockJar = await browserCookies(userId, sid, token);
}

const everyAction = Object.entries({
  ...categoryActions,
  ...attributeActions,
  ...tagActions,
  ...occasionActions,
});

describeTaxonomy('the taxonomy pages’ actions', (fixture) => {
  const veils = () =>
    form({
      name: 'Veils',
      parentId: fixture().category['accessories']!,
      hasPage: 'on',
      visible: 'on',
    });

  it('let a manager add a category, expiring what shows it', async () => {
    await signIn(fixture().staff.manager);
    const state = await categoryActions.createCategoryAction(idleState, veils());
    expect(outcome(state)).toEqual({ status: 'ok', message: 'Added Veils at /category/veils.' });
    expect(await categoryBySlug('veils')).toMatchObject({ name: 'Veils' });
    expect(takeExpiredTags()).toContain(cacheTags.categories);
  });

  it('let a manager add an occasion in both languages, gathering the ticked categories', async () => {
    await signIn(fixture().staff.manager);
    const data = form({ name: 'Mehndi', nameBn: 'মেহেদি', description: '', descriptionBn: '' });
    data.append('categoryIds', String(fixture().category['saree']!));
    data.append('categoryIds', String(fixture().category['clutch']!));
    const state = await occasionActions.createOccasionAction(idleState, data);
    expect(outcome(state)).toEqual({ status: 'ok', message: 'Added Mehndi at /occasion/mehndi.' });
    const [row] = await getDb().select().from(occasions).where(eq(occasions.slug, 'mehndi'));
    expect(row).toMatchObject({ name: 'Mehndi', nameBn: 'মেহেদি', descriptionBn: null });
    expect(takeExpiredTags()).toContain(cacheTags.occasionListing('mehndi'));

    const none = await occasionActions.createOccasionAction(idleState, form({ name: 'Gaye' }));
    expect(none).toMatchObject({
      status: 'error',
      fields: { categoryIds: 'Choose at least one category for it to gather.' },
    });
    const taken = form({ name: 'mehndi' });
    taken.append('categoryIds', String(fixture().category['saree']!));
    expect(await occasionActions.createOccasionAction(idleState, taken)).toMatchObject({
      status: 'error',
      fields: { name: 'Another occasion already uses "mehndi".' },
    });
  });

  it('list occasions in the menu of the roles that edit the catalogue', () => {
    const hrefs = (role: 'owner' | 'manager' | 'staff') => areasFor(role).map((area) => area.href);
    expect(hrefs('manager')).toContain('/admin/occasions');
    expect(hrefs('staff')).not.toContain('/admin/occasions');
  });

  it('show a manager’s bad input beside its fields', async () => {
    await signIn(fixture().staff.manager);
    const state = await categoryActions.createCategoryAction(
      idleState,
      form({ name: ' ', slug: 'No Spaces' }),
    );
    expect(state).toMatchObject({
      status: 'error',
      fields: { name: 'Enter a name.', slug: expect.stringContaining('lower-case letters') },
    });
  });

  it.each(everyAction)('refuse %s to the staff role, changing nothing', async (_name, action) => {
    await signIn(fixture().staff.clerk);
    const entries = await auditCount();
    const state = await (action as Action)(
      idleState,
      form({ categoryId: fixture().category['saree']!, name: 'X' }),
    );
    expect(outcome(state)).toEqual({
      status: 'error',
      message: 'Your role does not allow this. Ask the owner if you need it.',
    });
    expect(await auditCount()).toBe(entries);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('refuse a manager who has not proven the second step', async () => {
    await signIn(fixture().staff.manager, false);
    const state = await categoryActions.createCategoryAction(
      idleState,
      form({ name: 'Capes', hasPage: 'on', visible: 'on' }),
    );
    expect(state).toMatchObject({
      status: 'error',
      message: expect.stringContaining('Confirm it is you'),
    });
    expect(await categoryBySlug('capes')).toBeUndefined();
  });

  it('send the owner back to the tree once a category is deleted', async () => {
    await signIn(fixture().staff.owner);
    const [veils] = await getDb().select().from(categories).where(eq(categories.slug, 'veils'));
    await expect(
      categoryActions.deleteCategoryAction(idleState, form({ categoryId: veils!.id })),
    ).rejects.toMatchObject({
      digest: expect.stringContaining('/admin/categories?deleted=1&moved=0'),
    });
    expect(await categoryBySlug('veils')).toBeUndefined();
  });
});
