import { api } from '@/lib/api';
import { browserMeasurement } from '@/lib/measurement';
import { contract } from './contract';

// GET /api/v1/measurement — the partners' ids and scripts, read from the settings when asked
export const GET = api(contract.GET, () => browserMeasurement());
