import { POST as loginRoute } from '@/app/api/v1/user/login/route';
import { readApiToken } from '@/lib/identity/auth/api-tokens';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { errorOf, login, send, signUpUser } from './helpers';

describeAppDatabase(
  'POST /api/v1/user/login',
  async () => null,
  () => {
    it('answers 200 {user, token} for the right e-mail (any case) and password', async () => {
      const bride = await signUpUser();
      const answer = await login(bride.email.toUpperCase(), bride.password);
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({
        id: bride.id,
        email: bride.email,
        phone: bride.phone,
        has_password: true,
      });
      expect(await readApiToken(answer.body.token)).toMatchObject({ userId: bride.id });
    });

    it('gives an unknown e-mail and a wrong password the same status and body', async () => {
      const bride = await signUpUser();
      const wrongPassword = await login(bride.email, 'not-her-password1');
      const unknownEmail = await login('nobody@example.com', bride.password);
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(wrongPassword.status);
      expect(unknownEmail.body).toEqual(wrongPassword.body);
      expect(errorOf(wrongPassword).code).toBe('invalid_credentials');
      expect(wrongPassword.body).not.toHaveProperty('token');
    });

    it('answers 400 for a missing password or a malformed e-mail', async () => {
      const noPassword = await send(loginRoute, '/api/v1/user/login', {
        body: { email: 'a@example.com' },
      });
      const badEmail = await login('not-an-email', 'x');
      expect(noPassword.status).toBe(400);
      expect(errorOf(noPassword).fields).toHaveProperty('password');
      expect(badEmail.status).toBe(400);
      expect(errorOf(badEmail).fields).toHaveProperty('email');
    });

    it('refuses the 6th wrong password within a minute with 429 and Retry-After, even the right one', async () => {
      const bride = await signUpUser();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await login(bride.email, `wrong-${attempt}-password`)).status).toBe(401);
      }
      const sixth = await login(bride.email, 'wrong-6-password');
      expect(sixth.status).toBe(429);
      expect(errorOf(sixth).code).toBe('throttled');
      const retryAfter = Number(sixth.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const right = await login(bride.email, bride.password);
      expect(right.status).toBe(429);
      expect(right.body).not.toHaveProperty('token');
    });

    it('lets no more than 5 wrong passwords through when they arrive all at once', async () => {
      const bride = await signUpUser();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, attempt) => login(bride.email, `parallel-${attempt}-guess`)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    });

    it('throttles an unknown e-mail the same way, so the limit tells nothing either', async () => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        statuses.push((await login('ghost@example.com', `guess-${attempt}-password`)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('starts counting afresh after a successful sign-in', async () => {
      const bride = await signUpUser();
      for (let attempt = 1; attempt <= 4; attempt += 1) await login(bride.email, 'wrong-password1');
      expect((await login(bride.email, bride.password)).status).toBe(200);
      for (let attempt = 1; attempt <= 4; attempt += 1) await login(bride.email, 'wrong-password1');
      expect((await login(bride.email, bride.password)).status).toBe(200);
    });

    it('limits sign-ins from one address, whatever the account', async () => {
      const ip = '192.0.2.7';
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 31; attempt += 1) {
        const answer = await send(loginRoute, '/api/v1/user/login', {
          body: { email: `someone${attempt}@example.com`, password: 'guess-password1' },
          as: { ip },
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  },
);
