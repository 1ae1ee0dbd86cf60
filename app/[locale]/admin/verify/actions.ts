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
  confirmAuthenticatorSchema,
  secondStepSchema,
  staffRefusalMessage,
} from '@/lib/identity/admin';
import { staffErrors } from '@/lib/identity';
import { DomainError } from '@/lib/domain-error';
import { staffTranslator } from '@/lib/i18n/staff-translator';
import {
  acceptSubmission,
  parseFormSubmission,
  refuseSubmission,
  type FormSubmission,
} from '@/lib/http/server/form-submission';

const said = (key: 'enterCode' | 'enterDigits' | 'smsSent' | 'noPhone' | 'authenticatorSet') =>
  staffTranslator()(`admin.verify.actions.${key}`);

async function pendingMember() {
  const state = await currentStaffState();
  if (state.kind === 'signed_out') throw staffErrors.signedOut();
  if (state.kind === 'not_staff') throw staffErrors.notAllowed();
  return state;
}

/** A refusal the member can act on, beside the code; anything else is the server's fault. */
const refusal = (submission: FormSubmission<unknown>, error: unknown) => {
  if (error instanceof DomainError)
    return refuseSubmission(submission, staffRefusalMessage(error), error.fields);
  throw error;
};

const wrongCode = (submission: FormSubmission<unknown>) => {
  const wrong = staffErrors.wrongCode();
  return refuseSubmission(submission, staffRefusalMessage(wrong), wrong.fields);
};

/** The second step: a code from the authenticator, a recovery code, or the SMS code. */
export async function proveStep(_previous: ActionState, form: FormData): Promise<ActionState> {
  const submission = parseFormSubmission(form, secondStepSchema);
  if (submission.status !== 'success') {
    return refuseSubmission(submission, said('enterCode'), { code: said('enterCode') });
  }
  let token: string | null;
  try {
    const state = await pendingMember();
    const ip = clientIpOf(await headers());
    token = await proveSecondStep({ ...state, ...submission.value, member: state.member, ip });
  } catch (error) {
    return refusal(submission, error);
  }
  if (!token) return wrongCode(submission);
  await setStaffCookie(token);
  redirect(safeAdminPath(submission.value.next));
}

/** Sends the SMS code to the member's proven phone. */
export async function sendSmsCode(): Promise<ActionState> {
  try {
    const state = await pendingMember();
    const ip = clientIpOf(await headers());
    const sent = await sendStaffSmsCode(state.member, ip);
    return sent
      ? { status: 'ok', message: said('smsSent') }
      : { status: 'error', message: said('noPhone') };
  } catch (error) {
    if (error instanceof DomainError)
      return { status: 'error', message: staffRefusalMessage(error) };
    throw error;
  }
}

/** Sets the first authenticator up, which also proves the second step for this sign-in. */
export async function enrolAuthenticator(
  _previous: ActionState<string[]>,
  form: FormData,
): Promise<ActionState<string[]>> {
  const submission = parseFormSubmission(form, confirmAuthenticatorSchema);
  if (submission.status !== 'success') {
    const message = said('enterDigits');
    return refuseSubmission(submission, message, { code: message });
  }
  try {
    const state = await pendingMember();
    // Only someone with no other way to prove it may set the first one up this way.
    if (state.member.hasAuthenticator || state.member.provenPhone) throw staffErrors.secondStep();
    const result = await confirmAuthenticator({
      ...submission.value,
      member: state.member,
      authSessionId: state.authSessionId,
      ip: clientIpOf(await headers()),
    });
    if (!result) return wrongCode(submission);
    await setStaffCookie(result.sessionToken!);
    return acceptSubmission(submission, {
      message: said('authenticatorSet'),
      data: result.recoveryCodes,
    });
  } catch (error) {
    return refusal(submission, error);
  }
}
