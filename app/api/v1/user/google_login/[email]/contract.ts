import { defineContract } from '@/lib/api';
import { googleLoginSchema } from '@/lib/identity';
import { emailParamsSchema } from '@/lib/customers';

export const contract = defineContract({
  PUT: {
    params: emailParamsSchema,
    body: googleLoginSchema,
    summary: 'Signs in with a Google ID token',
    description:
      'Only a verified Google ID token for `{email}` signs in (docs/decisions.md 2). It links only an account that proved that e-mail.',
    responses: {
      200: '`{userData, token}`',
      401: '`invalid_credentials`: not a verified Google ID token for that e-mail.',
      409: '`email_taken`: an account holds the e-mail without having proven it.',
    },
  },
});
