import 'server-only';
import { msisdnOf } from '@/lib/validation';
import { smsRefused } from './failures';

/** The recipient as 8801XXXXXXXXX; a number that is no Bangladeshi mobile is refused unsent. */
export function providerMsisdn(provider: string, to: string): string {
  const msisdn = msisdnOf(to);
  if (!msisdn) throw smsRefused(`${provider} was not asked: ${to} is not a Bangladeshi mobile`);
  return msisdn;
}
