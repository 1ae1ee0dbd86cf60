import { defineContract } from '@/lib/api';
import { productImportQuerySchema } from '@/lib/catalogue/admin';

export const contract = defineContract({
  POST: {
    query: productImportQuerySchema,
    staff: 'editCatalogue',
    summary: 'Checks or applies a product CSV',
    description:
      '`check` reports what would change and each bad row with its column (a NUL character included), writing nothing; `apply` with the check\'s `fingerprint` writes all or nothing, and is refused when the file or a product changed since. `errors` lists the first 200 problems (messages clipped), `errorCount` counts them all. Cells the export wrote with a `\'` before a formula character lose it again (SECURITY.md, "The product CSV").',
    rawBody: {
      mediaType: ['text/csv', 'multipart/form-data'],
      description:
        'The CSV text (UTF-8, at most 5 MB); or, as the staff page sends it, a form with the CSV as a `file` or its `text` pasted (one of the two), refused with `validation_failed` naming `file` or `text` for a missing, empty or too large one, and a file not in UTF-8 with `invalid_csv` naming `file`.',
    },
    responses: { 200: "The import's report." },
  },
});
