import {
  createDiscountAction,
  switchDiscountAction,
  updateDiscountAction,
} from '@/app/[locale]/admin/discounts/actions';
import { DiscountForm, emptyDiscount } from '@/components/admin/discounts/discount-form';
import { findStaffDiscountCode } from '@/lib/ordering/discounts/admin/read-codes';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { adminAreas, areasFor } from '@/lib/identity/staff/admin-areas';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { fillStaff } from '@/tests/staff/staff-fixture';
import { provenStaffCookies } from '@/tests/admin-products/support';
import { formData, redirectOf, type Fields } from '@/tests/helpers/staff-form';
import { renderStaffMarkup } from '@/tests/helpers/intl';

// The discount pages' server actions, called as the browser's forms call them: every value
// text, checkboxes present only when ticked, the cookies saying who is calling.
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

const newCode: Fields = {
  code: 'Eid-2026',
  note: 'Eid campaign',
  kind: 'percent',
  value: '15',
  minSubtotal: '10000',
  usageLimit: '100',
  perCustomerLimit: '1',
  startsAt: '',
  endsAt: '',
  appliesTo: 'all',
  isActive: 'on',
};

const fill = async (db: Parameters<typeof buildCatalogue>[0]) => ({
  catalogue: await buildCatalogue(db),
  staff: await fillStaff(db),
});

describeAppDatabase('the discount pages’ actions', fill, (fixture) => {
  const signIn = async (role: 'owner' | 'manager' | 'clerk') => {
    mockJar = await provenStaffCookies(fixture().staff[role]);
  };

  it('are for the owner and managers: the menu shows them no one else', async () => {
    const menu = (role: 'owner' | 'manager' | 'staff') => areasFor(role).map((area) => area.href);
    expect(adminAreas.map((area) => area.href)).toContain('/admin/discounts');
    expect(menu('owner')).toContain('/admin/discounts');
    expect(menu('manager')).toContain('/admin/discounts');
    expect(menu('staff')).not.toContain('/admin/discounts');
    await signIn('clerk');
    const refused = await createDiscountAction(idleState, formData(newCode));
    expect(refused).toMatchObject({ status: 'error', message: expect.stringMatching(/role/) });
  });

  it('create a code from the form and open its page; edit it from its version', async () => {
    await signIn('manager');
    const bridal = String(fixture().catalogue.category['bridal-lehenga']);
    const target = await redirectOf(
      createDiscountAction(
        idleState,
        formData({ ...newCode, appliesTo: 'categories', categoryIds: bridal }),
      ),
    );
    // The new code's page opens with a notice that it was created.
    const [, id] = /^\/admin\/discounts\/(\d+)\?notice=created$/.exec(target) ?? [];
    const created = await findStaffDiscountCode(Number(id));
    expect(created).toMatchObject({
      code: 'EID-2026',
      value: 15,
      minSubtotal: 10000,
      usageLimit: 100,
      perCustomerLimit: 1,
      appliesTo: 'categories',
      categoryIds: [Number(bridal)],
      version: 1,
    });

    const edit = { ...newCode, id: String(id), version: '1', value: '20', usageLimit: '' };
    const saved = await updateDiscountAction(idleState, formData(edit));
    expect(saved).toMatchObject({
      status: 'ok',
      message: 'Saved EID-2026. Orders placed from now on follow it.',
    });
    const stale = await updateDiscountAction(idleState, formData({ ...edit, value: '30' }));
    expect(stale).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/Someone else changed this code/),
    });
    expect(await findStaffDiscountCode(Number(id))).toMatchObject({
      value: 20,
      usageLimit: null,
      version: 2,
    });

    const off = await switchDiscountAction(idleState, formData({ id: String(id), version: '2' }));
    expect(off).toMatchObject({ status: 'ok', message: expect.stringMatching(/switched off/) });
    expect(await findStaffDiscountCode(Number(id))).toMatchObject({ isActive: false, version: 3 });
  });

  it('answer bad fields beside them', async () => {
    await signIn('owner');
    const answer = await createDiscountAction(
      idleState,
      formData({ ...newCode, code: 'no spaces', value: '150', endsAt: 'tomorrow' }),
    );
    expect(answer).toMatchObject({ status: 'error' });
    expect(answer.status === 'error' && Object.keys(answer.fields ?? {}).sort()).toEqual([
      'code',
      'endsAt',
      'value',
    ]);
  });

  it('the form sends exactly the fields the action reads', () => {
    const categories = [{ id: 4, label: 'Clothing › Saree' }];
    const html = renderStaffMarkup(
      <DiscountForm
        action={createDiscountAction}
        code={{ ...emptyDiscount, id: 9, version: 3 }}
        categories={categories}
        submitLabel="Save code"
      />,
    );
    const names = new Set([...html.matchAll(/ name="([^"]+)"/g)].map((match) => match[1]));
    expect([...names].sort()).toEqual(
      [
        'appliesTo',
        'categoryIds',
        'code',
        'endsAt',
        'id',
        'isActive',
        'kind',
        'minSubtotal',
        'note',
        'perCustomerLimit',
        'startsAt',
        'usageLimit',
        'value',
        'version',
      ].sort(),
    );
    // Every field is labelled.
    const inputs = [...html.matchAll(/<(input|select)[^>]*>/g)].map((match) => match[0]);
    for (const input of inputs.filter((tag) => !/type="(hidden|radio|checkbox)"/.test(tag))) {
      const id = / id="([^"]+)"/.exec(input)?.[1];
      expect(html).toContain(`for="${id}"`);
    }
  });
});
