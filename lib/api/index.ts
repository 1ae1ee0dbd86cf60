import 'server-only';

export { api, type ApiContext, type ApiOptions } from './handler';
export type { Viewer } from './auth';
