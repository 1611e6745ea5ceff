import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { startLocalHttpServer } from './local-http-server.ts';

/** The secret the fake signs webhooks with, and the test apps verify them with. */
const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_stripe_webhook_secret_for_tests';
/** The price every fake subscription is for. */
const FAKE_STRIPE_PRICE_ID = 'price_fake_per_person';

type Params = { [key: string]: string | Params };

interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: Stripe.Subscription.Status;
  trial_end: number | null;
  metadata: Record<string, string>;
  /** The first invoice: paid at once when no trial is kept, else nothing charged yet. */
  latest_invoice: string | null;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; quantity: number; price: { id: string } }[];
  };
}

interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  customer: string;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  subscription: string | null;
  status: 'open' | 'complete';
  /** What Checkout was asked for: the first line's price and quantity, and the kept trial. */
  price: string;
  quantity: number;
  trial_end: number | null;
  metadata: Record<string, string>;
}

interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  amount_paid: number;
  payments: {
    object: 'list';
    data: {
      id: string;
      object: 'invoice_payment';
      status: 'paid';
      payment: { type: 'payment_intent'; payment_intent: string };
    }[];
  };
}

interface FakeRequest {
  method: string;
  path: string;
  body: Params;
  idempotencyKey: string | undefined;
}

export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

export interface FakeStripe {
  /** Base URL to use as STRIPE_API_URL. */
  url: string;
  requests: FakeRequest[];
  customers: Map<string, { id: string; name: string | null; metadata: Record<string, string> }>;
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  /** Refunds made, in order: the payment intent refunded and the idempotency key it came with. */
  refunds: { id: string; payment_intent: string; idempotencyKey: string | undefined }[];
  /** While true every API call has its connection dropped, as when Stripe cannot be reached. */
  down: boolean;
  /** Where completed Checkouts are announced (a signed `checkout.session.completed`), if anywhere. */
  webhookUrl: string | null;
  /** Completes a Checkout as a customer paying would: a subscription, trialing until the kept trial end. */
  completeCheckout(sessionId: string): Promise<FakeSubscription>;
  /** The subscription of a business (by the metadata Checkout put on it). */
  subscriptionOf(businessId: string): FakeSubscription | undefined;
  /** A Stripe event around `object`, signed as Stripe signs webhooks. */
  signedEvent(type: string, object: object, id?: string): SignedEvent;
  close(): Promise<void>;
}

// Ids unique across processes too: a browser test's worker signs events beside the global setup's fake.
const PROCESS_TAG = randomBytes(4).toString('hex');
let counter = 0;
const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}_fake${PROCESS_TAG}${counter.toString().padStart(6, '0')}`;
};
const signer = new Stripe('sk_test_fake_signer_only');

/** A Stripe event around `object`, signed with `secret` as Stripe signs webhooks. */
export function signStripeEvent(
  type: string,
  object: object,
  secret: string = FAKE_STRIPE_WEBHOOK_SECRET,
  id: string = nextId('evt'),
): SignedEvent {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return { id, payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Reads Stripe's form encoding (`items[0][quantity]=3`) into nested objects keyed by name. */
function parseForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Params;
      }
    });
  }
  return root;
}

const field = (params: Params | undefined, ...path: string[]): string | undefined => {
  let node: string | Params | undefined = params;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};
const metadataOf = (params: Params | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

const notFound = (res: ServerResponse) =>
  send(res, 404, { error: { type: 'invalid_request_error', message: 'No such object' } });

/**
 * A local stand-in for the parts of Stripe's API billing uses (customers, Checkout sessions,
 * portal sessions, subscriptions retrieve and update, the invoice preview), so tests run the real
 * `stripe` client over HTTP and only the far end is fake. Its Checkout and portal "pages" finish at
 * once and send the browser back, and it signs webhooks as Stripe does. A test (or a browser
 * test's process) steers it with `POST /__fake/businesses/{id}/status` `{ "status": "past_due" }`.
 */
export async function startFakeStripe(options: { webhookSecret?: string } = {}): Promise<FakeStripe> {
  const secret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  const fake = {
    requests: [],
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    refunds: [],
    down: false,
    webhookUrl: null,
  } as unknown as FakeStripe;

  fake.signedEvent = (type, object, id) => signStripeEvent(type, object, secret, id);

  fake.subscriptionOf = (businessId) =>
    [...fake.subscriptions.values()].findLast((sub) => sub.metadata.business_id === businessId);

  fake.completeCheckout = async (sessionId) => {
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const now = Math.floor(Date.now() / 1000);
    const trialing = Boolean(session.trial_end && session.trial_end > now);
    let latestInvoice: string | null = null;
    if (!trialing) {
      const invoice: FakeInvoice = {
        id: nextId('in'),
        object: 'invoice',
        customer: session.customer,
        amount_paid: session.quantity * 500,
        payments: {
          object: 'list',
          data: [
            {
              id: nextId('inpay'),
              object: 'invoice_payment',
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: nextId('pi') },
            },
          ],
        },
      };
      fake.invoices.set(invoice.id, invoice);
      latestInvoice = invoice.id;
    }
    const subscription: FakeSubscription = {
      id: nextId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: trialing ? 'trialing' : 'active',
      trial_end: session.trial_end,
      metadata: session.metadata,
      latest_invoice: latestInvoice,
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            quantity: session.quantity,
            price: { id: session.price },
          },
        ],
      },
    };
    fake.subscriptions.set(subscription.id, subscription);
    session.subscription = subscription.id;
    session.status = 'complete';
    if (fake.webhookUrl) {
      const event = fake.signedEvent('checkout.session.completed', session);
      await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
    }
    return subscription;
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string, body: Params) {
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: nextId('cus'),
        name: field(body, 'name') ?? null,
        metadata: metadataOf(body.metadata as Params),
      };
      fake.customers.set(customer.id, customer);
      return send(res, 200, { object: 'customer', ...customer });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = field(body, 'customer');
      if (!customer || !fake.customers.has(customer)) return notFound(res);
      const id = nextId('cs');
      const trialEnd = field(body, 'subscription_data', 'trial_end');
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        url: `${fake.url}/checkout/${id}`,
        mode: field(body, 'mode') ?? 'payment',
        customer,
        client_reference_id: field(body, 'client_reference_id') ?? null,
        success_url: field(body, 'success_url') ?? '',
        cancel_url: field(body, 'cancel_url') ?? '',
        subscription: null,
        status: 'open',
        price: field(body, 'line_items', '0', 'price') ?? '',
        quantity: Number(field(body, 'line_items', '0', 'quantity') ?? 1),
        trial_end: trialEnd ? Number(trialEnd) : null,
        metadata: metadataOf((body.subscription_data as Params | undefined)?.metadata as Params),
      };
      fake.sessions.set(id, session);
      return send(res, 200, session);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = field(body, 'customer');
      if (!customer || !fake.customers.has(customer)) return notFound(res);
      const id = nextId('bps');
      const returnUrl = encodeURIComponent(field(body, 'return_url') ?? '');
      return send(res, 200, {
        id,
        object: 'billing_portal.session',
        customer,
        url: `${fake.url}/portal/${id}?return=${returnUrl}`,
      });
    }
    const subscriptionPath = path.match(/^\/v1\/subscriptions\/([\w]+)$/);
    if (subscriptionPath) {
      const subscription = fake.subscriptions.get(subscriptionPath[1]!);
      if (!subscription) return notFound(res);
      if (method === 'DELETE') subscription.status = 'canceled';
      if (method === 'POST') {
        const items = (body.items ?? {}) as Params;
        for (const item of Object.values(items)) {
          if (typeof item === 'string') continue;
          const target = subscription.items.data.find((existing) => existing.id === field(item, 'id'));
          const quantity = field(item, 'quantity');
          if (target && quantity !== undefined) target.quantity = Number(quantity);
        }
      }
      return send(res, 200, subscription);
    }
    const invoicePath = path.match(/^\/v1\/invoices\/(in_[\w]+)$/);
    if (method === 'GET' && invoicePath) {
      const invoice = fake.invoices.get(invoicePath[1]!);
      return invoice ? send(res, 200, invoice) : notFound(res);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = field(body, 'payment_intent') ?? '';
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      // Stripe answers a repeated key with the first refund, and makes no second one.
      const earlier = fake.refunds.find(
        (refund) => idempotencyKey && refund.idempotencyKey === idempotencyKey,
      );
      const refund = earlier ?? { id: nextId('re'), payment_intent: paymentIntent, idempotencyKey };
      if (!earlier) fake.refunds.push(refund);
      return send(res, 200, { object: 'refund', status: 'succeeded', ...refund });
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      const subscription = fake.subscriptions.get(field(body, 'subscription') ?? '');
      if (!subscription) return notFound(res);
      const quantity = subscription.items.data[0]?.quantity ?? 0;
      const next = subscription.trial_end ?? Math.floor(Date.now() / 1000) + 30 * 86_400;
      return send(res, 200, {
        object: 'invoice',
        customer: subscription.customer,
        amount_due: quantity * 500,
        currency: 'usd',
        next_payment_attempt: next,
        period_end: next,
      });
    }
    return notFound(res);
  }

  const server = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    readBody(req)
      .then(async (text) => {
        if (url.pathname.startsWith('/v1/')) {
          if (fake.down) {
            req.socket.destroy();
            return;
          }
          const body = parseForm(text);
          fake.requests.push({
            method: req.method ?? 'GET',
            path: url.pathname,
            body,
            idempotencyKey: req.headers['idempotency-key'] as string | undefined,
          });
          return api(req, res, url.pathname, body);
        }
        const checkout = url.pathname.match(/^\/checkout\/([\w]+)$/);
        if (checkout) {
          const session = fake.sessions.get(checkout[1]!);
          if (!session) return notFound(res);
          await fake.completeCheckout(session.id);
          res.writeHead(303, { location: session.success_url }).end();
          return;
        }
        if (url.pathname.startsWith('/portal/')) {
          res.writeHead(303, { location: url.searchParams.get('return') ?? '/' }).end();
          return;
        }
        const status = url.pathname.match(/^\/__fake\/businesses\/([\w-]+)\/status$/);
        if (status && req.method === 'POST') {
          const subscription = fake.subscriptionOf(status[1]!);
          if (!subscription) return notFound(res);
          subscription.status = (JSON.parse(text) as { status: Stripe.Subscription.Status }).status;
          return send(res, 200, { subscription });
        }
        return notFound(res);
      })
      .catch((error: unknown) => send(res, 500, { error: { message: String(error) } }));
  });
  fake.url = server.origin;
  fake.close = server.close;
  return fake;
}

/** The environment that turns billing on against a fake Stripe. */
export const fakeStripeEnv = (fake: Pick<FakeStripe, 'url'>) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake_secret_key',
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
  STRIPE_PRICE_ID: FAKE_STRIPE_PRICE_ID,
  STRIPE_API_URL: fake.url,
  STRIPE_TIMEOUT_MS: '2000',
});
