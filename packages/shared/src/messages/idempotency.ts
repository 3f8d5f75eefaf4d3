/**
 * The answers of the `Idempotency-Key` header (issue 25, decision 018): a malformed key, a
 * key used before for another request, and a key whose first request is still running.
 * Server answers only; the web never shows them as its own.
 */
export const IDEMPOTENCY_MSG = {
  invalidKey:
    "Idempotency-Key must be 1 to 255 visible characters (letters, digits or symbols, no spaces)",
  keyReused:
    "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
  stillRunning:
    "A request with this Idempotency-Key is still being processed. Please try again in a moment.",
} as const;
