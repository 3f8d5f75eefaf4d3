/**
 * The fake Razorpay's state and rules (issue 28 item 8, decision 024), in memory: orders,
 * payments and refunds in Razorpay's JSON shapes, amounts in paise (whole numbers, INR only).
 * Every refusal is a `FakeRazorpayError` carrying the HTTP status and Razorpay's error body
 * `{ error: { code: 'BAD_REQUEST_ERROR', description, field?, source, step, reason, metadata } }`.
 * Each state change hands its webhook events, in the order Razorpay sends them, to `emit`.
 *
 * Route (linked accounts, transfers, reversals) lives in ./route.ts and reads payments from here.
 */
import { createHmac, randomInt } from "node:crypto";

export type OrderStatus = "created" | "attempted" | "paid";
export type PaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";
export type RefundStatus = "pending" | "processed" | "failed";
export type Notes = Record<string, string | number>;

export interface FakeOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: "INR";
  receipt: string | null;
  offer_id: null;
  status: OrderStatus;
  attempts: number;
  notes: Notes;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: "INR";
  status: PaymentStatus;
  order_id: string;
  invoice_id: null;
  international: false;
  method: "upi" | "card";
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: "INR";
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: RefundStatus;
  speed_processed: "normal" | "instant";
  speed_requested: "normal" | "optimum";
}

export type FakeEventName =
  | "payment.authorized"
  | "payment.captured"
  | "order.paid"
  | "payment.failed"
  | "refund.processed"
  | "refund.failed";

/** One webhook event before it is wrapped and signed: its name and payload entities. */
export interface FakeEvent {
  event: FakeEventName;
  payload: Record<string, { entity: FakeOrder | FakePayment | FakeRefund }>;
}

/** Razorpay's error answer, with the status it comes with. */
export class FakeRazorpayError extends Error {
  constructor(
    readonly statusCode: number,
    description: string,
    readonly field?: string,
  ) {
    super(description);
  }

  get body() {
    return {
      error: {
        code: this.statusCode >= 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR",
        description: this.message,
        ...(this.field ? { field: this.field } : {}),
        source: "business",
        step: "payment_initiation",
        reason: "input_validation_failed",
        metadata: {},
      },
    };
  }
}

/** How a test or a person pays an order (the stand-in checkout and POST /_fake/orders/:id/pay). */
export interface PayRequest {
  method?: "upi" | "card";
  /** UPI: `success@razorpay` succeeds, `failure@razorpay` fails (Razorpay's test VPAs). */
  vpa?: string;
  /** For card, UPI without a VPA (then the matching test VPA) or another VPA: default success. */
  outcome?: "success" | "failure";
  /** auto (Razorpay's default account setting): captured at once; manual: authorized only. */
  capture?: "auto" | "manual";
}

/** Checkout's answer: on success the three fields Razorpay hands the page's `handler`. */
export type PayResult =
  | {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    }
  | {
      error: {
        code: "BAD_REQUEST_ERROR";
        description: string;
        source: string;
        step: string;
        reason: string;
        metadata: { order_id: string; payment_id: string };
      };
    };

export interface RefundRequestBody {
  amount?: unknown;
  speed?: unknown;
  receipt?: unknown;
  notes?: unknown;
}

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A Razorpay-style id: prefix, underscore, 14 letters and digits ('order_Nq1F0bVxk2m9Qa'). */
export function fakeId(prefix: string): string {
  let id = "";
  for (let i = 0; i < 14; i++) id += ID_CHARS[randomInt(ID_CHARS.length)];
  return `${prefix}_${id}`;
}

/** HMAC-SHA256 hex of `message` with `secret`: Checkout's and the webhooks' signatures. */
export function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

const now = () => Math.floor(Date.now() / 1000);
const copy = <T>(value: T): T => structuredClone(value);
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

export class FakeRazorpayStore {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  private readonly refundKeys = new Map<string, { fingerprint: string; refundId: string }>();
  /** processed (default): a refund is processed at once; pending: until `settleRefund`. */
  refundMode: "processed" | "pending" = "processed";

  constructor(
    private readonly keySecret: string,
    private readonly emit: (events: FakeEvent[]) => void,
  ) {}

  /** POST /v1/orders { amount (paise, 100+), currency 'INR', receipt (up to 40), notes }. */
  createOrder(body: Record<string, unknown>): FakeOrder {
    const amount = body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount))
      throw new FakeRazorpayError(400, "The amount must be an integer.", "amount");
    if (amount < 100)
      throw new FakeRazorpayError(400, "The amount must be atleast INR 1.00", "amount");
    const currency = body.currency ?? "INR";
    if (currency !== "INR")
      throw new FakeRazorpayError(400, "Currency is not supported", "currency");
    const receipt = body.receipt ?? null;
    if (receipt !== null && (typeof receipt !== "string" || receipt.length > 40))
      throw new FakeRazorpayError(
        400,
        "The receipt may not be greater than 40 characters.",
        "receipt",
      );
    const order: FakeOrder = {
      id: fakeId("order"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: "INR",
      receipt,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: notesOf(body.notes),
      created_at: now(),
    };
    this.orders.set(order.id, order);
    return copy(order);
  }

  order(id: string): FakeOrder {
    return copy(this.find(this.orders, id));
  }

  orderPayments(id: string): FakePayment[] {
    this.find(this.orders, id);
    return [...this.payments.values()].filter((p) => p.order_id === id).map(copy);
  }

  payment(id: string): FakePayment {
    return copy(this.find(this.payments, id));
  }

  refund(id: string): FakeRefund {
    return copy(this.find(this.refunds, id));
  }

  paymentRefunds(paymentId: string): FakeRefund[] {
    this.find(this.payments, paymentId);
    return [...this.refunds.values()].filter((r) => r.payment_id === paymentId).map(copy);
  }

  /** A customer pays `orderId` (checkout): success authorizes (and captures, auto), or fails. */
  pay(orderId: string, request: PayRequest): PayResult {
    const order = this.find(this.orders, orderId);
    if (order.status === "paid")
      throw new FakeRazorpayError(400, "Order has already been paid", "order_id");
    const method = request.method ?? "upi";
    const testVpa = request.outcome === "failure" ? "failure@razorpay" : "success@razorpay";
    const vpa = method === "upi" ? (request.vpa ?? testVpa) : null;
    const fails =
      vpa === "failure@razorpay" || (vpa !== "success@razorpay" && request.outcome === "failure");
    const payment: FakePayment = {
      id: fakeId("pay"),
      entity: "payment",
      amount: order.amount,
      currency: "INR",
      status: "created",
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: method === "card" ? fakeId("card") : null,
      bank: null,
      wallet: null,
      vpa,
      email: "renter@example.com",
      contact: "+919999999999",
      notes: {},
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: method === "upi" ? { rrn: String(randomInt(1e11, 1e12)) } : {},
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = "attempted";
    if (fails) {
      Object.assign(payment, {
        status: "failed",
        error_code: "BAD_REQUEST_ERROR",
        error_description: "Payment failed",
        error_source: "customer",
        error_step: "payment_authorization",
        error_reason: "payment_failed",
      });
      this.emit([{ event: "payment.failed", payload: { payment: { entity: copy(payment) } } }]);
      return {
        error: {
          code: "BAD_REQUEST_ERROR",
          description: "Payment failed",
          source: "customer",
          step: "payment_authorization",
          reason: "payment_failed",
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      };
    }
    payment.status = "authorized";
    const events: FakeEvent[] = [
      { event: "payment.authorized", payload: { payment: { entity: copy(payment) } } },
    ];
    if ((request.capture ?? "auto") === "auto") events.push(...this.captured(payment, order));
    this.emit(events);
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: hmacHex(this.keySecret, `${order.id}|${payment.id}`),
    };
  }

  /** POST /v1/payments/:id/capture { amount (equal to the payment's), currency? }: once. */
  capture(paymentId: string, body: Record<string, unknown>): FakePayment {
    const payment = this.find(this.payments, paymentId);
    if (payment.captured)
      throw new FakeRazorpayError(400, "This payment has already been captured");
    if (payment.status !== "authorized")
      throw new FakeRazorpayError(
        400,
        "Only payments which have been authorized and not yet captured can be captured",
      );
    if (body.amount !== payment.amount)
      throw new FakeRazorpayError(
        400,
        "Capture amount must be equal to the amount authorized",
        "amount",
      );
    if (body.currency !== undefined && body.currency !== "INR")
      throw new FakeRazorpayError(400, "Currency is not supported", "currency");
    const order = this.find(this.orders, payment.order_id);
    this.emit(this.captured(payment, order));
    return copy(payment);
  }

  /**
   * POST /v1/payments/:id/refund { amount?, speed?, receipt?, notes? } with the optional
   * `X-Refund-Idempotency` key (Razorpay: 10+ letters, digits, '-' or '_'): the same key and
   * body again answer the first refund and refund nothing more; another body is refused.
   * Never more than captured minus refunded (pending refunds count as refunded).
   */
  refundPayment(
    paymentId: string,
    body: RefundRequestBody,
    idempotencyKey: string | undefined,
  ): FakeRefund {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
      throw new FakeRazorpayError(
        400,
        "The idempotency key must be at least 10 characters long and contain only alphabets, numbers, hyphens and underscores",
      );
    const fingerprint = JSON.stringify([
      paymentId,
      body.amount ?? null,
      body.speed ?? null,
      body.receipt ?? null,
      body.notes ?? null,
    ]);
    if (idempotencyKey !== undefined) {
      const seen = this.refundKeys.get(idempotencyKey);
      if (seen && seen.fingerprint !== fingerprint)
        throw new FakeRazorpayError(
          400,
          "Different request with the same idempotency key has already been processed.",
        );
      if (seen) return this.refund(seen.refundId);
    }
    const payment = this.find(this.payments, paymentId);
    if (!payment.captured)
      throw new FakeRazorpayError(
        400,
        "The payment has not been captured yet and cannot be refunded",
      );
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) throw new FakeRazorpayError(400, "The payment has been fully refunded already");
    const amount = body.amount ?? left;
    if (typeof amount !== "number" || !Number.isInteger(amount))
      throw new FakeRazorpayError(400, "The amount must be an integer.", "amount");
    if (amount < 100)
      throw new FakeRazorpayError(400, "The amount must be atleast INR 1.00", "amount");
    if (amount > left)
      throw new FakeRazorpayError(
        400,
        "The refund amount provided is greater than amount captured",
        "amount",
      );
    const speed = body.speed ?? "normal";
    if (speed !== "normal" && speed !== "optimum")
      throw new FakeRazorpayError(400, "The selected speed is invalid.", "speed");
    if (body.receipt !== undefined && body.receipt !== null && typeof body.receipt !== "string")
      throw new FakeRazorpayError(400, "The receipt must be a string.", "receipt");
    const refund: FakeRefund = {
      id: fakeId("rfnd"),
      entity: "refund",
      amount,
      currency: "INR",
      payment_id: payment.id,
      notes: notesOf(body.notes),
      receipt: (body.receipt as string | null | undefined) ?? null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: "pending",
      speed_processed: "normal",
      speed_requested: speed,
    };
    this.refunds.set(refund.id, refund);
    if (idempotencyKey !== undefined)
      this.refundKeys.set(idempotencyKey, { fingerprint, refundId: refund.id });
    payment.amount_refunded += amount;
    this.setRefundStatus(payment);
    if (this.refundMode === "processed") this.settleRefund(refund.id, "processed");
    return copy(refund);
  }

  /** A pending refund is processed (refund.processed) or fails, giving its amount back. */
  settleRefund(refundId: string, outcome: "processed" | "failed"): FakeRefund {
    const refund = this.find(this.refunds, refundId);
    if (refund.status !== "pending")
      throw new FakeRazorpayError(400, `The refund is already ${refund.status}`);
    const payment = this.find(this.payments, refund.payment_id);
    refund.status = outcome;
    if (outcome === "processed") refund.acquirer_data.arn = String(randomInt(1e11, 1e12));
    else {
      payment.amount_refunded -= refund.amount;
      this.setRefundStatus(payment);
    }
    this.emit([
      {
        event: outcome === "processed" ? "refund.processed" : "refund.failed",
        payload: { refund: { entity: copy(refund) }, payment: { entity: copy(payment) } },
      },
    ]);
    return copy(refund);
  }

  private captured(payment: FakePayment, order: FakeOrder): FakeEvent[] {
    payment.status = "captured";
    payment.captured = true;
    payment.fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round(payment.fee * 0.18);
    order.amount_paid = order.amount;
    order.amount_due = 0;
    order.status = "paid";
    return [
      { event: "payment.captured", payload: { payment: { entity: copy(payment) } } },
      {
        event: "order.paid",
        payload: { payment: { entity: copy(payment) }, order: { entity: copy(order) } },
      },
    ];
  }

  private setRefundStatus(payment: FakePayment): void {
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? "full" : "partial";
    payment.status = full ? "refunded" : "captured";
  }

  private find<T>(map: Map<string, T>, id: string): T {
    const found = map.get(id);
    if (!found) throw new FakeRazorpayError(400, "The id provided does not exist", "id");
    return found;
  }
}

function notesOf(notes: unknown): Notes {
  if (notes === undefined || notes === null) return {};
  if (typeof notes !== "object" || Array.isArray(notes))
    throw new FakeRazorpayError(400, "The notes must be an object.", "notes");
  return { ...(notes as Notes) };
}
