/**
 * The fault run's second store and the switch in front of its database, next to the main
 * store's port (E2E_PORT): the store on +1, its database relay on +2, the switch on +3.
 */
export function faultPorts(storePort: number) {
  return { store: storePort + 1, proxy: storePort + 2, control: storePort + 3 };
}
