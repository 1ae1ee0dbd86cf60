import { PUT as updateAddress } from '@/app/api/v1/user/updateAddress/[id]/route';
import { DELETE as removeAddress } from '@/app/api/v1/user/updateAddress/[id]/[addressId]/route';
import type { Address } from '@/lib/customers/accounts/types';
import { params, send, type Caller } from './helpers';

export type AddressesAnswer = { message: string; addresses: Address[] };

export const addressBody = (overrides: Record<string, unknown> = {}) => ({
  label: 'Home',
  recipient: 'Ayesha Rahman',
  phone: '01712345678',
  division: 'Dhaka',
  district: 'Gazipur',
  area: 'Tongi',
  line: 'House 12, Road 3, Block C',
  ...overrides,
});

type Owner = { id: number; token: string };

/** PUT updateAddress/{id}: adds an address (no id in the body) or changes one. */
export const saveAddress = (
  owner: Owner,
  overrides: Record<string, unknown> = {},
  as: Caller = { token: owner.token },
) =>
  send<AddressesAnswer>(updateAddress, '/api/v1/user/updateAddress/:id', {
    method: 'PUT',
    params: params(owner.id),
    body: addressBody(overrides),
    as,
  });

export const deleteAddress = (
  owner: Owner,
  addressId: number,
  as: Caller = { token: owner.token },
) =>
  send<AddressesAnswer>(removeAddress, '/api/v1/user/updateAddress/:id/:addressId', {
    method: 'DELETE',
    params: params(owner.id, { addressId }),
    as,
  });
