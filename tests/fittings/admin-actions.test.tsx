import { changeFittingAction } from '@/app/[locale]/admin/fittings/actions';
import { saveFittingsAction } from '@/app/[locale]/admin/settings/actions';
import { FittingSettingsForm } from '@/components/admin/content/fitting-settings-form';
import { issueCode } from '@/lib/identity/auth/codes';
import { bookFitting } from '@/lib/fittings/book';
import { readFittingDay } from '@/lib/fittings/read-slots';
import { dhakaDayOf } from '@/lib/format/dhaka-day';
import { readStaffFittingDay } from '@/lib/fittings/staff-day';
import { currentSettings } from '@/lib/content/settings/read-settings';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { areasFor } from '@/lib/identity/staff/admin-areas';
import { fittingSettingsDefaults } from '@/lib/content/schemas/fitting-settings';
import { provenStaffCookies } from '@/tests/admin-products/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { formData, type Fields, outcome } from '@/tests/helpers/staff-form';
import { fillStaff } from '@/tests/staff/staff-fixture';
import { renderStaffMarkup } from '@/tests/helpers/intl';

// The fitting forms' server actions, called as the browser's forms call them.
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

/** The fields the settings form renders, with the values it starts from. */
function settingsFields(): Fields {
  const html = renderStaffMarkup(
    <FittingSettingsForm action={saveFittingsAction} fittings={fittingSettingsDefaults} />,
  );
  const fields: Fields = {};
  for (const [input] of html.matchAll(/<input[^>]*>/g)) {
    const name = / name="([^"]+)"/.exec(input)?.[1];
    if (!name) continue;
    if (/type="checkbox"/.test(input)) {
      if (/ checked=""/.test(input)) fields[name] = 'on';
    } else {
      fields[name] = / value="([^"]*)"/.exec(input)?.[1] ?? '';
    }
  }
  return fields;
}

describeAppDatabase('the fitting pages’ actions', fillStaff, (staff) => {
  const signIn = async (role: 'owner' | 'manager' | 'clerk' | 'shopper') => {
    mockJar = await provenStaffCookies(staff()[role]);
  };

  it('show Fittings in the menu of everyone at the desk', () => {
    for (const role of ['owner', 'manager', 'staff'] as const) {
      expect(areasFor(role).map((area) => area.href)).toContain('/admin/fittings');
    }
  });

  it('save the settings form as it is sent: every weekday, the slot, places and window', async () => {
    await signIn('manager');
    const fields = settingsFields();
    expect(fields['hours.friday.opens']).toBe('15:00');
    const closedFriday: Fields = { ...fields, placesPerSlot: '3' };
    delete closedFriday['hours.friday.open'];
    const saved = await saveFittingsAction(idleState, formData(closedFriday));
    expect(saved).toMatchObject({ status: 'ok' });
    const stored = await currentSettings('fittings');
    expect(stored.placesPerSlot).toBe(3);
    expect(stored.hours.friday.open).toBe(false);
    expect(stored.hours.saturday).toEqual({ open: true, opens: '11:00', closes: '20:30' });
    const refused = await saveFittingsAction(
      idleState,
      formData({ ...fields, 'hours.monday.closes': '10:00', slotMinutes: 'an hour' }),
    );
    expect(refused.status === 'error' && Object.keys(refused.fields ?? {}).sort()).toEqual([
      'hours.monday.closes',
      'slotMinutes',
    ]);
  });

  it('mark a booking attended at the version seen, and refuse a stale one or a shopper', async () => {
    const phone = '+8801811000001';
    const { days } = await readFittingDay(dhakaDayOf(new Date()));
    const day = days[2]!;
    const [slot] = (await readFittingDay(day)).slots;
    const { booking } = await bookFitting({
      start: new Date(slot!.start),
      name: 'Mithila Hossain',
      phone,
      note: '',
      otp: await issueCode('fitting', phone),
    });
    const fields = { id: String(booking.id), version: '1', to: 'attended' };
    await signIn('shopper');
    expect(await changeFittingAction(idleState, formData(fields))).toMatchObject({
      status: 'error',
    });
    await signIn('clerk');
    expect(outcome(await changeFittingAction(idleState, formData(fields)))).toEqual({
      status: 'ok',
      message: 'Attended.',
    });
    const stale = await changeFittingAction(idleState, formData({ ...fields, to: 'no_show' }));
    expect(stale).toMatchObject({ status: 'error', message: expect.stringMatching(/meanwhile/) });
    const mine = (await readStaffFittingDay(day))
      .flatMap((each) => each.bookings)
      .find((each) => each.id === booking.id);
    expect(mine).toMatchObject({ status: 'attended', version: 2 });
  });
});
