import type account from '../messages/en/account.json';
import type common from '../messages/en/common.json';
import type fitting from '../messages/en/fitting.json';

/**
 * The message files, one per part of the store: messages/en/<namespace>.json is the source,
 * messages/bn/<namespace>.json its Bangla. Add a namespace here and in `Messages` together.
 */
export const namespaces = ['common', 'account', 'fitting'] as const;

export type Namespace = (typeof namespaces)[number];

export type Messages = {
  common: typeof common;
  account: typeof account;
  fitting: typeof fitting;
};
