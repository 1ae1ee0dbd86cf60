/** The fixed vocabularies of products: the schema stores them, so they live beside it (client-safe). */
export * from '@/lib/db/values/products';
