import { actorOfViewer, api } from '@/lib/api';
import { importProductsCsv, readImportBody } from '@/lib/catalogue/admin';
import { contract } from './contract';

// POST /api/v1/admin/products/import?mode=check|apply&fingerprint= with the CSV text as the
// body → the import's report. `check` writes nothing; `apply` writes all or nothing, and
// only what was checked: a file or product changed since the check is refused.
// The body is CSV (or the staff form's `file` or `text`), not JSON, and larger than JSON
// bodies may be: it is read here.
export const POST = api(contract.POST, async ({ query, viewer, request }) => {
  const actor = await actorOfViewer(viewer);
  const csvText = await readImportBody(request);
  return importProductsCsv(actor, csvText, {
    dryRun: query.mode === 'check',
    expectedFingerprint: query.fingerprint,
  });
});
