import 'server-only';

export { assertSelf, type Viewer } from './auth';
export { uniqueViolation } from './database-errors';
export { errorResponse } from './error-response';
export { api, type ApiContext, type ApiOptions } from './handler';
export { jsonResponse } from './json-response';
export { buildOpenApiDocument, type ReferenceSource } from './openapi/build-document';
export { defineContract } from './operation';
export { readBodyText } from './read-body';
export { parseWith } from './read-input';
export { checkArguments, settle, unwrap, type Settled } from './settled';
export { actorOfViewer } from './viewer-actor';
export { signInResponse, withXsrfForNewSession, xsrfCookies } from './xsrf';
export { zodFields } from './zod-fields';
