import { nulFields, nulMessage } from '@/lib/http/server/nul-characters';

describe('nulFields', () => {
  it('names each string holding a NUL by its path, as zodFields does', () => {
    const body = {
      name: 'Ay\u0000esha',
      email: 'ayesha@example.com',
      address: { line: 'House 1\u0000', area: 'Banani' },
      items: [{ note: 'ok' }, { note: '\u0000' }],
    };
    expect(nulFields(body, 'body')).toEqual({
      name: nulMessage,
      'address.line': nulMessage,
      'items.1.note': nulMessage,
    });
  });

  it('names the part itself for a bare string, and nothing for clean input', () => {
    expect(nulFields('\u0000', 'body')).toEqual({ body: nulMessage });
    expect(nulFields({ keyward: 'লাল %_\\\'"', page: 2, on: true, none: null }, 'query')).toEqual(
      {},
    );
    expect(nulFields(undefined, 'body')).toEqual({});
  });

  it('stops descending past any depth a schema accepts', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(nulFields(deep, 'body')).toEqual({});
    let shallow: unknown = '\u0000';
    for (let i = 0; i < 5; i += 1) shallow = [shallow];
    expect(nulFields(shallow, 'body')).toEqual({ '0.0.0.0.0': nulMessage });
  });
});
