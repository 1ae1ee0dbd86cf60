import { e2ePort } from './ports';

/** The measuring store (e2e/measurement) and its two partners' mocks, beside the main store. */
export function measuredPorts(storePort: number) {
  return {
    store: e2ePort('measuredStore', storePort),
    meta: e2ePort('mockMetaGraph', storePort),
    ga4: e2ePort('mockGa4', storePort),
  };
}

export const measuredIds = { pixelId: '1234567890', measurementId: 'G-E2ETEST' };
