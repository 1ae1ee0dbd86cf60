import { e2ePort } from './ports';

/** The store the README's systemd unit starts (e2e/ops), beside the main store. */
export const systemdUnitPort = (storePort: number) => e2ePort('systemdUnit', storePort);
