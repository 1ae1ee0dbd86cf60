import type account from '../messages/en/account.json';
import type common from '../messages/en/common.json';
import type fitting from '../messages/en/fitting.json';
import type home from '../messages/en/home.json';
import type metadata from '../messages/en/metadata.json';
import type search from '../messages/en/search.json';
import type shell from '../messages/en/shell.json';

/**
 * The message files, one per part of the store: messages/en/<namespace>.json is the source,
 * messages/bn/<namespace>.json its Bangla. Add a namespace here and in `Messages` together.
 */
export const namespaces = [
  'common',
  'account',
  'fitting',
  'shell',
  'home',
  'search',
  'metadata',
] as const;

export type Namespace = (typeof namespaces)[number];

export type Messages = {
  common: typeof common;
  account: typeof account;
  fitting: typeof fitting;
  shell: typeof shell;
  home: typeof home;
  search: typeof search;
  metadata: typeof metadata;
};
