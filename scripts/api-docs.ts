import fs from 'node:fs';
import { apiReference } from '@/app/api/v1/reference';
import { buildOpenApiDocument } from '@/lib/api/openapi/build-document';
import { referencePaths, renderReferenceFile } from './api-reference-file';

// Writes docs/api-reference.md from the same document GET /api/v1/openapi.json answers.
fs.writeFileSync(referencePaths.output, renderReferenceFile(buildOpenApiDocument(apiReference)));
console.log(`Wrote ${referencePaths.output}`);
