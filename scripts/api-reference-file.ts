import fs from 'node:fs';
import path from 'node:path';
import type { OpenApiDocument } from '@/lib/api/openapi/build-document';
import { renderReference } from '@/lib/api/openapi/render-reference';

export const referencePaths = {
  intro: path.join(process.cwd(), 'docs', 'api-reference.intro.md'),
  output: path.join(process.cwd(), 'docs', 'api-reference.md'),
};

/** docs/api-reference.md as the document and the hand-written intro make it. */
export const renderReferenceFile = (document: OpenApiDocument) =>
  renderReference(document, fs.readFileSync(referencePaths.intro, 'utf8'));
