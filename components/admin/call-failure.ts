import type { createTranslator } from 'next-intl';
import type { Messages } from '@/i18n/namespaces';
import { ApiClientError } from '@/lib/http/api-client';

/** The staff side's shared words (messages/<locale>/admin.json, common). */
export type StaffCommonT = ReturnType<typeof createTranslator<Messages, 'admin.common'>>;

/**
 * What a failed call to the staff API says: the server's own message, ours when the
 * connection failed or the failure is not the API's.
 */
export function callFailure(error: unknown, t: StaffCommonT): string {
  if (!(error instanceof ApiClientError)) return t('failed');
  return error.status === 0 ? t('noConnection') : error.message;
}
