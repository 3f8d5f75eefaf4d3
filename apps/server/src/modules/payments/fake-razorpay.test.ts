/**
 * The fake Razorpay (issue 28 item 8) driven by the app's own client (razorpay-client.ts, the
 * official SDK pointed at the fake): orders, paying, capture, refunds with Razorpay's
 * idempotency key, Razorpay's error shape, signatures the SDK's own checks accept, and webhooks
 * sent once, twice, late, out of order or held.
 */
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from "razorpay/dist/utils/razorpay-utils";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type CaughtWebhook,
  startWebhookCatcher,
  type WebhookCatcher,
} from "../../../test/webhook-catcher.js";
import type { RazorpayConfig } from "../../config.js";
import { type FakeRazorpay, startFakeRazorpay } from "./fake-razorpay/server.js";
import {
  createRazorpayClient,
  isRazorpayApiError,
  type RazorpayClient,
} from "./razorpay-client.js";

const KEY_ID = "rzp_test_gaadi";
const KEY_SECRET = "key_secret_for_tests";
const WEBHOOK_SECRET = "webhook_secret_for_tests";

let fake: FakeRazorpay;
let razorpay: RazorpayClient;
let catcher: WebhookCatcher;
let received: CaughtWebhook[] = [];

const configFor = (overrides: Partial<RazorpayConfig> = {}): RazorpayConfig => ({
  keyId: KEY_ID,
  keySecret: KEY_SECRET,
  webhookSecret: WEBHOOK_SECRET,
  apiUrl: fake.url,
  checkoutUrl: fake.checkoutUrl,
  ...overrides,
});

beforeAll(async () => {
  catcher = await startWebhookCatcher();
  fake = await startFakeRazorpay({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: catcher.url,
  });
  razorpay = createRazorpayClient(configFor());
});

afterAll(async () => {
  await fake?.close();
  await catcher?.close();
});

beforeEach(async () => {
  await fake.webhooks.settled();
  fake.webhooks.configure({ duplicate: false, delayMs: 0, outOfOrder: false, hold: false });
  catcher.caught.length = 0;
  received = catcher.caught;
});

/** POSTs JSON to the fake's test-only endpoints. */
async function fakePost(path: string, body: unknown) {
  const response = await fetch(`${fake.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function newOrder(amount = 250_000) {
  return razorpay.sdk.orders.create({ amount, currency: "INR", receipt: "GD-AB12CD" });
}

/** What a rejected SDK or client call rejected with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable("the call was expected to fail"),
    (err: unknown) => err,
  );
}

describe("the fake Razorpay through the official SDK", () => {
  it("creates an order, is paid through the test endpoint, captures once, refunds by the key", async () => {
    const order = await newOrder();
    expect(order).toMatchObject({
      entity: "order",
      amount: 250_000,
      amount_paid: 0,
      amount_due: 250_000,
      currency: "INR",
      receipt: "GD-AB12CD",
      status: "created",
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await razorpay.sdk.orders.fetch(order.id)).toEqual(order);

    const paid = await fakePost(`/_fake/orders/${order.id}/pay`, {
      method: "upi",
      vpa: "success@razorpay",
      capture: "manual",
    });
    expect(paid.status).toBe(200);
    const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = paid.body as Record<
      string,
      string
    >;
    expect(razorpay_order_id).toBe(order.id);
    expect(razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    // The signature is Checkout's: HMAC-SHA256 of order_id|payment_id with the key secret.
    const ids = { order_id: order.id, payment_id: razorpay_payment_id ?? "" };
    expect(validatePaymentVerification(ids, razorpay_signature ?? "", KEY_SECRET)).toBe(true);
    expect(validatePaymentVerification(ids, razorpay_signature ?? "", "another secret")).toBe(
      false,
    );

    const paymentId = razorpay_payment_id ?? "";
    expect(await razorpay.sdk.payments.fetch(paymentId)).toMatchObject({
      id: paymentId,
      entity: "payment",
      amount: 250_000,
      currency: "INR",
      status: "authorized",
      captured: false,
      order_id: order.id,
      method: "upi",
      vpa: "success@razorpay",
    });
    const payments = await razorpay.sdk.orders.fetchPayments(order.id);
    expect(payments).toMatchObject({ entity: "collection", count: 1 });
    expect(payments.items.map((p) => p.id)).toEqual([paymentId]);

    expect(await rejection(razorpay.sdk.payments.capture(paymentId, 249_900, "INR"))).toEqual({
      statusCode: 400,
      error: expect.objectContaining({
        code: "BAD_REQUEST_ERROR",
        description: "Capture amount must be equal to the amount authorized",
        field: "amount",
      }),
    });
    expect(await razorpay.sdk.payments.capture(paymentId, 250_000, "INR")).toMatchObject({
      status: "captured",
      captured: true,
    });
    expect(await razorpay.sdk.orders.fetch(order.id)).toMatchObject({
      status: "paid",
      amount_paid: 250_000,
      amount_due: 0,
    });
    expect(await rejection(razorpay.sdk.payments.capture(paymentId, 250_000, "INR"))).toEqual({
      statusCode: 400,
      error: expect.objectContaining({
        code: "BAD_REQUEST_ERROR",
        description: "This payment has already been captured",
      }),
    });

    // The same idempotency key and body twice: one refund.
    const key = "refund-GD-AB12CD-1";
    const first = await razorpay.refund(paymentId, { amount: 50_000 }, key);
    const again = await razorpay.refund(paymentId, { amount: 50_000 }, key);
    expect(first).toMatchObject({
      entity: "refund",
      amount: 50_000,
      currency: "INR",
      payment_id: paymentId,
      status: "processed",
    });
    expect(first.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(again).toEqual(first);
    expect(await razorpay.sdk.refunds.fetch(first.id)).toEqual(first);
    expect(await razorpay.sdk.payments.fetch(paymentId)).toMatchObject({
      status: "captured",
      amount_refunded: 50_000,
      refund_status: "partial",
    });
    // The same key with another body is refused, as Razorpay does.
    expect(await rejection(razorpay.refund(paymentId, { amount: 60_000 }, key))).toEqual({
      statusCode: 400,
      error: expect.objectContaining({
        code: "BAD_REQUEST_ERROR",
        description: "Different request with the same idempotency key has already been processed.",
      }),
    });

    // Never more than captured minus refunded: 2,00,000 paise are left.
    const overRefund = {
      statusCode: 400,
      error: expect.objectContaining({
        code: "BAD_REQUEST_ERROR",
        description: "The refund amount provided is greater than amount captured",
        field: "amount",
      }),
    };
    expect(
      await rejection(razorpay.refund(paymentId, { amount: 200_100 }, "refund-GD-AB12CD-2")),
    ).toEqual(overRefund);
    expect(await rejection(razorpay.sdk.payments.refund(paymentId, { amount: 250_000 }))).toEqual(
      overRefund,
    );
    const rest = await razorpay.refund(paymentId, {}, "refund-GD-AB12CD-3");
    expect(rest.amount).toBe(200_000);
    expect(await razorpay.sdk.payments.fetch(paymentId)).toMatchObject({
      status: "refunded",
      amount_refunded: 250_000,
      refund_status: "full",
    });
    expect(
      await rejection(razorpay.refund(paymentId, { amount: 100 }, "refund-GD-AB12CD-4")),
    ).toEqual({
      statusCode: 400,
      error: expect.objectContaining({
        description: "The payment has been fully refunded already",
      }),
    });
    const refunds = await razorpay.sdk.payments.fetchMultipleRefund(paymentId);
    expect(refunds.items.map((r) => r.id).sort()).toEqual([first.id, rest.id].sort());
  });

  it("refuses wrong Basic auth with 401 in Razorpay's error shape", async () => {
    const wrong = createRazorpayClient(configFor({ keySecret: "not the secret" }));
    expect(await rejection(wrong.sdk.orders.create({ amount: 10_000, currency: "INR" }))).toEqual({
      statusCode: 401,
      error: expect.objectContaining({
        code: "BAD_REQUEST_ERROR",
        description: "Authentication failed",
      }),
    });
    expect(await rejection(wrong.refund("pay_AAAAAAAAAAAAAA", {}, "refund-key-0001"))).toEqual({
      statusCode: 401,
      error: expect.objectContaining({ description: "Authentication failed" }),
    });
    expect(
      isRazorpayApiError(await rejection(wrong.sdk.payments.fetch("pay_AAAAAAAAAAAAAA"))),
    ).toBe(true);
    expect(isRazorpayApiError(new Error("network down"))).toBe(false);
    const anonymous = await fetch(`${fake.url}/v1/orders`);
    expect(anonymous.status).toBe(401);
    // The checkout script needs no key.
    const script = await fetch(fake.checkoutUrl);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(await script.text()).toContain("window.Razorpay = Razorpay");
  });

  it("takes the stand-in checkout's own call with the key id only, from any origin", async () => {
    const order = await newOrder();
    const checkoutPay = (key: string) =>
      fetch(`${fake.url}/_fake/checkout/pay`, {
        method: "POST",
        headers: { "content-type": "text/plain", origin: "http://localhost:3000" },
        body: JSON.stringify({ key, order_id: order.id, method: "upi", vpa: "success@razorpay" }),
      });
    const wrong = await checkoutPay("rzp_test_other");
    expect(wrong.status).toBe(401);
    expect((await razorpay.sdk.orders.fetch(order.id)).status).toBe("created");
    const right = await checkoutPay(KEY_ID);
    expect(right.status).toBe(200);
    expect(right.headers.get("access-control-allow-origin")).toBe("*");
    const answer = (await right.json()) as Record<string, string>;
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: answer.razorpay_payment_id ?? "" },
        answer.razorpay_signature ?? "",
        KEY_SECRET,
      ),
    ).toBe(true);
    expect((await razorpay.sdk.orders.fetch(order.id)).status).toBe("paid");
  });

  it("answers unknown ids and bad orders with 400s in Razorpay's error shape", async () => {
    expect(await rejection(razorpay.sdk.payments.fetch("pay_AAAAAAAAAAAAAA"))).toEqual({
      statusCode: 400,
      error: expect.objectContaining({
        code: "BAD_REQUEST_ERROR",
        description: "The id provided does not exist",
      }),
    });
    expect(await rejection(razorpay.sdk.orders.create({ amount: 99, currency: "INR" }))).toEqual({
      statusCode: 400,
      error: expect.objectContaining({
        description: "The amount must be atleast INR 1.00",
        field: "amount",
      }),
    });
    const order = await newOrder(10_000);
    const payment = fake.pay(order.id, { capture: "manual" });
    if (!("razorpay_payment_id" in payment)) throw new Error("expected a payment");
    // Not captured yet: nothing to refund.
    expect(
      await rejection(razorpay.refund(payment.razorpay_payment_id, {}, "refund-key-0002")),
    ).toEqual({
      statusCode: 400,
      error: expect.objectContaining({
        description: "The payment has not been captured yet and cannot be refunded",
      }),
    });
    expect(await rejection(razorpay.refund(payment.razorpay_payment_id, {}, "short"))).toEqual({
      statusCode: 400,
      error: expect.objectContaining({ code: "BAD_REQUEST_ERROR" }),
    });
  });

  it("fails a payment with failure@razorpay in Checkout's failure shape and lets the order be retried", async () => {
    const order = await newOrder();
    const failed = await fakePost(`/_fake/orders/${order.id}/pay`, {
      method: "upi",
      vpa: "failure@razorpay",
    });
    expect(failed.status).toBe(200);
    const { error } = failed.body as { error: { metadata: { payment_id: string } } };
    expect(error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      description: "Payment failed",
      reason: "payment_failed",
      metadata: { order_id: order.id },
    });
    expect(await razorpay.sdk.payments.fetch(error.metadata.payment_id)).toMatchObject({
      status: "failed",
      error_code: "BAD_REQUEST_ERROR",
    });
    expect(await razorpay.sdk.orders.fetch(order.id)).toMatchObject({
      status: "attempted",
      attempts: 1,
    });
    const retried = await fakePost(`/_fake/orders/${order.id}/pay`, { vpa: "success@razorpay" });
    expect(retried.body.razorpay_order_id).toBe(order.id);
    expect(await razorpay.sdk.orders.fetch(order.id)).toMatchObject({
      status: "paid",
      attempts: 2,
    });
    // The test endpoint's { method, outcome } without a VPA: UPI and card fail alike.
    for (const method of ["upi", "card"]) {
      const other = await newOrder();
      const answer = await fakePost(`/_fake/orders/${other.id}/pay`, {
        method,
        outcome: "failure",
      });
      const paymentId = (answer.body as { error: { metadata: { payment_id: string } } }).error
        .metadata.payment_id;
      expect(await razorpay.sdk.payments.fetch(paymentId)).toMatchObject({
        method,
        status: "failed",
        vpa: method === "upi" ? "failure@razorpay" : null,
      });
    }
    // A paid order cannot be paid again.
    const twice = await fakePost(`/_fake/orders/${order.id}/pay`, { vpa: "success@razorpay" });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({
      error: expect.objectContaining({ description: "Order has already been paid" }),
    });
  });

  it("refuses to listen anywhere but loopback", async () => {
    await expect(
      startFakeRazorpay({ keyId: KEY_ID, keySecret: "s", webhookSecret: "w", host: "0.0.0.0" }),
    ).rejects.toThrow("The fake Razorpay listens on loopback only, not on 0.0.0.0");
  });
});

describe("the fake Razorpay's webhooks", () => {
  const events = () => received.map((r) => r.event);
  const expectSigned = () => {
    for (const r of received) {
      expect(validateWebhookSignature(r.body, r.signature, WEBHOOK_SECRET)).toBe(true);
      expect(r.eventId).toMatch(/^[A-Za-z0-9]{14}$/);
      expect(JSON.parse(r.body)).toMatchObject({ entity: "event", event: r.event });
    }
  };

  it("sends each state change's events once, signed with the webhook secret", async () => {
    const order = await newOrder();
    const paid = fake.pay(order.id, { vpa: "success@razorpay" });
    if (!("razorpay_payment_id" in paid)) throw new Error("expected a payment");
    await fake.webhooks.settled();
    expect(events()).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
    expectSigned();
    expect(new Set(received.map((r) => r.eventId)).size).toBe(3);
    expect(JSON.parse(received[2]?.body ?? "{}")).toMatchObject({
      payload: {
        payment: { entity: { id: paid.razorpay_payment_id, status: "captured" } },
        order: { entity: { id: order.id, status: "paid" } },
      },
    });
    // The authorized event carries the payment as it was then.
    expect(JSON.parse(received[0]?.body ?? "{}").payload.payment.entity.status).toBe("authorized");
    // A changed byte no longer verifies.
    const body = received[0]?.body ?? "";
    expect(
      validateWebhookSignature(
        body.replace("authorized", "Authorized"),
        received[0]?.signature ?? "",
        WEBHOOK_SECRET,
      ),
    ).toBe(false);

    received.length = 0;
    const refund = await razorpay.refund(
      paid.razorpay_payment_id,
      { amount: 10_000 },
      "refund-webhook-1",
    );
    await razorpay.refund(paid.razorpay_payment_id, { amount: 10_000 }, "refund-webhook-1");
    await fake.webhooks.settled();
    expect(events()).toEqual(["refund.processed"]);
    expectSigned();
    expect(JSON.parse(received[0]?.body ?? "{}").payload.refund.entity).toMatchObject({
      id: refund.id,
      status: "processed",
    });

    received.length = 0;
    fake.pay((await newOrder()).id, { vpa: "failure@razorpay" });
    await fake.webhooks.settled();
    expect(events()).toEqual(["payment.failed"]);
    expectSigned();
  });

  it("sends each event twice when asked, with the same id and body", async () => {
    await fakePost("/_fake/webhooks", { duplicate: true });
    fake.pay((await newOrder()).id, { capture: "manual" });
    await fake.webhooks.settled();
    expect(events()).toEqual(["payment.authorized", "payment.authorized"]);
    expect(received[0]?.eventId).toBe(received[1]?.eventId);
    expect(received[0]?.body).toBe(received[1]?.body);
    expectSigned();
  });

  it("sends late, out of order, or holds events until released", async () => {
    fake.webhooks.configure({ delayMs: 200 });
    fake.pay((await newOrder()).id, {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    await fake.webhooks.settled();
    expect(events()).toEqual(["payment.authorized", "payment.captured", "order.paid"]);

    received.length = 0;
    fake.webhooks.configure({ delayMs: 0, outOfOrder: true });
    fake.pay((await newOrder()).id, {});
    await fake.webhooks.settled();
    expect(events()).toEqual(["order.paid", "payment.captured", "payment.authorized"]);

    received.length = 0;
    expect(
      (await fakePost("/_fake/webhooks", { outOfOrder: false, hold: true })).body,
    ).toMatchObject({
      hold: true,
      held: 0,
    });
    const order = await newOrder();
    const paid = fake.pay(order.id, { capture: "manual" });
    if (!("razorpay_payment_id" in paid)) throw new Error("expected a payment");
    await razorpay.sdk.payments.capture(paid.razorpay_payment_id, 250_000, "INR");
    await fake.webhooks.settled();
    expect(received).toEqual([]);
    expect(fake.webhooks.heldCount).toBe(3);
    fake.webhooks.configure({ hold: false, outOfOrder: true });
    expect((await fakePost("/_fake/webhooks/release", {})).body).toEqual({ released: 3 });
    expect(events()).toEqual(["order.paid", "payment.captured", "payment.authorized"]);
    expectSigned();
  });

  it("keeps a refund pending until settled, and a failed refund gives its amount back", async () => {
    await fakePost("/_fake/refunds/mode", { mode: "pending" });
    try {
      const paid = fake.pay((await newOrder()).id, {});
      if (!("razorpay_payment_id" in paid)) throw new Error("expected a payment");
      await fake.webhooks.settled();
      received.length = 0;
      const refund = await razorpay.refund(paid.razorpay_payment_id, {}, "refund-pending-1");
      expect(refund.status).toBe("pending");
      await fake.webhooks.settled();
      expect(received).toEqual([]);
      const settled = await fakePost(`/_fake/refunds/${refund.id}/settle`, { outcome: "failed" });
      expect(settled.body).toMatchObject({ id: refund.id, status: "failed" });
      await fake.webhooks.settled();
      expect(events()).toEqual(["refund.failed"]);
      expectSigned();
      expect(await razorpay.sdk.payments.fetch(paid.razorpay_payment_id)).toMatchObject({
        status: "captured",
        amount_refunded: 0,
        refund_status: null,
      });
    } finally {
      await fakePost("/_fake/refunds/mode", { mode: "processed" });
    }
  });
});
