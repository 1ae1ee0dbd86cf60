import { spawnSync } from 'node:child_process';

/**
 * The edge spec's ports (e2e/varnish), next to the main store's (E2E_PORT), past the other
 * extra stores' (+1 to +8) and clear of a second run's ten ports up: the store behind
 * Varnish on +45, Varnish on +46, and Varnish's second listener, which speaks the PROXY
 * protocol so that a request can come from any address, on +47.
 */
export function varnishPorts(storePort: number) {
  return { store: storePort + 45, varnish: storePort + 46, proxied: storePort + 47 };
}

/** Whether varnishd is installed (Debian: varnish, varnish-modules; .ci/run installs them). */
export function hasVarnish(): boolean {
  return spawnSync('varnishd', ['-V'], { stdio: 'ignore' }).status === 0;
}
