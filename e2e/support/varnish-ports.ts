import { spawnSync } from 'node:child_process';
import { e2ePort } from './ports';

/**
 * The edge spec's ports (e2e/varnish): the store behind Varnish, Varnish, and Varnish's
 * second listener, which speaks the PROXY protocol so that a request can come from any
 * address.
 */
export function varnishPorts(storePort: number) {
  return {
    store: e2ePort('varnishStore', storePort),
    varnish: e2ePort('varnish', storePort),
    proxied: e2ePort('varnishProxied', storePort),
  };
}

/** Whether varnishd is installed (Debian: varnish, varnish-modules; .ci/run installs them). */
export function hasVarnish(): boolean {
  return spawnSync('varnishd', ['-V'], { stdio: 'ignore' }).status === 0;
}
