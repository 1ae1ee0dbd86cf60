/** The store the README's systemd unit starts (e2e/ops), next to the main store's port. */
export const systemdUnitPort = (storePort: number) => storePort + 9;
