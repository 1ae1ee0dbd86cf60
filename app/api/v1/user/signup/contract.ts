import { defineContract } from '@/lib/api';
import { signupSchema } from '@/lib/identity';

export const contract = defineContract({
  POST: {
    body: signupSchema,
    summary: 'Makes an account',
    description: `Passwords are 8 to 200 characters with at least one letter and one digit. \`locale\` is kept on the account.

**The second step** (docs/decisions.md 11). Sign-up sends a 6-digit code by SMS to the phone and one by e-mail to the address, and answers \`verification_required: ["phone", "email"]\`, the identifiers still to prove (a client that ignores the field keeps working: the account is made and its password signs in). The client signs in (\`POST /api/v1/user/login\`) and sends each code with \`POST /api/v1/user/verify/{id}\` \`{identifier, otp}\`. Until its code is used, an identifier is kept but opens nothing: phone-code sign-in does not enter the account through that number, and Google does not link to it through that e-mail.`,
    responses: {
      201: '`{message, user, verification_required}`',
      409: "`email_taken`, or `phone_taken` ('phone number already exists with another e-mail, please use another phone number').",
      429: 'Past the per-address limit on sign-ups.',
    },
  },
});
