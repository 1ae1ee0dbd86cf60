export { createNonce, pageContentSecurityPolicy } from './content-security-policy';
export { isPersonalPath } from './personal-paths';
export { resourceHeaders, resourcePaths } from './security-headers.mjs';
export { hostsServerActions } from './server-action-paths';
