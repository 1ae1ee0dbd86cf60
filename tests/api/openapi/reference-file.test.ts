import fs from 'node:fs';
import { apiReference } from '@/app/api/v1/reference';
import { buildOpenApiDocument } from '@/lib/api/openapi/build-document';
import { referencePaths, renderReferenceFile } from '@/scripts/api-reference-file';

describe('docs/api-reference.md', () => {
  it('is what `npm run api:docs` writes from the document today', () => {
    const written = fs.readFileSync(referencePaths.output, 'utf8');
    // On a difference: run `npm run api:docs` and commit docs/api-reference.md.
    expect(written).toBe(renderReferenceFile(buildOpenApiDocument(apiReference)));
  });

  it('has a section for every call', () => {
    const written = fs.readFileSync(referencePaths.output, 'utf8');
    expect(written).toContain('### POST /api/v1/user/login');
    expect(written).toContain('### GET /api/v1/openapi.json');
    expect(written).toContain('### Errors');
  });
});
