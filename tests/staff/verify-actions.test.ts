import { enrolAuthenticator, proveStep } from '@/app/[locale]/admin/verify/actions';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { pendingAuthenticator } from '@/lib/identity/staff/authenticator';
import { sendStaffSmsCode } from '@/lib/identity/staff/second-step';
import { readOutbox } from '@/lib/messaging/outbox';
import { formData, outcome, redirectOf } from '@/tests/helpers/staff-form';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { browserCookies, fillStaff, memberOf } from './staff-fixture';

// The verify page's actions, called as its forms send them: the cookies say who is signing in.
let mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...mockJar].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => mockJar.set(name, value),
  }),
  headers: async () => new Headers(),
}));

const wrongCode = {
  status: 'error',
  message: 'That code is not right, or it has expired.',
  fields: { code: 'That code is not right, or it has expired.' },
};

describeAppDatabase('the second step’s actions', fillStaff, (fixture) => {
  it('refuses a wrong code beside its field, and never sends the code back', async () => {
    mockJar = await browserCookies(fixture().owner, 'sid-wrong');
    const reply = await proveStep(
      idleState,
      formData({ method: 'sms', code: '864209', next: '/admin/orders' }),
    );
    expect(outcome(reply)).toEqual(wrongCode);
    expect(JSON.stringify(reply)).not.toContain('864209');
    // What is not secret is kept for the form.
    expect(JSON.stringify(reply)).toContain('/admin/orders');
  });

  it('asks for the code when none is typed', async () => {
    mockJar = await browserCookies(fixture().owner, 'sid-empty');
    expect(outcome(await proveStep(idleState, formData({ method: 'sms', code: ' ' })))).toEqual({
      status: 'error',
      message: 'Enter the code.',
      fields: { code: 'Enter the code.' },
    });
  });

  it('goes on to the page asked for once the SMS code is right, with the staff cookie set', async () => {
    mockJar = await browserCookies(fixture().owner, 'sid-right');
    const member = await memberOf(fixture().owner, 'sid-right');
    expect(await sendStaffSmsCode(member, 'unknown')).toBe(true);
    const [message] = await readOutbox('+8801711000001', 1);
    const code = /(\d{6})/.exec(message!.body)![1]!;
    const to = await redirectOf(
      proveStep(idleState, formData({ method: 'sms', code, next: '/admin/orders' })),
    );
    expect(to).toBe('/admin/orders');
    expect(mockJar.get('nj_staff')).toEqual(expect.any(String));
  });

  it('says when the tries are used up, and still sends no code back', async () => {
    mockJar = await browserCookies(fixture().clerk, 'sid-limit');
    const tryOnce = () =>
      proveStep(idleState, formData({ method: 'recovery', code: 'wrong-guess' }));
    for (let index = 0; index < 5; index += 1) expect(outcome(await tryOnce())).toEqual(wrongCode);
    const refused = await tryOnce();
    expect(outcome(refused)).toEqual({
      status: 'error',
      message: 'Too many requests; please wait a moment and try again.',
    });
    expect(JSON.stringify(refused)).not.toContain('wrong-guess');
  });

  it('refuses a wrong authenticator code without sending the code or the key back', async () => {
    mockJar = await browserCookies(fixture().manager, 'sid-enrol');
    const { secret } = await pendingAuthenticator(await memberOf(fixture().manager, 'sid-enrol'));
    const reply = await enrolAuthenticator(idleState, formData({ secret, code: '864209' }));
    expect(outcome(reply)).toEqual(wrongCode);
    expect(JSON.stringify(reply)).not.toContain('864209');
    expect(JSON.stringify(reply)).not.toContain(secret);
  });
});
