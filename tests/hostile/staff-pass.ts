import fc from 'fast-check';
import { accountData, protectedData } from './data-snapshot';
import { attackerAddress, endpoints } from './endpoints';
import type { Caller, HostileRequest } from './hostile-request';
import { promoteToStaff, signInAsStaff, staffRoleOf, type Targets } from './parties';
import { perform } from './perform';
import { apiRouteMethods, type RouteMethod } from './route-files';

/**
 * The routes a staff session could once turn on another account (docs/decisions.md 3):
 * every one under /api/v1/user, and those of a shopper's wishlist and orders.
 */
const aimedAt = (route: RouteMethod) =>
  route.template.startsWith('/api/v1/user/') ||
  /^\/api\/v1\/(?:product\/(?:wishlist|getWishlistProduct)|orders(?:$|\/:number))/.test(
    route.template,
  );
const routes = apiRouteMethods().filter(aimedAt);

/** Requests per route: modest, so that the pass adds seconds, not minutes, to the suite. */
const runs = 50;
/** Routes that hash a password on most requests. */
const slow = /\/(?:login|signup|password)\b/;

const json = (body: unknown) => ({ text: JSON.stringify(body), contentType: 'application/json' });
const takenPassword = 'takenOver1';

/**
 * Well-formed requests that would change or read the owner's account if the staff session
 * were let through: with her id, her address, her order numbers, and bodies that pass.
 */
function ownerRequests(t: Targets): Record<string, fc.Arbitrary<HostileRequest>> {
  const owner = String(t.victim.id);
  const addressId = String(t.victim.addressId);
  const request = (
    params: Record<string, string>,
    ...bodies: unknown[]
  ): fc.Arbitrary<HostileRequest> =>
    fc.record({
      caller: fc.constantFrom<Caller>('cookie', 'cookie', 'cookie-without-xsrf'),
      params: fc.constant(params),
      query: fc.constant(''),
      headers: fc.constant({}),
      body: bodies.length ? fc.constantFrom(...bodies.map(json)) : fc.constant(undefined),
    });
  const password = { password: takenPassword, confirmPassword: takenPassword };
  const number = fc.constantFrom(...t.victim.orderNumbers);
  const order = number.chain((n) => request({ number: n }));
  return {
    'GET /api/v1/user/me/:id': request({ id: owner }),
    'GET /api/v1/user/me/:id/:addressId': request({ id: owner, addressId }),
    'PUT /api/v1/user/update/:id': request({ id: owner }, { name: 'Mallory', username: 'boss' }),
    'PUT /api/v1/user/updatePhone/:id': request(
      { id: owner },
      { phone: t.attacker.phone },
      { phone: '01911111119', otp: '123456' },
    ),
    'PUT /api/v1/user/updateAddress/:id': request({ id: owner }, attackerAddress, {
      ...attackerAddress,
      id: t.victim.addressId,
    }),
    'DELETE /api/v1/user/updateAddress/:id/:addressId': request({ id: owner, addressId }),
    'POST /api/v1/user/verify/:id': request(
      { id: owner },
      { identifier: 'email' },
      { identifier: 'phone' },
      { identifier: 'email', otp: '123456' },
    ),
    'PUT /api/v1/user/password/change/:id': request({ id: owner }, password, {
      ...password,
      currentPassword: 'lehenga2026',
    }),
    'GET /api/v1/product/getWishlistProduct/:id': request({ id: owner }),
    'GET /api/v1/orders/:number': order,
    'GET /api/v1/orders/:number/invoice': order,
  };
}

/** Whether a request names the owner's account or one of her orders in its path. */
function namesOwner(request: HostileRequest, t: Targets): boolean {
  const { id, number } = request.params;
  if (id === String(t.victim.id)) return true;
  return typeof number === 'string' && t.victim.orderNumbers.includes(number.toUpperCase());
}

/** The staff member's own browser, mostly; now and then the app's token or a forgery. */
const staffCallers = fc.constantFrom<Caller>(
  'cookie',
  'cookie',
  'cookie',
  'cookie-without-xsrf',
  'bearer',
  'forged',
);

/**
 * The second pass of the hostile suite, on the first pass's database and parties: the
 * attacker now holds a proven staff session of the lowest role, and the victim is the owner.
 * Staff sessions once passed every "own account" check (SECURITY.md, Accounts), so the
 * lowest role could read the owner's account and put its own phone on it.
 */
export function describeStaffPass(parties: () => Targets): void {
  describe('second pass: a staff session of the lowest role against the owner', () => {
    let targets: Targets;
    let owner: Record<string, string>;
    let before: Record<string, string>;
    let requests = 0;
    const statuses: Record<number, number> = {};

    beforeAll(async () => {
      targets = parties();
      await promoteToStaff(targets);
      // The attacker's browser really is a proven staff one: the API counts it as staff.
      expect(await staffRoleOf(targets.attacker.session)).toBe('staff');
      owner = await accountData(targets.victim.id);
      before = await protectedData(targets.victim.id, targets.attacker.id);
    });

    it.each(routes.map((route) => [route.key, route] as const))(
      '%s: no answer changes or shows the owner',
      async (key, route) => {
        const { handler, requests: generate } = endpoints[key]!;
        const hostile = fc
          .tuple(generate(targets), staffCallers)
          .map(([request, caller]) => ({ ...request, caller }));
        const aimed = ownerRequests(targets)[key];
        const arbitrary = aimed
          ? fc.oneof({ arbitrary: aimed, weight: 1 }, { arbitrary: hostile, weight: 2 })
          : hostile;
        await fc.assert(
          fc.asyncProperty(arbitrary, async (request) => {
            requests += 1;
            const outcome = await perform(handler, route.method, route.template, request, targets);
            statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
            expect(outcome.problems).toEqual([]);
            if (outcome.status >= 300) return;
            // Every user route serves only the signed-in account, staff's included.
            expect({ namesOwner: namesOwner(request, targets) }).toEqual({ namesOwner: false });
            expect(await accountData(targets.victim.id)).toEqual(owner);
            // Her own password or phone change ends the attacker's staff session: prove it again.
            if (
              route.method !== 'GET' &&
              (await staffRoleOf(targets.attacker.session)) !== 'staff'
            ) {
              Object.assign(targets.attacker, await signInAsStaff(targets.attacker.id));
            }
          }),
          { numRuns: slow.test(key) ? runs / 2 : runs },
        );
        expect(await staffRoleOf(targets.attacker.session)).toBe('staff');
      },
    );

    it('covered every user, wishlist and order route, none answered with a 5xx', () => {
      console.log(`staff requests: ${requests}, statuses ${JSON.stringify(statuses)}`);
      expect(routes.length).toBeGreaterThanOrEqual(20);
      expect(Object.keys(statuses).filter((status) => Number(status) >= 500)).toEqual([]);
    });

    it("left the owner's account and everyone else's orders as they were", async () => {
      expect(await accountData(targets.victim.id)).toEqual(owner);
      expect(await protectedData(targets.victim.id, targets.attacker.id)).toEqual(before);
    });
  });
}
