import { api } from '@/lib/api';
import { readProfileMeasurements, saveProfileMeasurements } from '@/lib/ordering';
import { contract } from './contract';

// GET /api/v1/user/measurements — the signed-in shopper's saved measurements
export const GET = api(contract.GET, ({ viewer }) => readProfileMeasurements(viewer.id));

// PUT /api/v1/user/measurements {unit, values} — replaces them
export const PUT = api(contract.PUT, ({ body, viewer }) =>
  saveProfileMeasurements(viewer.id, body),
);
