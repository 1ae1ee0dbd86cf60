import 'server-only';

export { assertSelf } from './auth';
export { errorResponse } from './error-response';
export { api } from './handler';
export { buildOpenApiDocument, type ReferenceSource } from './openapi/build-document';
export { defineContract } from './operation';
export { actorOfViewer } from './viewer-actor';
export { signInResponse, withXsrfForNewSession, xsrfCookies } from './xsrf';
