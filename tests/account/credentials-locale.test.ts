import { credentialsSignIn } from '@/components/account/credentials-sign-in';

const mockSignIn = jest.fn();
jest.mock('next-auth/react', () => ({ signIn: (...args: unknown[]) => mockSignIn(...args) }));
const mockRefresh = jest.fn();
jest.mock('@/components/account/session-client', () => ({
  refreshSession: () => mockRefresh(),
}));

describe('signing in from a page', () => {
  beforeEach(() => {
    mockSignIn.mockReset();
    mockRefresh.mockReset();
  });

  it('sends the page’s language with the code or the password (docs/decisions.md 25)', async () => {
    mockSignIn.mockResolvedValue({ ok: true, error: undefined });
    await credentialsSignIn('phone', { phone: '01712345678', code: '123456' }, 'bn');
    expect(mockSignIn).toHaveBeenCalledWith('phone', {
      phone: '01712345678',
      code: '123456',
      locale: 'bn',
      redirect: false,
    });
    // A form's own parse may carry the default 'en': the page's language wins.
    await credentialsSignIn('password', { email: 'a@example.com', locale: 'en' }, 'bn');
    expect(mockSignIn).toHaveBeenLastCalledWith('password', {
      email: 'a@example.com',
      locale: 'bn',
      redirect: false,
    });
    expect(mockRefresh).toHaveBeenCalledTimes(2);
  });
});
