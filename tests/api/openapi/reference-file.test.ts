import fs from 'node:fs';
import { apiReference } from '@/app/api/v1/reference';
import { buildOpenApiDocument } from '@/lib/api/openapi/build-document';
import { referencePaths, renderReferenceFile } from '@/scripts/api-reference-file';

describe('docs/api-reference.md', () => {
  // `npm run api:docs` runs this file with API_DOCS_WRITE=1 to write it: here the routes'
  // contracts load with Next's server modules standing in, as they do in the app.
  beforeAll(() => {
    if (!process.env.API_DOCS_WRITE) return;
    const document = renderReferenceFile(buildOpenApiDocument(apiReference));
    fs.writeFileSync(referencePaths.output, document);
  });

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
