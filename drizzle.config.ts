import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate`: turns lib/db/schema.ts into forward-only SQL migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './drizzle',
});
