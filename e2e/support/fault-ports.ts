import { e2ePort } from './ports';

/** The fault run's second store, the relay in front of its database and the relay's switch. */
export function faultPorts(storePort: number) {
  return {
    store: e2ePort('faultStore', storePort),
    proxy: e2ePort('faultRelay', storePort),
    control: e2ePort('faultSwitch', storePort),
  };
}
