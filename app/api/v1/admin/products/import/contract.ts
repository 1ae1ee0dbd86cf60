import { defineContract } from '@/lib/api';
import { productImportQuerySchema } from '@/lib/catalogue/admin';

export const contract = defineContract({
  POST: {
    query: productImportQuerySchema,
    staff: 'editCatalogue',
    summary: 'Checks or applies a product CSV',
    description:
      '`check` reports what would change and each bad row with its column (a NUL character included), writing nothing; `apply` with the check\'s `fingerprint` writes all or nothing, and is refused when the file or a product changed since. `errors` lists the first 200 problems (messages clipped), `errorCount` counts them all. Cells the export wrote with a `\'` before a formula character lose it again (SECURITY.md, "The product CSV").',
    rawBody: { mediaType: 'text/csv', description: 'The CSV text (UTF-8, at most 5 MB).' },
    responses: { 200: "The import's report." },
  },
});
