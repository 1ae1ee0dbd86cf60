import { store } from '@/lib/config';
import { section, type InfoPage } from './info-page';

export const aboutUsPage: InfoPage = {
  slug: 'about-us',
  title: `About ${store.name}`,
  summary: `${store.name} is a Dhaka house of bridal, party and designer clothing, where traditional handwork meets a modern eye.`,
  sections: [
    section(
      'Our story',
      `${store.name} began as a small studio with one promise: that every bride in Bangladesh should be able to wear something made with the care of an heirloom.`,
      'Today we dress brides, their families and their guests, from the holud to the reception, and we still fit every bridal outfit by hand.',
    ),
    section(
      'Craft and karigars',
      'Our lehengas, shararas and sarees are embroidered by karigars who have practised zardozi, dabka, karchupi and gota work for generations.',
      'We buy our Katan, Jamdani and Banarasi weaves directly from weavers, and we pay fairly for slow, careful work.',
    ),
    section(
      'What we make',
      'Bridal couture made to order; party lehengas, gowns, shararas, ghararas and sarees ready to wear; designer kurtis for Eid and everyday elegance; and jewellery, dupattas and bags to finish every look.',
    ),
    section(
      'Visit the studio',
      `Our studio and fitting rooms are at ${store.address}. Appointments are recommended for bridal consultations, so that a stylist can give you her full attention.`,
      `Call ${store.phone} or write to ${store.email} to book a time.`,
    ),
    section(
      'Our promise',
      'Honest prices in BDT with VAT included, clear delivery times, and a team that answers when you call. If something is not right, we will make it right.',
    ),
  ],
};
