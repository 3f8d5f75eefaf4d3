/**
 * Razorpay's signatures (issue 28 items 2 and 3): Checkout signs `order_id|payment_id` with the
 * key secret, webhooks sign their raw body with the webhook secret; both HMAC-SHA256 in hex,
 * compared in constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Whether `signature` is the hex HMAC-SHA256 of `payload` with `secret`. */
export function isValidSignature(
  secret: string,
  payload: string | Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
