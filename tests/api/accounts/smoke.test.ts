import { POST as login } from '@/app/api/v1/user/login/route';
import { GET as me } from '@/app/api/v1/user/me/[id]/route';
import { POST as signup } from '@/app/api/v1/user/signup/route';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { call } from '../helpers/call';

const json = (body: unknown, method = 'POST') => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describeAppDatabase(
  'sign-up, sign-in and me',
  async () => null,
  () => {
    it('signs up, signs in and reads only its own record', async () => {
      const created = await call<{ message: string; user: { id: number } }>(
        signup,
        '/api/v1/user/signup',
        json({
          name: 'Ayesha Rahman',
          email: 'Ayesha@Example.com',
          phone: '01712345678',
          password: 'lehenga2026',
          confirmPassword: 'lehenga2026',
        }),
      );
      expect(created.status).toBe(201);
      const signedIn = await call<{ token: string; user: { id: number; email: string } }>(
        login,
        '/api/v1/user/login',
        json({ email: 'ayesha@example.com', password: 'lehenga2026' }),
      );
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user).toMatchObject({
        email: 'ayesha@example.com',
        phone: '+8801712345678',
      });
      const id = String(created.body.user.id);
      const auth = { headers: { authorization: `Bearer ${signedIn.body.token}` } };
      expect((await call(me, `/api/v1/user/me/${id}`, { ...auth, params: { id } })).status).toBe(
        200,
      );
      const other = String(created.body.user.id + 1);
      expect(
        (await call(me, `/api/v1/user/me/${other}`, { ...auth, params: { id: other } })).status,
      ).toBe(403);
    });
  },
);
