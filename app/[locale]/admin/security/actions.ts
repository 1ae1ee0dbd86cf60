'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import {
  adminRoutes,
  clientIpOf,
  confirmAuthenticator,
  confirmAuthenticatorSchema,
  renewRecoveryCodes,
  staffAction,
} from '@/lib/identity/admin';
import { staffErrors } from '@/lib/identity';
import { staffTranslator } from '@/lib/i18n/staff-translator';
import { z } from 'zod';

/** Sets up (or replaces) the authenticator from within a proven staff session. */
export const setAuthenticatorAction = staffAction(
  'viewAdmin',
  confirmAuthenticatorSchema,
  async (input, member) => {
    const ip = clientIpOf(await headers());
    const result = await confirmAuthenticator({ ...input, member, ip });
    if (!result) throw staffErrors.wrongCode();
    revalidatePath(adminRoutes.security());
    return {
      message: staffTranslator()('admin.verify.actions.authenticatorSet'),
      data: result.recoveryCodes,
    };
  },
);

/** Ten new recovery codes; the old ones stop working. */
export const newRecoveryCodesAction = staffAction(
  'viewAdmin',
  z.object({}),
  async (_input, member) => {
    const codes = await renewRecoveryCodes(member);
    return { message: staffTranslator()('admin.security.renewed'), data: codes };
  },
);
