import { api } from '@/lib/api';
import { readFittingDay } from '@/lib/fittings';
import { contract } from './contract';

// GET /api/v1/fittings/slots?date=YYYY-MM-DD → {date, days, slots}: never cached, places change
export const GET = api(contract.GET, ({ query }) => readFittingDay(query.date));
