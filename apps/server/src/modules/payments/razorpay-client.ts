/**
 * The Razorpay API client (issue 28 item 1, decision 024): the official `razorpay` SDK, pointed
 * at RAZORPAY_API_URL (Razorpay itself, or the local fake in ./fake-razorpay for tests and the
 * sandbox), plus `refund`, the one call the SDK cannot make as the app needs it.
 *
 * The SDK (2.9.x) has no base-URL option: its constructor fixes `https://api.razorpay.com` on
 * the axios instance it keeps as `api.rq`. We set that instance's `baseURL` after construction,
 * and refuse to start if the instance is not where 2.9.x keeps it, so an SDK upgrade that moves
 * it fails loudly instead of sending a test's calls to the real API.
 *
 * The SDK forwards only `X-Razorpay-Account` and `Content-Type` headers, so it cannot send
 * `X-Refund-Idempotency` (Razorpay's refund idempotency key): `refund` calls
 * POST /v1/payments/{id}/refund with fetch, same Basic auth, same base URL, and rejects with the
 * SDK's error shape `{ statusCode, error: { code, description, ... } }`.
 *
 * Built once at start (app.razorpay) with PAYMENTS=razorpay; never with PAYMENTS offline.
 */
import Razorpay from "razorpay";
import type { INormalizeError } from "razorpay/dist/types/api";
import type { Refunds } from "razorpay/dist/types/refunds";
import type { RazorpayConfig } from "../../config.js";

export type RazorpayRefund = Refunds.RazorpayRefund;

/** A refund request (amounts in paise; omitted amount = all that is left to refund). */
export interface RefundRequest {
  amount?: number;
  speed?: "normal" | "optimum";
  receipt?: string;
  notes?: Record<string, string>;
}

export interface RazorpayClient {
  /** The official SDK, talking to `config.apiUrl`: orders, payments, refunds fetch, ... */
  sdk: Razorpay;
  /**
   * Refunds `paymentId` with Razorpay's `X-Refund-Idempotency` key (10+ letters, digits, `-`,
   * `_`): the same key and body again answer the same refund instead of refunding twice; the
   * same key with another body is refused (400). Rejects with `RazorpayApiError`'s shape.
   */
  refund(
    paymentId: string,
    request: RefundRequest,
    idempotencyKey: string,
  ): Promise<RazorpayRefund>;
}

/** What the SDK and `refund` reject with: the HTTP status and Razorpay's `error` object. */
export type RazorpayApiError = INormalizeError;

/** True for a rejection carrying Razorpay's error shape (SDK calls and `refund`). */
export function isRazorpayApiError(err: unknown): err is RazorpayApiError {
  return (
    typeof err === "object" &&
    err !== null &&
    "statusCode" in err &&
    "error" in err &&
    typeof (err as { error: unknown }).error === "object"
  );
}

/** Builds the client for `config` (PAYMENTS=razorpay). Throws if the SDK's internals moved. */
export function createRazorpayClient(config: RazorpayConfig): RazorpayClient {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const api = sdk.api as unknown as { rq?: { defaults?: { baseURL?: string } } };
  if (api.rq?.defaults?.baseURL !== "https://api.razorpay.com")
    throw new Error(
      `razorpay ${Razorpay.VERSION}: its HTTP client is not where 2.9.x keeps it, so RAZORPAY_API_URL cannot be applied (decision 024)`,
    );
  api.rq.defaults.baseURL = config.apiUrl;
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

  return {
    sdk,
    async refund(paymentId, request, idempotencyKey) {
      const response = await fetch(
        `${config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        {
          method: "POST",
          headers: {
            authorization,
            "content-type": "application/json",
            "x-refund-idempotency": idempotencyKey,
            "user-agent": `razorpay-node@${Razorpay.VERSION} (gaadi)`,
          },
          body: JSON.stringify(request),
        },
      );
      const body = (await response.json().catch(() => ({}))) as {
        error?: RazorpayApiError["error"];
      };
      if (!response.ok)
        throw {
          statusCode: response.status,
          error: body.error ?? { code: "SERVER_ERROR", description: `HTTP ${response.status}` },
        } satisfies RazorpayApiError;
      return body as RazorpayRefund;
    },
  };
}
