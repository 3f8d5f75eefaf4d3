/**
 * A fake Razorpay for tests and for trying payments without an account (issue 28 item 8,
 * decision 024): a Fastify server on loopback only (127.0.0.1, port 0 = any free one) with the
 * state of ./store.ts in memory, speaking the part of Razorpay's API the app calls, with Basic
 * auth by key id and secret (else 401 in Razorpay's error shape):
 *
 * - POST /v1/orders, GET /v1/orders/:id, GET /v1/orders/:id/payments
 * - GET /v1/payments/:id, POST /v1/payments/:id/capture, POST /v1/payments/:id/refund
 *   (`X-Refund-Idempotency`), GET /v1/payments/:id/refunds, GET /v1/payments/:id/refunds/:rid
 * - GET /v1/refunds/:id
 * - GET /v1/checkout.js: the stand-in Checkout (./checkout-script.ts), no auth
 * - Route (./route.ts): POST /v2/accounts, GET|PATCH /v2/accounts/:id,
 *   GET|POST /v2/accounts/:id/stakeholders, POST /v2/accounts/:id/products,
 *   GET|PATCH /v2/accounts/:id/products/:pid; POST|GET /v1/payments/:id/transfers,
 *   GET|PATCH /v1/transfers/:id, POST /v1/transfers/:id/reversals
 *
 * and, for tests and people (no auth; not Razorpay's):
 *
 * - POST /_fake/orders/:id/pay { method: 'upi'|'card', vpa?, outcome?: 'success'|'failure',
 *   capture?: 'auto'|'manual' }: pays as Checkout would; answers Checkout's success fields
 *   (signed with the key secret) or its failure `{ error }`, 200 either way
 * - POST /_fake/checkout/pay: the stand-in Checkout's own call (key id in the body, CORS open)
 * - GET|POST /_fake/webhooks { url?, duplicate?, delayMs?, outOfOrder?, hold? }: the webhook
 *   controls (./webhooks.ts); POST /_fake/webhooks/release sends held events
 * - POST /_fake/refunds/mode { mode: 'processed'|'pending' }; POST /_fake/refunds/:id/settle
 *   { outcome: 'processed'|'failed' } processes or fails a pending refund
 * - POST /_fake/accounts/:id/status { status: 'requested'|'needs_clarification'|'under_review'|
 *   'activated'|'suspended' } sets a linked account's Route product status
 */
import Fastify, { type FastifyInstance } from "fastify";
import { checkoutScript } from "./checkout-script.js";
import { type ActivationStatus, FakeRoute } from "./route.js";
import { FakeRazorpayError, FakeRazorpayStore, type PayRequest, type PayResult } from "./store.js";
import { type WebhookControls, WebhookSender } from "./webhooks.js";

export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhook events go (the app's POST /api/payments/webhook); changeable later. */
  webhookUrl?: string;
  /** A loopback address: 127.0.0.1 (default), ::1 or localhost. */
  host?: string;
  /** 0 (default): any free port. */
  port?: number;
}

export interface FakeRazorpay {
  /** The base URL to give as RAZORPAY_API_URL, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The stand-in checkout script's URL, for RAZORPAY_CHECKOUT_URL. */
  checkoutUrl: string;
  store: FakeRazorpayStore;
  /** Route: linked accounts, stakeholders, products, transfers and reversals. */
  route: FakeRoute;
  webhooks: WebhookSender;
  /** Pays an order as Checkout would (the same as POST /_fake/orders/:id/pay). */
  pay(orderId: string, request?: PayRequest): PayResult;
  close(): Promise<void>;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);

/** Starts the fake and resolves once it listens. Refuses a host that is not loopback. */
export async function startFakeRazorpay(options: FakeRazorpayOptions): Promise<FakeRazorpay> {
  const host = options.host ?? "127.0.0.1";
  if (!LOOPBACK.has(host))
    throw new Error(`The fake Razorpay listens on loopback only, not on ${host}`);
  const webhooks = new WebhookSender(options.webhookSecret, options.webhookUrl);
  const store = new FakeRazorpayStore(options.keySecret, (events) => webhooks.emit(events));
  const route = new FakeRoute(store);
  const app = Fastify({ logger: false });
  let baseUrl = "";
  routes(app, options, store, webhooks, () => baseUrl);
  routeRoutes(app, route);
  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("The fake Razorpay has no port");
  baseUrl = `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
  return {
    url: baseUrl,
    checkoutUrl: `${baseUrl}/v1/checkout.js`,
    store,
    route,
    webhooks,
    pay: (orderId, request = {}) => store.pay(orderId, request),
    close: async () => {
      await webhooks.settled();
      await app.close();
    },
  };
}

type Body = Record<string, unknown>;
type IdParams = { id: string };

function routes(
  app: FastifyInstance,
  options: FakeRazorpayOptions,
  store: FakeRazorpayStore,
  webhooks: WebhookSender,
  baseUrl: () => string,
): void {
  const expected = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  app.addHook("onRequest", async (request) => {
    const api = request.url.startsWith("/v1/") || request.url.startsWith("/v2/");
    if (!api || request.url.startsWith("/v1/checkout.js")) return;
    if (request.headers.authorization !== expected)
      throw new FakeRazorpayError(401, "Authentication failed");
  });
  app.setErrorHandler((err, _request, reply) => {
    if (err instanceof FakeRazorpayError) return reply.code(err.statusCode).send(err.body);
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    const message = err instanceof Error ? err.message : String(err);
    return reply
      .code(status)
      .send(new FakeRazorpayError(status, status >= 500 ? "The server failed" : message).body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(404)
      .send(new FakeRazorpayError(404, "The requested URL was not found on the server.").body),
  );

  const collection = <T>(items: T[]) => ({ entity: "collection", count: items.length, items });

  app.post<{ Body: Body }>("/v1/orders", async (req) => store.createOrder(req.body ?? {}));
  app.get<{ Params: IdParams }>("/v1/orders/:id", async (req) => store.order(req.params.id));
  app.get<{ Params: IdParams }>("/v1/orders/:id/payments", async (req) =>
    collection(store.orderPayments(req.params.id)),
  );
  app.get<{ Params: IdParams }>("/v1/payments/:id", async (req) => store.payment(req.params.id));
  app.post<{ Params: IdParams; Body: Body }>("/v1/payments/:id/capture", async (req) =>
    store.capture(req.params.id, req.body ?? {}),
  );
  app.post<{ Params: IdParams; Body: Body }>("/v1/payments/:id/refund", async (req) => {
    const key = req.headers["x-refund-idempotency"];
    return store.refundPayment(req.params.id, req.body ?? {}, Array.isArray(key) ? key[0] : key);
  });
  app.get<{ Params: IdParams }>("/v1/payments/:id/refunds", async (req) =>
    collection(store.paymentRefunds(req.params.id)),
  );
  app.get<{ Params: { id: string; refundId: string } }>(
    "/v1/payments/:id/refunds/:refundId",
    async (req) => {
      const refund = store.refund(req.params.refundId);
      if (refund.payment_id !== req.params.id)
        throw new FakeRazorpayError(400, "The id provided does not exist", "id");
      return refund;
    },
  );
  app.get<{ Params: IdParams }>("/v1/refunds/:id", async (req) => store.refund(req.params.id));
  app.get("/v1/checkout.js", async (_req, reply) =>
    reply
      .type("application/javascript; charset=utf-8")
      .header("cache-control", "no-store")
      .send(checkoutScript(baseUrl())),
  );

  app.post<{ Params: IdParams; Body: Body }>("/_fake/orders/:id/pay", async (req) =>
    store.pay(req.params.id, payRequest(req.body ?? {})),
  );
  app.post<{ Body: Body | string }>("/_fake/checkout/pay", async (req, reply) => {
    reply.header("access-control-allow-origin", "*");
    const body = typeof req.body === "string" ? parsed(req.body) : (req.body ?? {});
    if (body.key !== options.keyId) throw new FakeRazorpayError(401, "Authentication failed");
    return store.pay(String(body.order_id ?? ""), payRequest(body));
  });
  app.get("/_fake/webhooks", async () => ({ ...webhooks.controls, held: webhooks.heldCount }));
  app.post<{ Body: Body }>("/_fake/webhooks", async (req) => {
    const body = req.body ?? {};
    const changes: Partial<WebhookControls> = {};
    if (typeof body.url === "string" || body.url === null) changes.url = body.url ?? undefined;
    for (const flag of ["duplicate", "outOfOrder", "hold"] as const)
      if (typeof body[flag] === "boolean") changes[flag] = body[flag];
    if (typeof body.delayMs === "number" && body.delayMs >= 0) changes.delayMs = body.delayMs;
    return { ...webhooks.configure(changes), held: webhooks.heldCount };
  });
  app.post("/_fake/webhooks/release", async () => ({ released: await webhooks.release() }));
  app.post<{ Body: Body }>("/_fake/refunds/mode", async (req) => {
    const mode = req.body?.mode;
    if (mode !== "processed" && mode !== "pending")
      throw new FakeRazorpayError(400, "mode must be processed or pending", "mode");
    store.refundMode = mode;
    return { mode };
  });
  app.post<{ Params: IdParams; Body: Body }>("/_fake/refunds/:id/settle", async (req) => {
    const outcome = req.body?.outcome;
    if (outcome !== "processed" && outcome !== "failed")
      throw new FakeRazorpayError(400, "outcome must be processed or failed", "outcome");
    return store.settleRefund(req.params.id, outcome);
  });
}

const ACTIVATION = ["requested", "needs_clarification", "under_review", "activated", "suspended"];

/** Route's endpoints (./route.ts) and its test control. */
function routeRoutes(app: FastifyInstance, route: FakeRoute): void {
  type AccountParams = { id: string };
  type ProductParams = { id: string; productId: string };
  const collection = <T>(items: T[]) => ({ entity: "collection", count: items.length, items });
  app.post<{ Body: Body }>("/v2/accounts", async (req) => route.createAccount(req.body ?? {}));
  app.get<{ Params: AccountParams }>("/v2/accounts/:id", async (req) =>
    route.account(req.params.id),
  );
  app.patch<{ Params: AccountParams; Body: Body }>("/v2/accounts/:id", async (req) =>
    route.editAccount(req.params.id, req.body ?? {}),
  );
  app.post<{ Params: AccountParams; Body: Body }>("/v2/accounts/:id/stakeholders", async (req) =>
    route.createStakeholder(req.params.id, req.body ?? {}),
  );
  app.get<{ Params: AccountParams }>("/v2/accounts/:id/stakeholders", async (req) =>
    collection(route.accountStakeholders(req.params.id)),
  );
  app.post<{ Params: AccountParams; Body: Body }>("/v2/accounts/:id/products", async (req) =>
    route.requestProduct(req.params.id, req.body ?? {}),
  );
  app.get<{ Params: ProductParams }>("/v2/accounts/:id/products/:productId", async (req) =>
    route.product(req.params.id, req.params.productId),
  );
  app.patch<{ Params: ProductParams; Body: Body }>(
    "/v2/accounts/:id/products/:productId",
    async (req) => route.editProduct(req.params.id, req.params.productId, req.body ?? {}),
  );
  app.post<{ Params: AccountParams; Body: Body }>("/v1/payments/:id/transfers", async (req) =>
    collection(route.createTransfers(req.params.id, req.body ?? {})),
  );
  app.get<{ Params: AccountParams }>("/v1/payments/:id/transfers", async (req) =>
    collection(route.paymentTransfers(req.params.id)),
  );
  app.get<{ Params: AccountParams }>("/v1/transfers/:id", async (req) =>
    route.transfer(req.params.id),
  );
  app.patch<{ Params: AccountParams; Body: Body }>("/v1/transfers/:id", async (req) =>
    route.editTransfer(req.params.id, req.body ?? {}),
  );
  app.post<{ Params: AccountParams; Body: Body }>("/v1/transfers/:id/reversals", async (req) =>
    route.reverse(req.params.id, req.body ?? {}),
  );
  app.post<{ Params: AccountParams; Body: Body }>("/_fake/accounts/:id/status", async (req) => {
    const status = req.body?.status;
    if (typeof status !== "string" || !ACTIVATION.includes(status))
      throw new FakeRazorpayError(400, `status must be one of ${ACTIVATION.join(", ")}`, "status");
    return route.setStatus(req.params.id, status as ActivationStatus);
  });
}

function payRequest(body: Body): PayRequest {
  const pick = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
    allowed.includes(value as T) ? (value as T) : undefined;
  return {
    method: pick(body.method, ["upi", "card"]),
    vpa: typeof body.vpa === "string" ? body.vpa : undefined,
    outcome: pick(body.outcome, ["success", "failure"]),
    capture: pick(body.capture, ["auto", "manual"]),
  };
}

function parsed(text: string): Body {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Body) : {};
  } catch {
    throw new FakeRazorpayError(400, "The request body is not JSON");
  }
}
