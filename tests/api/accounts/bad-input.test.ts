import { POST as loginRoute } from '@/app/api/v1/user/login/route';
import { POST as forgot } from '@/app/api/v1/user/password/forgot/route';
import { POST as phoneLogin } from '@/app/api/v1/user/phone_login/[phone]/route';
import { POST as signup } from '@/app/api/v1/user/signup/route';
import { PUT as update } from '@/app/api/v1/user/update/[id]/route';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { params, send, signUpUser, signupBody } from './helpers';
import { saveAddress } from './address-helpers';
import { captureLog } from '@/tests/helpers/captured-log';

const nul = '\u0000';

describeAppDatabase(
  'the user API and input the database cannot store',
  async () => null,
  () => {
    it('answers 400, not 500, for NUL characters in any text, before the database sees them', async () => {
      // Anything the database refused would be logged: nothing is.
      const log = captureLog();
      const bride = await signUpUser();
      const answers = [
        await send(signup, '/api/v1/user/signup', { body: signupBody({ name: `Ay${nul}esha` }) }),
        await send(loginRoute, '/api/v1/user/login', {
          body: { email: bride.email, password: `x${nul}y` },
        }),
        await send(loginRoute, '/api/v1/user/login', {
          body: { email: `a${nul}@example.com`, password: 'lehenga2026' },
        }),
        await send(forgot, '/api/v1/user/password/forgot', { body: { email: `a${nul}@b.com` } }),
        await send(phoneLogin, '/api/v1/user/phone_login/:phone', {
          params: { phone: `01712${nul}345678` },
        }),
        await send(update, '/api/v1/user/update/:id', {
          method: 'PUT',
          params: params(bride.id),
          body: { name: `Ayesha${nul}`, username: null },
          as: { token: bride.token },
        }),
        await saveAddress(bride, { line: `House 1${nul}` }),
      ];
      log.restore();
      expect(log.lines).toEqual([]);
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    });
  },
);
