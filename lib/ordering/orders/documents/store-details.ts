import 'server-only';
import { store } from '@/lib/config';
import { getSettings } from '@/lib/content';

/** Who sends the order: the store's name, its showroom's address and its contacts. */
export type StoreDetails = {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
};

/** The store as its settings describe it now (staff edit them under /admin/settings). */
export async function documentStoreDetails(): Promise<StoreDetails> {
  const [contacts, showroom] = await Promise.all([
    getSettings('contacts'),
    getSettings('showroom'),
  ]);
  return {
    name: store.name,
    addressLines: [showroom.street, `${showroom.city} ${showroom.postcode}, ${showroom.country}`],
    phone: contacts.phone,
    email: contacts.email,
  };
}
