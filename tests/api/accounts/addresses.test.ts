import type { Address } from '@/lib/customers/accounts/types';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { errorOf, signUpUser, type TestUser } from './helpers';
import { deleteAddress, saveAddress, type AddressesAnswer } from './address-helpers';

const defaults = (addresses: Address[]) => addresses.filter((address) => address.is_default);

/** Adds addresses labelled as given, in order, and answers the list after the last one. */
async function addAll(owner: TestUser, labels: string[]): Promise<Address[]> {
  let answer: AddressesAnswer | undefined;
  for (const label of labels) answer = (await saveAddress(owner, { label })).body;
  return answer!.addresses;
}

const byLabel = (addresses: Address[], label: string) =>
  addresses.find((address) => address.label === label)!;

describeAppDatabase(
  'PUT /api/v1/user/updateAddress/{id} and DELETE …/{addressId}',
  async () => null,
  () => {
    it('adds an address with 200 {message, addresses}; the first one becomes the default', async () => {
      const bride = await signUpUser();
      const answer = await saveAddress(bride, { phone: '+880 1812-345678', is_default: false });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        message: expect.any(String),
        addresses: [
          {
            id: expect.any(Number),
            label: 'Home',
            recipient: 'Ayesha Rahman',
            phone: '+8801812345678',
            division: 'Dhaka',
            district: 'Gazipur',
            area: 'Tongi',
            line: 'House 12, Road 3, Block C',
            is_default: true,
          },
        ],
      });
    });

    it('adds a second address that is not the default unless asked', async () => {
      const bride = await signUpUser();
      const addresses = await addAll(bride, ['Home', 'Office']);
      expect(addresses).toHaveLength(2);
      expect(defaults(addresses).map((address) => address.label)).toEqual(['Home']);
    });

    it('changes an address by id, keeping which one is the default', async () => {
      const bride = await signUpUser();
      const office = byLabel(await addAll(bride, ['Home', 'Office']), 'Office');
      const answer = await saveAddress(bride, {
        id: office.id,
        label: 'Studio',
        division: 'Chattogram',
        district: "Cox's Bazar",
      });
      expect(answer.status).toBe(200);
      expect(answer.body.addresses).toHaveLength(2);
      expect(byLabel(answer.body.addresses, 'Studio')).toMatchObject({
        id: office.id,
        division: 'Chattogram',
        district: "Cox's Bazar",
        is_default: false,
      });
      expect(defaults(answer.body.addresses).map((address) => address.label)).toEqual(['Home']);
    });

    it('leaves exactly one default when another address is made the default', async () => {
      const bride = await signUpUser();
      const added = await addAll(bride, ['Home', 'Office', 'Parents']);
      const office = byLabel(added, 'Office');
      const switched = await saveAddress(bride, {
        id: office.id,
        label: 'Office',
        is_default: true,
      });
      expect(defaults(switched.body.addresses).map((address) => address.id)).toEqual([office.id]);
      const added4th = await saveAddress(bride, { label: 'Hotel', is_default: true });
      expect(defaults(added4th.body.addresses).map((address) => address.label)).toEqual(['Hotel']);
      expect(added4th.body.addresses[0]!.label).toBe('Hotel');
    });

    it('answers 400 fields.district for a district outside the division', async () => {
      const bride = await signUpUser();
      const answer = await saveAddress(bride, { division: 'Dhaka', district: 'Khulna' });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).fields).toHaveProperty('district');
    });

    it('answers 400 naming each field that is missing or wrong', async () => {
      const bride = await signUpUser();
      const answer = await saveAddress(bride, {
        recipient: '',
        phone: '01212345678',
        division: 'Atlantis',
        line: undefined,
        id: 'one',
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(errorOf(answer).fields ?? {})).toEqual(
        expect.arrayContaining(['recipient', 'phone', 'division', 'line', 'id']),
      );
    });

    it("answers 404 for another user's address id, and leaves it as it was", async () => {
      const [bride, other] = [await signUpUser(), await signUpUser()];
      const theirs = (await addAll(other, ['Theirs']))[0]!;
      await addAll(bride, ['Mine']);
      const changed = await saveAddress(bride, { id: theirs.id, label: 'Taken', is_default: true });
      expect(changed.status).toBe(404);
      const deleted = await deleteAddress(bride, theirs.id);
      expect(deleted.status).toBe(404);
      const mine = await saveAddress(bride, { label: 'Second' });
      expect(defaults(mine.body.addresses).map((address) => address.label)).toEqual(['Mine']);
      const theirsNow = await saveAddress(other, { label: 'Check' });
      expect(byLabel(theirsNow.body.addresses, 'Theirs')).toEqual(theirs);
    });

    it("answers 403 for a change or deletion under another user's id", async () => {
      const [bride, other] = [await signUpUser(), await signUpUser()];
      const theirs = (await addAll(other, ['Theirs']))[0]!;
      const asBride = { token: bride.token };
      expect((await saveAddress(other, { label: 'Mine now' }, asBride)).status).toBe(403);
      expect((await deleteAddress(other, theirs.id, asBride)).status).toBe(403);
      expect((await saveAddress(other, {}, {})).status).toBe(401);
    });

    it('deletes an address; deleting the default makes the oldest remaining one the default', async () => {
      const bride = await signUpUser();
      const added = await addAll(bride, ['Home', 'Office', 'Parents', 'Hotel']);
      const hotel = byLabel(added, 'Hotel');
      await saveAddress(bride, { id: hotel.id, label: 'Hotel', is_default: true });
      const answer = await deleteAddress(bride, hotel.id);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toEqual(expect.any(String));
      expect(answer.body.addresses.map((address) => address.label)).toEqual([
        'Home',
        'Office',
        'Parents',
      ]);
      expect(defaults(answer.body.addresses).map((address) => address.label)).toEqual(['Home']);
      const office = byLabel(answer.body.addresses, 'Office');
      const notDefault = await deleteAddress(bride, office.id);
      expect(defaults(notDefault.body.addresses).map((address) => address.label)).toEqual(['Home']);
      const again = await deleteAddress(bride, office.id);
      expect(again.status).toBe(404);
    });

    it('keeps exactly one default when addresses are saved at the same moment', async () => {
      const bride = await signUpUser();
      const firsts = await Promise.all(
        ['A', 'B', 'C'].map((label) => saveAddress(bride, { label })),
      );
      expect(firsts.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const defaultsAtOnce = await Promise.all(
        ['D', 'E', 'F'].map((label) => saveAddress(bride, { label, is_default: true })),
      );
      expect(defaultsAtOnce.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const all = (await saveAddress(bride, { label: 'G' })).body.addresses;
      expect(all).toHaveLength(7);
      expect(defaults(all)).toHaveLength(1);
    });

    it('deletes the last address, leaving none', async () => {
      const bride = await signUpUser();
      const [only] = await addAll(bride, ['Only']);
      const answer = await deleteAddress(bride, only!.id);
      expect(answer.body.addresses).toEqual([]);
    });
  },
);
