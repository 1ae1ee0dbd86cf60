import 'server-only';
import type { Locale } from '@/i18n/routing';
import { sendMessage, type Channel } from '@/lib/messaging';
import { codeMessage } from './code-message';
import { issueCode, type CodePurpose } from './codes';
import { limits } from './limits';
import { consume } from './throttle';

type CodeRequest = {
  purpose: CodePurpose;
  /** What the code is bound to; by default the recipient itself. */
  target?: string;
  to: string;
  channel: Channel;
  ip: string;
  /** The language of the message ('en' when the request named none). */
  locale?: Locale;
};

/** Counts a code request against the per-address and per-recipient limits (429 past them). */
export async function throttleCodeRequest({ purpose, to, target = to, ip }: CodeRequest) {
  await consume(`code-ip:${ip}`, limits.codeRequestsPerIp);
  await consume(`code:${purpose}:${target}`, limits.codeRequestsPerTarget);
}

/** Issues a fresh code and sends it by SMS or e-mail. */
export async function deliverCode({ purpose, to, target = to, channel, locale }: CodeRequest) {
  const code = await issueCode(purpose, target);
  await sendMessage({ channel, to, ...codeMessage(purpose, code, locale) });
}

export async function sendCode(request: CodeRequest): Promise<void> {
  await throttleCodeRequest(request);
  await deliverCode(request);
}
