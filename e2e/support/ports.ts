/**
 * Every port an end-to-end run listens on besides the main store's (E2E_PORT), as its
 * distance from it, in one table: two servers given one port would answer for each other,
 * and a spec would test, and then stop, another spec's store. A second run's ports sit 100
 * up (E2E_PORT=3200), so every offset stays below 100. tests/e2e-support checks both.
 */
export const portOffsets = {
  /** e2e/fault: the second store, the relay in front of its database, the relay's switch. */
  faultStore: 1,
  faultRelay: 2,
  faultSwitch: 3,
  /** e2e/security/forged-forwarding: the store with the real per-IP limits. */
  strictStore: 4,
  /** e2e/instances: two stores on one database. */
  firstTwin: 5,
  secondTwin: 6,
  /** e2e/traces: the traced store, and the OTLP receiver that is also its SMS gateway. */
  tracedStore: 7,
  tracedReceiver: 8,
  /** e2e/ops: the store as the README's systemd unit starts it. */
  systemdUnit: 9,
  /** e2e/measurement: the store that measures with Meta and GA4 (their mocks are 95, 96). */
  measuredStore: 10,
  /** e2e/varnish: the store behind Varnish, Varnish, and its PROXY-protocol listener. */
  varnishStore: 45,
  varnish: 46,
  varnishProxied: 47,
  /** The mock WhatsApp Cloud API. */
  mockWhatsApp: 94,
  /** e2e/measurement: Meta's Graph API and GA4's Measurement Protocol, with their scripts. */
  mockMetaGraph: 95,
  mockGa4: 96,
  /** The mock couriers (Steadfast and Pathao), SSLCommerz and Google beside the main store. */
  mockCouriers: 97,
  mockSslcommerz: 98,
  mockGoogle: 99,
} as const;

export type PortName = keyof typeof portOffsets;

/** The port `name` listens on, beside the main store's (E2E_PORT by default). */
export function e2ePort(name: PortName, storePort = Number(process.env.E2E_PORT ?? 3100)) {
  return storePort + portOffsets[name];
}
