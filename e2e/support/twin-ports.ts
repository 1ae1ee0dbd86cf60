/**
 * Two instances of the store on one PostgreSQL (e2e/instances), next to the main store's
 * port (E2E_PORT): +5 and +6.
 */
export function twinPorts(storePort: number) {
  return { first: storePort + 5, second: storePort + 6 };
}
