import type { StaffRole } from '@/lib/identity';
/** The API's shapes for accounts (docs/api-reference.md, Shapes and Accounts). */
export type Address = {
  id: number;
  label: string;
  recipient: string;
  phone: string;
  division: string;
  district: string;
  area: string;
  line: string;
  is_default: boolean;
};

export type User = {
  id: number;
  name: string;
  username: string | null;
  email: string | null;
  phone: string | null;
  addresses: Address[];
  /** False for accounts made by Google or phone sign-in until a password is set. */
  has_password: boolean;
  /** Whether a code sent to the e-mail or phone was used (docs/decisions.md 11). */
  email_verified: boolean;
  phone_verified: boolean;
  /** Her order and fitting messages on WhatsApp; null while the store has no WhatsApp. */
  whatsapp_opt_in: boolean | null;
};

/** An account's own identifiers, each proven by a code sent to it. */
export type Identifier = 'email' | 'phone';

/** What sign-in needs to know about an account. */
export type Account = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  sessionVersion: number;
  staffRole: StaffRole | null;
};
