import { buildOpenApiDocument, api } from '@/lib/api';
import { apiReference } from '../reference';
import { contract } from './contract';

const document = buildOpenApiDocument(apiReference);

// GET /api/v1/openapi.json — the OpenAPI 3.1 document of every /api/v1 call
export const GET = api(contract.GET, () => document);
