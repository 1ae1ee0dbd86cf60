import { templateAction } from '@/app/[locale]/admin/messages/actions';
import { defaultSms } from '@/lib/messaging/order-template-defaults';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { provenStaffCookies } from '@/tests/admin-products/support';
import { clearTemplates, describeTemplates, storedTemplates, templateAudit } from './support';
import { outcome } from '@/tests/helpers/staff-form';

// The page's one action, called as the browser's form sends it: the cookies say who calls.
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

/** The confirmed step's SMS form as the browser sends it (a ticked box sends 'on'). */
const smsForm = (fields: Record<string, string>) => {
  const data = new FormData();
  const all = { event: 'confirmed', channel: 'sms', version: '0', enabled: 'on', ...fields };
  for (const [name, value] of Object.entries(all)) if (value !== '') data.set(name, value);
  return data;
};

describeTemplates('the messages page’s action', (staff) => {
  beforeEach(() => clearTemplates());

  it('lets the owner save a text, answering with it as stored, and reset it', async () => {
    mockJar = await provenStaffCookies(staff().owner);
    const saved = await templateAction(
      idleState,
      smsForm({ intent: 'save', body: 'Ready soon: {{number}}\r\n' }),
    );
    expect(saved).toMatchObject({
      status: 'ok',
      message: 'The SMS for “Order confirmed” is saved: orders send it from now on.',
      data: { body: 'Ready soon: {{number}}', version: 1, isDefault: false, enabled: true },
    });

    const reset = await templateAction(idleState, smsForm({ intent: 'reset', body: '' }));
    expect(reset).toMatchObject({
      status: 'ok',
      message: 'The SMS for “Order confirmed” is back to the default text.',
      data: { body: defaultSms.confirmed, version: 0, isDefault: true },
    });
    expect(await storedTemplates()).toEqual([]);
  });

  it('saves an unticked box as switched off', async () => {
    mockJar = await provenStaffCookies(staff().manager);
    const state = await templateAction(
      idleState,
      smsForm({ intent: 'save', enabled: '', body: 'Quiet: {{number}}' }),
    );
    expect(state).toMatchObject({ status: 'ok', data: { enabled: false } });
    expect(state.status === 'ok' && state.message).toContain('switched off');
  });

  it('shows an unknown field beside the text, and a conflict as the form’s message', async () => {
    mockJar = await provenStaffCookies(staff().owner);
    expect(
      await templateAction(idleState, smsForm({ intent: 'save', body: 'Hi {{nmae}}' })),
    ).toMatchObject({
      status: 'error',
      fields: { body: expect.stringContaining('{{nmae}}') },
    });
    await templateAction(idleState, smsForm({ body: 'First: {{number}}' }));
    expect(
      outcome(await templateAction(idleState, smsForm({ body: 'Second: {{number}}' }))),
    ).toEqual({
      status: 'error',
      message: expect.stringContaining('Someone else changed this message after you opened it'),
    });
    expect(await storedTemplates()).toEqual([
      expect.objectContaining({ body: 'First: {{number}}' }),
    ]);
  });

  it('refuses the staff role, which does not edit content, changing nothing', async () => {
    mockJar = await provenStaffCookies(staff().clerk);
    const audited = (await templateAudit()).length;
    for (const intent of ['save', 'reset']) {
      expect(
        outcome(await templateAction(idleState, smsForm({ intent, body: 'Clerk: {{number}}' }))),
      ).toEqual({
        status: 'error',
        message: 'Your role does not allow this. Ask the owner if you need it.',
      });
    }
    expect(await storedTemplates()).toEqual([]);
    expect(await templateAudit()).toHaveLength(audited);
  });
});
