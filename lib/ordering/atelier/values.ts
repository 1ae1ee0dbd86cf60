/** The atelier's stages and alert thresholds: the schema stores them, so they live beside it (client-safe). */
export * from '@/lib/db/values/atelier';
