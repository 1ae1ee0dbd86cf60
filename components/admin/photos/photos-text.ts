import type { createTranslator } from 'next-intl';
import type { Messages } from '@/i18n/namespaces';

/** The photos' words (messages/<locale>/admin.json, products.photos). */
export type PhotosT = ReturnType<typeof createTranslator<Messages, 'admin.products.photos'>>;
