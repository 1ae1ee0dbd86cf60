import { GET as citiesRoute } from '@/app/api/v1/admin/couriers/pathao/cities/route';
import { GET as zonesRoute } from '@/app/api/v1/admin/couriers/pathao/cities/[cityId]/zones/route';
import { GET as areasRoute } from '@/app/api/v1/admin/couriers/pathao/zones/[zoneId]/areas/route';
import { getDb } from '@/lib/db/client';
import { forgetPathaoTokens } from '@/lib/fulfilment/couriers/pathao';
import { forgetPathaoPlaces } from '@/lib/fulfilment/couriers/pathao-places';
import { setCourierSettingsForTests } from '@/lib/fulfilment/couriers/settings';
import { startMockCouriers, type MockCouriers } from '@/e2e/support/mock-couriers';
import { describeCatalogue } from '../api/helpers/catalogue-suite';
import { call, type ErrorBody } from '../api/helpers/call';
import { staffCallers, type StaffCallers } from '../api/admin/staff-callers';
import { credentials } from './support';
import { captureLog } from '@/tests/helpers/captured-log';

describeCatalogue("the booking form's Pathao places", () => {
  let mock: MockCouriers;
  let callers: StaffCallers;

  const configure = (baseUrl: string) =>
    setCourierSettingsForTests({ pathao: { ...credentials.pathao, baseUrl } });

  beforeAll(async () => {
    mock = await startMockCouriers(credentials);
    callers = await staffCallers(getDb());
  });
  beforeEach(() => {
    forgetPathaoTokens();
    forgetPathaoPlaces();
    configure(mock.pathaoUrl);
  });
  afterAll(async () => {
    setCourierSettingsForTests(undefined);
    await mock.close();
  });

  const cities = (headers: Record<string, string>) =>
    call<{ cities: unknown[] } & ErrorBody>(citiesRoute, '/api/v1/admin/couriers/pathao/cities', {
      headers,
    });

  it('lists cities, a city’s zones and a zone’s areas to any staff who handle orders', async () => {
    expect((await cities(callers.clerk)).body).toEqual({
      cities: [
        { id: 1, name: 'Dhaka' },
        { id: 2, name: 'Chittagong' },
      ],
    });
    const zones = await call(zonesRoute, '/api/v1/admin/couriers/pathao/cities/1/zones', {
      headers: callers.manager,
      params: { cityId: '1' },
    });
    expect(zones.body).toEqual({
      zones: [
        { id: 298, name: 'Banani' },
        { id: 1070, name: 'Gulshan' },
      ],
    });
    const areas = await call(areasRoute, '/api/v1/admin/couriers/pathao/zones/401/areas', {
      headers: callers.owner,
      params: { zoneId: '401' },
    });
    expect(areas.body).toEqual({ areas: [{ id: 88, name: 'Agrabad C/A', homeDelivery: false }] });
  });

  it.each([
    ['signedOut', 401],
    ['shopper', 403],
    ['unprovenManager', 403],
  ] as const)('refuses %s (%i)', async (caller, status) => {
    expect((await cities(callers[caller])).status).toBe(status);
  });

  it('refuses a place id that is not one (400)', async () => {
    const zones = await call<ErrorBody>(
      zonesRoute,
      '/api/v1/admin/couriers/pathao/cities/x/zones',
      {
        headers: callers.clerk,
        params: { cityId: 'x' },
      },
    );
    expect(zones).toMatchObject({
      status: 400,
      body: { error: { fields: { cityId: 'must be a city id' } } },
    });
  });

  it('keeps the lists a while, so the form does not ask Pathao each time', async () => {
    expect((await cities(callers.clerk)).status).toBe(200);
    await mock.close();
    try {
      expect((await cities(callers.clerk)).body.cities).toHaveLength(2);
    } finally {
      mock = await startMockCouriers(credentials);
    }
  });

  it('answers 502 when Pathao cannot be reached, and 409 when it is not set up', async () => {
    configure('http://127.0.0.1:9');
    const logged = captureLog();
    expect(await cities(callers.clerk)).toMatchObject({
      status: 502,
      body: { error: { code: 'courier_unavailable' } },
    });
    logged.restore();
    expect(logged.lines).toEqual([expect.objectContaining({ level: 'error' })]);
    setCourierSettingsForTests({});
    expect(await cities(callers.clerk)).toMatchObject({
      status: 409,
      body: { error: { code: 'courier_not_configured' } },
    });
  });
});
