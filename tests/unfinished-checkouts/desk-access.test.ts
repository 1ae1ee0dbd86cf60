import { staffPageAccess } from '@/lib/identity/staff/page-permissions';
import { adminRoutes } from '@/lib/identity/staff/admin-routes';
import { roleMay } from '@/lib/identity/staff/roles';

describe('the unfinished checkouts desk', () => {
  it('asks the order desk’s own permission, which every staff role has and a shopper has not', () => {
    expect(staffPageAccess(adminRoutes.orders.unfinished())).toBe('handleOrders');
    expect(staffPageAccess(adminRoutes.orders.list())).toBe('handleOrders');
    expect(roleMay('staff', 'handleOrders')).toBe(true);
    expect(roleMay(null, 'handleOrders')).toBe(false);
  });
});
