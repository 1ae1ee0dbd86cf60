'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  clientIpOf,
  confirmAuthenticator,
  currentStaffState,
  safeAdminPath,
  proveSecondStep,
  sendStaffSmsCode,
  setStaffCookie,
  type ActionState,
  formObject,
  confirmAuthenticatorSchema,
  secondStepSchema,
} from '@/lib/identity/admin';
import { staffErrors } from '@/lib/identity';
import { DomainError } from '@/lib/domain-error';

type State = ActionState;

async function pendingMember() {
  const state = await currentStaffState();
  if (state.kind === 'signed_out') throw staffErrors.signedOut();
  if (state.kind === 'not_staff') throw staffErrors.notAllowed();
  return state;
}

const refusal = (error: unknown): State => {
  if (error instanceof DomainError)
    return { status: 'error', message: error.message, fields: error.fields };
  throw error;
};

/** The second step: a code from the authenticator, a recovery code, or the SMS code. */
export async function proveStep(_previous: State, form: FormData): Promise<State> {
  const input = secondStepSchema.safeParse(formObject(form));
  if (!input.success)
    return { status: 'error', message: 'Enter the code.', fields: { code: 'Enter the code.' } };
  let token: string | null;
  try {
    const state = await pendingMember();
    const ip = clientIpOf(await headers());
    token = await proveSecondStep({ ...state, ...input.data, member: state.member, ip });
  } catch (error) {
    return refusal(error);
  }
  if (!token) {
    const wrong = staffErrors.wrongCode();
    return { status: 'error', message: wrong.message, fields: wrong.fields };
  }
  await setStaffCookie(token);
  redirect(safeAdminPath(input.data.next));
}

/** Sends the SMS code to the member's proven phone. */
export async function sendSmsCode(): Promise<State> {
  try {
    const state = await pendingMember();
    const ip = clientIpOf(await headers());
    const sent = await sendStaffSmsCode(state.member, ip);
    return sent
      ? { status: 'ok', message: 'We sent a code by SMS. It works for 5 minutes.' }
      : { status: 'error', message: 'Your account has no confirmed phone number.' };
  } catch (error) {
    return refusal(error);
  }
}

/** Sets the first authenticator up, which also proves the second step for this sign-in. */
export async function enrolAuthenticator(
  _previous: ActionState<string[]>,
  form: FormData,
): Promise<ActionState<string[]>> {
  const input = confirmAuthenticatorSchema.safeParse(formObject(form));
  if (!input.success) {
    return {
      status: 'error',
      message: 'Enter the 6 digits your app shows.',
      fields: { code: 'Enter the 6 digits your app shows.' },
    };
  }
  try {
    const state = await pendingMember();
    // Only someone with no other way to prove it may set the first one up this way.
    if (state.member.hasAuthenticator || state.member.provenPhone) throw staffErrors.secondStep();
    const result = await confirmAuthenticator({
      ...input.data,
      member: state.member,
      authSessionId: state.authSessionId,
      ip: clientIpOf(await headers()),
    });
    if (!result) {
      const wrong = staffErrors.wrongCode();
      return { status: 'error', message: wrong.message, fields: wrong.fields };
    }
    await setStaffCookie(result.sessionToken!);
    return { status: 'ok', message: 'Your authenticator is set up.', data: result.recoveryCodes };
  } catch (error) {
    return refusal(error) as ActionState<string[]>;
  }
}
