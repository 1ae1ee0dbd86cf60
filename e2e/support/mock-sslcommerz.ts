import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signFields } from '../../lib/payments/sslcommerz/signature';

/**
 * A local stand-in for SSLCommerz, for tests: session init (/gwprocess/v4/api.php), a
 * payment page with Pay, Fail and Cancel buttons that send the browser back to the store
 * with a signed form (and the IPN to the store's ipn_url), and the validation API.
 * Tests can also pay without a browser, and change what validation answers.
 *
 * As SSLCommerz documents them: a session with emi_option=1 is paid in instalments (the
 * emi_selected_inst the store sent, else the tenure chosen on the gateway's page, at most
 * emi_max_inst_option), and the IPN and validation carry emi_instalment, emi_amount,
 * emi_description and emi_issuer; every payment carries risk_level (0 safe, 1 risky) and
 * risk_title, which a test can set per transaction.
 */
export type MockSslcommerz = {
  url: string;
  /** Every session the store opened, by tran_id. */
  sessions: Map<string, Session>;
  /** Pays the session as the Pay button does; answers the signed fields the gateway posts back. */
  pay(tranId: string): Record<string, string>;
  /** A failed or cancelled payment, as the gateway posts it back. */
  abandon(tranId: string, status: 'FAILED' | 'CANCELLED'): Record<string, string>;
  /** Overrides fields of the validation answer for one val_id (amount, currency, status…). */
  tamper(valId: string, changes: Record<string, unknown>): void;
  /** The gateway's risk verdict for the transaction's payment (risk_level 1: risky). */
  flagRisk(tranId: string, level?: '0' | '1', title?: string): void;
  /** The tenure she picks on the gateway's page when the store sent none (else the longest). */
  chooseInstalment(tranId: string, months: number): void;
  /** While true, session init answers FAILED. */
  refuseSessions: boolean;
  /** How many times the validation API was asked. */
  readonly validations: number;
  close(): Promise<void>;
};

export type Session = {
  key: string;
  fields: Record<string, string>;
  valId?: string;
  risk?: { level: '0' | '1'; title: string };
  chosenInstalment?: number;
};

/** The issuing bank the mock's EMI cards come from. */
export const mockEmiIssuer = 'BRAC Bank Limited';

/** The EMI fields of a payment, as the gateway reports them: instalment 0 when not EMI. */
function emiOutcome(session: Session): Record<string, string> {
  const {
    emi_option: option,
    emi_selected_inst: selected,
    emi_max_inst_option: max,
  } = session.fields;
  if (option !== '1') return { emi_instalment: '0', emi_amount: '0.00' };
  const months = Number(selected ?? session.chosenInstalment ?? max ?? 3);
  const amount = Number(session.fields.total_amount ?? 0);
  return {
    emi_instalment: String(months),
    emi_amount: (amount / months).toFixed(2),
    emi_description: `${months} Months EMI at ${mockEmiIssuer}`,
    emi_issuer: mockEmiIssuer,
  };
}

type Transaction = { fields: Record<string, string>; validated: boolean };

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body>${body}</body></html>`;

/** The instalments the session asks for, as the gateway's page offers them to her. */
function emiOffer(fields: Record<string, string>): string {
  if (fields.emi_option !== '1') return '';
  const max = escape(fields.emi_max_inst_option ?? '');
  const selected = fields.emi_selected_inst;
  const chosen = selected ? `, ${escape(selected)} chosen by the store` : '';
  return `<p data-testid="gateway-emi">EMI up to ${max} months${chosen}</p>`;
}

function paymentPage(session: Session): string {
  const { total_amount: amount, tran_id: tranId } = session.fields;
  const button = (action: string, label: string) =>
    `<form method="post" action="/pay/${session.key}/${action}"><button type="submit">${label}</button></form>`;
  return page(
    'Mock SSLCommerz',
    `<h1>Mock SSLCommerz</h1><p>Pay BDT ${escape(amount ?? '')} for ${escape(tranId ?? '')}</p>${emiOffer(session.fields)}${button('pay', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}`,
  );
}

/** What a browser gets from the gateway: a form that posts itself back to the store. */
function postBack(target: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    'Returning to the store',
    `<form id="back" method="post" action="${escape(target)}">${inputs}<button type="submit">Return to the store</button></form><script>document.getElementById('back').submit()</script>`,
  );
}

export async function startMockSslcommerz({
  port = 0,
  storeId,
  storePassword,
}: {
  port?: number;
  storeId: string;
  storePassword: string;
}): Promise<MockSslcommerz> {
  const sessions = new Map<string, Session>();
  const byKey = new Map<string, Session>();
  const transactions = new Map<string, Transaction>();
  const tampering = new Map<string, Record<string, unknown>>();
  let validations = 0;
  let url = '';

  const sessionOf = (tranId: string) => {
    const session = sessions.get(tranId);
    if (!session) throw new Error(`no session for ${tranId}`);
    return session;
  };

  const outcomeFields = (session: Session, status: string, valId = '') => {
    const { tran_id: tranId = '', total_amount: amount = '' } = session.fields;
    return {
      status,
      tran_id: tranId,
      val_id: valId,
      amount,
      store_amount: (Number(amount) * 0.975).toFixed(2),
      currency: 'BDT',
      currency_type: 'BDT',
      currency_amount: amount,
      bank_tran_id: valId ? `BANK${valId}` : '',
      card_type: session.fields.emi_option === '1' ? 'VISA-Brac bank' : 'BKASH-BKash',
      tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      risk_level: session.risk?.level ?? '0',
      risk_title: session.risk?.title ?? 'Safe',
      ...emiOutcome(session),
    };
  };

  const mock: MockSslcommerz = {
    get url() {
      return url;
    },
    sessions,
    pay(tranId) {
      const session = sessionOf(tranId);
      session.valId ??= `VAL${randomBytes(8).toString('hex')}`;
      const fields = outcomeFields(session, 'VALID', session.valId);
      transactions.set(session.valId, { fields, validated: false });
      return signFields(fields, storePassword);
    },
    abandon(tranId, status) {
      return signFields(outcomeFields(sessionOf(tranId), status), storePassword);
    },
    tamper(valId, changes) {
      tampering.set(valId, changes);
    },
    flagRisk(tranId, level = '1', title = 'Possible fraud') {
      sessionOf(tranId).risk = { level, title };
    },
    chooseInstalment(tranId, months) {
      sessionOf(tranId).chosenInstalment = months;
    },
    refuseSessions: false,
    get validations() {
      return validations;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function initSession(request: IncomingMessage, response: ServerResponse) {
    const fields = await readForm(request);
    if (fields.store_id !== storeId || fields.store_passwd !== storePassword) {
      return send(response, 200, {
        status: 'FAILED',
        failedreason: 'Store Credential Error Or Store is De-active',
      });
    }
    if (mock.refuseSessions || !fields.tran_id) {
      return send(response, 200, { status: 'FAILED', failedreason: 'Session refused' });
    }
    const session: Session = { key: randomBytes(12).toString('hex'), fields };
    sessions.set(fields.tran_id, session);
    byKey.set(session.key, session);
    send(response, 200, {
      status: 'SUCCESS',
      sessionkey: session.key,
      GatewayPageURL: `${url}/pay/${session.key}`,
    });
  }

  function validate(query: URLSearchParams, response: ServerResponse) {
    validations += 1;
    const transaction = transactions.get(query.get('val_id') ?? '');
    const known = query.get('store_id') === storeId && query.get('store_passwd') === storePassword;
    if (!transaction || !known) return send(response, 200, { status: 'INVALID_TRANSACTION' });
    const status = transaction.validated ? 'VALIDATED' : 'VALID';
    transaction.validated = true;
    send(response, 200, {
      ...transaction.fields,
      status,
      APIConnect: 'DONE',
      ...tampering.get(query.get('val_id') ?? ''),
    });
  }

  /** The browser pressed Pay, Fail or Cancel: the IPN goes to the store, the browser goes back. */
  async function act(session: Session, action: string, response: ServerResponse) {
    const tranId = session.fields.tran_id ?? '';
    const statuses: Record<string, 'FAILED' | 'CANCELLED'> = {
      fail: 'FAILED',
      cancel: 'CANCELLED',
    };
    const fields = action === 'pay' ? mock.pay(tranId) : mock.abandon(tranId, statuses[action]!);
    if (session.fields.ipn_url) {
      await fetch(session.fields.ipn_url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }).catch(() => undefined);
    }
    const targets: Record<string, string | undefined> = {
      pay: session.fields.success_url,
      fail: session.fields.fail_url,
      cancel: session.fields.cancel_url,
    };
    send(response, 200, postBack(targets[action] ?? '/', fields), 'text/html; charset=utf-8');
  }

  const server = createServer(async (request, response) => {
    const target = new URL(request.url ?? '/', url);
    if (target.pathname === '/gwprocess/v4/api.php' && request.method === 'POST') {
      return initSession(request, response);
    }
    if (target.pathname === '/validator/api/validationserverAPI.php') {
      return validate(target.searchParams, response);
    }
    const [, first, key, action] = target.pathname.split('/');
    const session = first === 'pay' && key ? byKey.get(key) : undefined;
    if (session && !action && request.method === 'GET') {
      return send(response, 200, paymentPage(session), 'text/html; charset=utf-8');
    }
    if (session && action && ['pay', 'fail', 'cancel'].includes(action)) {
      return act(session, action, response);
    }
    send(response, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return mock;
}
