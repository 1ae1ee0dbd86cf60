import { e2ePort } from './ports';

/** The traced store (e2e/traces) and the spec's OTLP receiver, beside the main store. */
export function tracedPorts(storePort: number) {
  return {
    store: e2ePort('tracedStore', storePort),
    receiver: e2ePort('tracedReceiver', storePort),
  };
}
