import type common from '../messages/en/common.json';
import type sms from '../messages/en/sms.json';

/**
 * The message files, one per part of the store: messages/en/<namespace>.json is the source,
 * messages/bn/<namespace>.json its Bangla. Add a namespace here and in `Messages` together.
 */
export const namespaces = ['common', 'sms'] as const;

export type Namespace = (typeof namespaces)[number];

export type Messages = {
  common: typeof common;
  sms: typeof sms;
};
