/** @jest-environment node */
import { CodeStep } from '@/components/account/code-step';
import { LoginForm } from '@/components/account/login-form';
import { renderWithIntl } from '@/tests/helpers/intl';

// The forms' router keeps the page's language (LocalisedLink, useLocalisedRouter) on top of
// Next's; here, outside an App Router, a stand-in router.
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/bn/authentication/login',
}));

/** The visible text of some markup, one space between parts. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const codeSentTo = (secondsLeft: number) => ({
  sentTo: '01712345678',
  sending: false,
  secondsLeft,
  send: jest.fn(),
  restart: jest.fn(),
});

describe('the sign-in form on a Bangla page', () => {
  it('speaks Bangla: labels, method choice, links and buttons', async () => {
    const html = await renderWithIntl(
      <LoginForm callbackUrl="/account/Profile" googleEnabled />,
      'bn',
    );
    const words = text(html);
    expect(words).toContain('ই-মেইল');
    expect(words).toContain('পাসওয়ার্ড');
    expect(words).toContain('পাসওয়ার্ড ভুলে গেছেন?');
    expect(words).toContain('Google দিয়ে চালিয়ে যান');
    expect(words).toContain('একটি অ্যাকাউন্ট খুলুন');
    expect(html).toContain('aria-label="ই-মেইল দিয়ে সাইন ইন"');
    for (const english of [
      'Forgot your password?',
      'Sign in',
      'Continue with Google',
      'Password',
    ]) {
      expect(words).not.toContain(english);
    }
  });

  it('says a failed Google sign-in in Bangla, by its code', async () => {
    const html = await renderWithIntl(
      <LoginForm
        callbackUrl="/account/Profile"
        googleEnabled
        failure={{ error: 'AccessDenied', code: 'email_unproven' }}
      />,
      'bn',
    );
    expect(text(html)).toContain('এই ই-মেইল ঠিকানায় আগে থেকেই একটি অ্যাকাউন্ট আছে।');
  });

  it('keeps its English words on an English page', async () => {
    const html = await renderWithIntl(<LoginForm callbackUrl="/account/Profile" googleEnabled />);
    expect(text(html)).toContain('Forgot your password?');
    expect(text(html)).toContain('Continue with Google');
  });
});

describe('the code step on a Bangla page', () => {
  it('counts down to a new code in Bangla digits', async () => {
    const html = await renderWithIntl(
      <CodeStep code={codeSentTo(42)} onResend={jest.fn()} onRestart={jest.fn()} />,
      'bn',
    );
    const words = text(html);
    expect(words).toContain('কোড পাঠানো হয়েছে 01712345678');
    expect(words).toContain('৪২ সেকেন্ড পর নতুন কোড চাইতে পারবেন।');
    expect(words).toContain('৬ অঙ্কের কোড');
    expect(words).toContain('অন্য নম্বর ব্যবহার করুন');
    expect(words).not.toMatch(/42|Code sent|6-digit/);
  });

  it('offers to send the code again once the wait is over', async () => {
    const html = await renderWithIntl(
      <CodeStep code={codeSentTo(0)} onResend={jest.fn()} onRestart={jest.fn()} />,
      'bn',
    );
    expect(text(html)).toContain('আবার কোড পাঠান');
  });

  it('takes a code typed in Bangla digits', async () => {
    const html = await renderWithIntl(
      <CodeStep code={codeSentTo(0)} onResend={jest.fn()} onRestart={jest.fn()} />,
      'bn',
    );
    expect(html).toContain('pattern="[0-9০-৯]*"');
  });
});
