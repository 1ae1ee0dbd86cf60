/** The API's shapes for accounts (docs/api-contract.md, Shapes and Accounts). */
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
};

/** What sign-in needs to know about an account. */
export type Account = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  sessionVersion: number;
  isStaff: boolean;
};
