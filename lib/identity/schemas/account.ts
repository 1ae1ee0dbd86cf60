import { z } from 'zod';
import { phoneSchema } from '@/lib/validation/client';
import { flag, localeSchema } from '@/lib/validation';

/** Shared by the forms and the server, so both say the same thing about the same input. */

export const emailSchema = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .min(1, { error: 'Enter your e-mail address' })
  .max(320, { error: 'An e-mail address has at most 320 characters' })
  .pipe(z.email({ error: 'Enter a valid e-mail address, such as name@example.com' }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Enter a password' })
  .min(8, { error: 'Use at least 8 characters' })
  .max(200, { error: 'Use at most 200 characters' })
  .regex(/\p{L}/u, { error: 'Use at least one letter' })
  .regex(/\d/, { error: 'Use at least one digit' });

export const otpSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code' });

const nameSchema = z
  .string({ error: 'Enter your name' })
  .trim()
  .min(1, { error: 'Enter your name' })
  .max(100, { error: 'Use at most 100 characters' });

export const usernameSchema = z
  .string({ error: 'Enter a username' })
  .trim()
  .min(3, { error: 'Use at least 3 characters' })
  .max(30, { error: 'Use at most 30 characters' })
  .regex(/^[A-Za-z0-9_.]+$/, { error: 'Use letters, digits, dots and underscores only' });

const samePasswords = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const mismatch = { error: 'The passwords do not match', path: ['confirmPassword'] };

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Enter your password' })
    .min(1, { error: 'Enter your password' })
    .max(200),
  locale: localeSchema,
});

/** The sign-up's and profile's WhatsApp box: on, off, or left out (no choice made). */
const whatsappChoice = flag.optional();

export const signupSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Repeat the password' }),
    locale: localeSchema,
    /** Her order and fitting messages on WhatsApp (kept only where the store has it). */
    whatsapp: whatsappChoice,
  })
  .refine(samePasswords, mismatch);

export const otpBodySchema = z.object({ otp: otpSchema });

/**
 * POST /api/v1/user/phone_login/{phone}: `{otp}` signs in (with `locale`, the language the
 * account's messages are written in from then on, 'en' when none); `{locale}` alone asks
 * for a code in that language, as no body does. A body with neither is refused.
 */
export const phoneLoginBodySchema = z
  .object({
    otp: otpSchema.optional(),
    locale: z.enum(['en', 'bn'], { error: "must be 'en' or 'bn'" }).optional(),
  })
  .refine((body) => body.otp !== undefined || body.locale !== undefined, {
    error: 'Enter the 6-digit code',
    path: ['otp'],
  });

export const profileSchema = z.object({
  /** Left out, her WhatsApp choice stays as it is. */
  whatsapp: whatsappChoice,
  name: nameSchema,
  username: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    usernameSchema.nullable(),
  ),
});

/** POST /api/v1/user/verify/{id}: without `otp` sends a code, with it proves the identifier. */
export const verifyIdentifierSchema = z.object({
  identifier: z.enum(['phone', 'email'], { error: 'Choose phone or email' }),
  otp: otpSchema.optional(),
  locale: localeSchema,
});

export const phoneChangeSchema = z.object({
  phone: phoneSchema,
  otp: otpSchema.optional(),
  locale: localeSchema,
});

/** Forgot and reset name the account by e-mail or by phone, not both. */
const accountKey = z.union([
  z.object({ email: emailSchema, phone: z.undefined().optional() }),
  z.object({ phone: phoneSchema, email: z.undefined().optional() }),
]);

export const forgotPasswordSchema = z.intersection(accountKey, z.object({ locale: localeSchema }));

export const resetPasswordSchema = z
  .intersection(
    accountKey,
    z.object({
      otp: otpSchema,
      password: passwordSchema,
      confirmPassword: z.string(),
      locale: localeSchema,
    }),
  )
  .refine(samePasswords, mismatch);

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().max(200).optional(),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(samePasswords, mismatch);

export const googleLoginSchema = z.object({
  email: emailSchema,
  userName: z.string().trim().max(100).optional(),
  // Optional here: a claimed e-mail without a token is an unverified sign-in (401), not bad input.
  idToken: z.string().max(8192).optional(),
});

export type SignupInput = z.infer<typeof signupSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
