/**
 * The stand-in for Razorpay's checkout.js that the fake serves at /v1/checkout.js (issue 28
 * item 8): it defines `window.Razorpay` with the parts of Checkout's API the app uses,
 * `new Razorpay(options)`, `.open()`, `.close()`, `.on('payment.failed', cb)`, and shows a small
 * dialog where a person or a browser test picks the UPI id `success@razorpay` or
 * `failure@razorpay`. The choice is POSTed to the fake (`/_fake/checkout/pay`, the key id in the
 * body); success closes the dialog and calls `options.handler({ razorpay_payment_id,
 * razorpay_order_id, razorpay_signature })` with the real signature; failure calls each
 * 'payment.failed' callback with `{ error: { code, description, source, step, reason, metadata:
 * { order_id, payment_id } } }` and leaves the dialog open to try again, as Checkout does.
 * Cancel or Escape closes it and calls `options.modal.ondismiss`.
 */

/** The script's text, posting to the fake at `baseUrl` (e.g. http://127.0.0.1:4010). */
export function checkoutScript(baseUrl: string): string {
  return `(() => {
  "use strict";
  const BASE = ${JSON.stringify(baseUrl)};
  const rupees = (paise) =>
    new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 })
      .format(paise / 100).replace(/\\.00$/, "");
  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  const BUTTON = "display:block;width:100%;margin:8px 0 0;padding:12px;border-radius:8px;" +
    "font:600 15px system-ui,sans-serif;cursor:pointer;";
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.root = null;
  }
  Razorpay.prototype.on = function (event, cb) {
    (this.listeners[event] = this.listeners[event] || []).push(cb);
    return this;
  };
  Razorpay.prototype.close = function () {
    if (!this.root) return;
    this.root.remove();
    this.root = null;
    document.removeEventListener("keydown", this.onKey, true);
    if (this.opener && this.opener.focus) this.opener.focus();
  };
  Razorpay.prototype.open = function () {
    if (this.root) return this;
    const o = this.options;
    this.opener = document.activeElement;
    if (!document.getElementById("fake-rzp-style")) {
      const style = el("style", { id: "fake-rzp-style" },
        "[data-fake-razorpay] button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}");
      document.head.append(style);
    }
    const root = el("div", { "data-fake-razorpay": "", style:
      "position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.6);display:flex;" +
      "align-items:center;justify-content:center;padding:16px;font:15px system-ui,sans-serif;" });
    const box = el("div", { role: "dialog", "aria-modal": "true", "aria-labelledby": "fake-rzp-title",
      style: "background:#fff;color:#0f172a;border-radius:12px;max-width:360px;width:100%;" +
      "padding:20px;box-shadow:0 20px 40px rgba(0,0,0,.3);" });
    box.append(
      el("p", { style: "margin:0;font-size:12px;color:#475569;letter-spacing:.04em;" }, "RAZORPAY TEST CHECKOUT (FAKE)"),
      el("h2", { id: "fake-rzp-title", style: "margin:6px 0 2px;font-size:18px;" }, o.name || "Payment"),
      el("p", { style: "margin:0;color:#475569;" }, o.description || ""),
      el("p", { "data-amount": "", style: "margin:12px 0;font-size:24px;font-weight:700;" }, rupees(Number(o.amount) || 0)),
      el("p", { style: "margin:0;color:#475569;" }, "Pay with UPI"),
    );
    const status = el("p", { role: "status", style: "min-height:1.4em;margin:8px 0 0;color:#b91c1c;" });
    const pay = (vpa) => () => this.pay(vpa, status);
    const ok = el("button", { type: "button", style: BUTTON + "background:#2563eb;color:#fff;border:0;" }, "UPI success@razorpay");
    const bad = el("button", { type: "button", style: BUTTON + "background:#fff;color:#0f172a;border:1px solid #cbd5e1;" }, "UPI failure@razorpay");
    const cancel = el("button", { type: "button", style: BUTTON + "background:none;color:#475569;border:0;" }, "Cancel");
    ok.addEventListener("click", pay("success@razorpay"));
    bad.addEventListener("click", pay("failure@razorpay"));
    cancel.addEventListener("click", () => this.dismiss());
    box.append(ok, bad, status, cancel);
    root.append(box);
    document.body.append(root);
    this.root = root;
    this.onKey = (e) => { if (e.key === "Escape") this.dismiss(); };
    document.addEventListener("keydown", this.onKey, true);
    ok.focus();
    return this;
  };
  Razorpay.prototype.dismiss = function () {
    this.close();
    const modal = this.options.modal || {};
    if (typeof modal.ondismiss === "function") modal.ondismiss();
  };
  Razorpay.prototype.pay = async function (vpa, status) {
    status.textContent = "";
    let answer;
    try {
      const response = await fetch(BASE + "/_fake/checkout/pay", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ key: this.options.key, order_id: this.options.order_id, method: "upi", vpa }),
      });
      answer = await response.json();
    } catch (err) {
      answer = { error: { code: "BAD_REQUEST_ERROR", description: "Could not reach the payment server" } };
    }
    if (answer && answer.razorpay_payment_id) {
      this.close();
      if (typeof this.options.handler === "function") this.options.handler(answer);
      return;
    }
    status.textContent = (answer && answer.error && answer.error.description) || "Payment failed";
    for (const cb of this.listeners["payment.failed"] || []) cb(answer);
  };
  window.Razorpay = Razorpay;
})();
`;
}
