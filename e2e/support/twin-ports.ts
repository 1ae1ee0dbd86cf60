import { e2ePort } from './ports';

/** Two instances of the store on one PostgreSQL (e2e/instances), beside the main store. */
export function twinPorts(storePort: number) {
  return { first: e2ePort('firstTwin', storePort), second: e2ePort('secondTwin', storePort) };
}
