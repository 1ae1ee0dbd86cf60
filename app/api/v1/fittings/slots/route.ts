import { api } from '@/lib/api';
import { readFittingDay } from '@/lib/fittings/read-slots';
import { fittingSlotsQuerySchema } from '@/lib/validation/fitting';

// GET /api/v1/fittings/slots?date=YYYY-MM-DD → {date, days, slots}: never cached, places change
export const GET = api({ query: fittingSlotsQuerySchema }, ({ query }) =>
  readFittingDay(query.date),
);
