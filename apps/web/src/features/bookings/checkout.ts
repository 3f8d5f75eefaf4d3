/**
 * Razorpay Checkout in the browser (issue 28 item 2): loads the checkout script the server names
 * (RAZORPAY_CHECKOUT_URL: Razorpay's checkout.js, or the fake's stand-in in tests and the
 * sandbox) once, and opens it for one order with UPI shown first. The server decides the order,
 * the amount (paise) and the key id; this only shows them. Checkout keeps its dialog open after a
 * failed attempt so the renter can try again; each failure is reported through `onFailed`.
 */

import type { PaymentOrder } from "@gaadi/shared";

export type { PaymentOrder };

/** What Checkout hands back on success, to send to POST /api/payments/verify. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface CheckoutFailure {
  error?: { description?: string; reason?: string };
}

interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(event: "payment.failed", cb: (failure: CheckoutFailure) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

/** Loads the checkout script at `url` once; rejects if it cannot be loaded. */
export function loadCheckout(url: string): Promise<RazorpayConstructor> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    if (window.Razorpay) return resolve(window.Razorpay);
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error("no Razorpay in checkout"));
    script.onerror = () => reject(new Error(`checkout script failed: ${url}`));
    document.head.append(script);
  });
  promise.catch(() => loading.delete(url));
  loading.set(url, promise);
  return promise;
}

export interface OpenCheckoutOptions {
  order: PaymentOrder;
  /** 'Booking GD-7K4P2Q · Maruti Swift'. */
  description: string;
  prefill: { name?: string; email?: string };
  onPaid(success: CheckoutSuccess): void;
  /** A failed attempt; Checkout stays open for another. `reason` is Razorpay's words, if any. */
  onFailed(reason: string | undefined): void;
  /** The renter closed Checkout without paying. */
  onDismissed(): void;
}

/** Opens Checkout for `order` (UPI first); resolves once it is open, rejects if it cannot load. */
export async function openCheckout(options: OpenCheckoutOptions): Promise<void> {
  const Razorpay = await loadCheckout(options.order.checkoutUrl);
  const checkout = new Razorpay({
    key: options.order.keyId,
    amount: options.order.amount,
    currency: options.order.currency,
    order_id: options.order.orderId,
    name: "Gaadi",
    description: options.description,
    prefill: options.prefill,
    theme: { color: "#1d4ed8" },
    config: {
      display: {
        blocks: { upi: { name: "Pay by UPI", instruments: [{ method: "upi" }] } },
        sequence: ["block.upi"],
        preferences: { show_default_blocks: true },
      },
    },
    handler: (success: CheckoutSuccess) => options.onPaid(success),
    modal: { ondismiss: () => options.onDismissed(), confirm_close: true },
  });
  checkout.on("payment.failed", (failure) =>
    options.onFailed(failure.error?.description ?? failure.error?.reason),
  );
  checkout.open();
}
