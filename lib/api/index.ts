import 'server-only';

export { api, type ApiContext, type ApiOptions } from './handler';
export { ApiError, forbidden, tooManyRequests, validationFailed, type FieldErrors } from './errors';
export type { Viewer } from './auth';
