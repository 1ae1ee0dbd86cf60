import type { Division } from '@/lib/validation/bangladesh-regions';

/** The user and address shapes of GET /api/v1/user/me/{id} (api-contract.md). */
export type Address = {
  id: number;
  label: string;
  recipient: string;
  phone: string;
  division: Division;
  district: string;
  area: string;
  line: string;
  is_default: boolean;
};

export type User = {
  id: string | number;
  name: string;
  username: string | null;
  email: string | null;
  phone: string | null;
  addresses: Address[];
  has_password: boolean;
};
