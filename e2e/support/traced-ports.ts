/**
 * The traced store (e2e/traces) next to the main store's port (E2E_PORT): the store on +7,
 * the spec's OTLP receiver, which is also its SMS gateway, on +8.
 */
export function tracedPorts(storePort: number) {
  return { store: storePort + 7, receiver: storePort + 8 };
}
