import fc from 'fast-check';
import { setSslcommerzConfigForTests } from '@/lib/payments/sslcommerz/config';
import { startMockSslcommerz, type MockSslcommerz } from '@/e2e/support/mock-sslcommerz';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { heldByAttacker, lastOrderId, protectedData, stockLevels } from './data-snapshot';
import { endpoints } from './endpoints';
import { createTargets, signIn, type Targets } from './parties';
import { perform } from './perform';
import { apiRouteMethods } from './route-files';
import { describeStaffPass } from './staff-pass';

const routes = apiRouteMethods();
const minimumRequests = 10_000;

it('has a request generator for every method of every route under app/api/v1', () => {
  expect(routes.length).toBeGreaterThan(30);
  expect(routes.map((route) => route.key).sort()).toEqual(Object.keys(endpoints).sort());
});

describeCatalogue('hostile input to every /api/v1 endpoint', (fixture) => {
  let gateway: MockSslcommerz;
  let targets: Targets;
  let before: { data: Record<string, string>; stock: Record<number, number>; lastOrder: number };
  const statuses: Record<number, number> = {};
  let requests = 0;
  let logged: jest.SpyInstance;

  beforeAll(async () => {
    gateway = await startMockSslcommerz({ storeId: 'hostile', storePassword: 'hostile@ssl' });
    setSslcommerzConfigForTests({
      storeId: 'hostile',
      storePassword: 'hostile@ssl',
      apiUrl: gateway.url,
      siteUrl: 'http://store.test',
    });
    targets = await createTargets(fixture());
    before = {
      data: await protectedData(targets.victim.id, targets.attacker.id),
      stock: await stockLevels(),
      lastOrder: await lastOrderId(),
    };
    // The server logs what it refuses with a 400 for unusable values; those lines are noise here.
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterAll(async () => {
    logged.mockRestore();
    setSslcommerzConfigForTests(undefined);
    await gateway.close();
  });

  it.each(routes.map((route) => [route.key, route] as const))(
    '%s: no 5xx, no leaks',
    async (key, route) => {
      const { handler, runs, requests: generate } = endpoints[key]!;
      await fc.assert(
        fc.asyncProperty(generate(targets), async (request) => {
          requests += 1;
          const outcome = await perform(handler, route.method, route.template, request, targets);
          statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
          // A password change ends the attacker's other sessions: sign in again to go on.
          if (key.includes('/password/change/') && outcome.status < 300) {
            Object.assign(targets.attacker, await signIn(targets.attacker.id));
          }
          expect(outcome.problems).toEqual([]);
        }),
        { numRuns: runs },
      );
    },
  );

  it(`made at least ${minimumRequests.toLocaleString('en')} requests, none answered with a 5xx`, () => {
    console.log(`hostile requests: ${requests}, statuses ${JSON.stringify(statuses)}`);
    expect(requests).toBeGreaterThanOrEqual(minimumRequests);
    expect(Object.keys(statuses).filter((status) => Number(status) >= 500)).toEqual([]);
  });

  it("left the catalogue, the victim's data and other people's orders as they were", async () => {
    expect(await protectedData(targets.victim.id, targets.attacker.id)).toEqual(before.data);
  });

  it("changed stock only by the attacker's own orders", async () => {
    const held = await heldByAttacker(targets.attacker.id, before.lastOrder);
    const stock = await stockLevels();
    const expected = Object.fromEntries(
      Object.entries(before.stock).map(([id, pieces]) => [id, pieces - (held[Number(id)] ?? 0)]),
    );
    expect(stock).toEqual(expected);
  });

  describeStaffPass(() => targets);
});
