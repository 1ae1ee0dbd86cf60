import 'server-only';

export { assertSelf, type Viewer } from './auth';
export { errorResponse } from './error-response';
export { api, type ApiContext, type ApiOptions } from './handler';
export { buildOpenApiDocument, type ReferenceSource } from './openapi/build-document';
export { defineContract } from './operation';
export { actorOfViewer } from './viewer-actor';
export { signInResponse, withXsrfForNewSession, xsrfCookies } from './xsrf';
