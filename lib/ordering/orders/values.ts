/** The fixed vocabularies of orders: the schema stores them, so they live beside it (client-safe). */
export * from '@/lib/db/values/orders';
