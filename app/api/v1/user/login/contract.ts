import { defineContract } from '@/lib/api';
import { loginSchema } from '@/lib/identity';

export const contract = defineContract({
  POST: {
    body: loginSchema,
    summary: 'Signs in with e-mail and password',
    description:
      'A browser (a request with cookies) also gets a new XSRF token; a request without cookies gets no cookie. `locale` is kept on the account.',
    responses: {
      200: '`{user, token}`',
      401: '`invalid_credentials`, the same whether the e-mail exists or not.',
      429: 'From the sixth wrong password in a minute, per address and per account.',
    },
  },
});
