import { api } from '@/lib/api';
import { readProfileMeasurements, saveProfileMeasurements } from '@/lib/fit/profile-measurements';
import { profileMeasurementsSchema } from '@/lib/validation/measurements';

// GET /api/v1/user/measurements — the signed-in shopper's saved measurements
export const GET = api({ auth: 'required' }, ({ viewer }) => readProfileMeasurements(viewer.id));

// PUT /api/v1/user/measurements {unit, values} — replaces them
export const PUT = api({ body: profileMeasurementsSchema, auth: 'required' }, ({ body, viewer }) =>
  saveProfileMeasurements(viewer.id, body),
);
