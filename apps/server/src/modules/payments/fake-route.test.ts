/**
 * The fake Razorpay's Route endpoints (issue 28 items 5 and 8) driven by the official SDK
 * (razorpay-client.ts): linked account, stakeholder and 'route' product activation, the
 * reference_id/email uniqueness a retry relies on, the test status control, and transfers with
 * holds and reversals bounded by what was captured and transferred, in Razorpay's error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeRazorpay, startFakeRazorpay } from "./fake-razorpay/server.js";
import {
  createRazorpayClient,
  isRazorpayApiError,
  type RazorpayClient,
} from "./razorpay-client.js";

const KEY_ID = "rzp_test_gaadi";
const KEY_SECRET = "key_secret_for_tests";

let fake: FakeRazorpay;
let razorpay: RazorpayClient;

beforeAll(async () => {
  fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: "w" });
  razorpay = createRazorpayClient({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: "w",
    apiUrl: fake.url,
    checkoutUrl: fake.checkoutUrl,
  });
});

afterAll(async () => {
  await fake?.close();
});

async function rejection(promise: Promise<unknown>) {
  const err = await promise.then(
    () => expect.unreachable("the call was expected to fail"),
    (e: unknown) => e,
  );
  if (!isRazorpayApiError(err)) throw err;
  return err;
}

let counter = 0;
function accountBody() {
  counter += 1;
  return {
    email: `owner${counter}@example.com`,
    phone: "9876543210",
    type: "route",
    reference_id: `owner-${counter}`,
    legal_business_name: "Asha Rao",
    business_type: "individual",
    contact_name: "Asha Rao",
    profile: { category: "others", subcategory: "others" },
  };
}

/** An activated linked account: account, stakeholder, product with settlements and tnc. */
async function activatedAccount() {
  const account = await razorpay.sdk.accounts.create(accountBody());
  await razorpay.sdk.stakeholders.create(account.id, {
    name: "Asha Rao",
    email: account.email,
    phone: { primary: "9876543210" },
    kyc: { pan: "ABCPR1234K" },
  });
  const product = await razorpay.sdk.products.requestProductConfiguration(account.id, {
    product_name: "route",
    tnc_accepted: true,
  });
  await razorpay.sdk.products.edit(account.id, product.id, {
    settlements: {
      account_number: "123456789012",
      ifsc_code: "HDFC0001234",
      beneficiary_name: "Asha Rao",
    },
  });
  return account.id;
}

async function capturedPayment(amount = 500_000) {
  const order = await razorpay.sdk.orders.create({ amount, currency: "INR", receipt: "GD-RT" });
  const paid = fake.pay(order.id, { method: "upi" });
  if (!("razorpay_payment_id" in paid)) throw new Error("payment failed");
  await fake.webhooks.settled();
  return paid.razorpay_payment_id;
}

describe("Route linked accounts on the fake", () => {
  it("creates an account, a stakeholder and a product that activates once settlements and tnc are in", async () => {
    const body = accountBody();
    const account = await razorpay.sdk.accounts.create(body);
    expect(account.id).toMatch(/^acc_[A-Za-z0-9]{14}$/);
    expect(account).toMatchObject({
      type: "route",
      status: "created",
      reference_id: body.reference_id,
    });
    expect(await razorpay.sdk.accounts.fetch(account.id)).toEqual(account);

    const stakeholder = await razorpay.sdk.stakeholders.create(account.id, {
      name: "Asha Rao",
      email: body.email,
      phone: { primary: "9876543210" },
      kyc: { pan: "ABCPR1234K" },
    });
    expect(stakeholder.id).toMatch(/^sth_/);

    const product = await razorpay.sdk.products.requestProductConfiguration(account.id, {
      product_name: "route",
    });
    expect(product).toMatchObject({ product_name: "route", activation_status: "requested" });
    expect(product.requirements.length).toBe(2);
    const half = await razorpay.sdk.products.edit(account.id, product.id, { tnc_accepted: true });
    expect(half.activation_status).toBe("requested");
    const done = await razorpay.sdk.products.edit(account.id, product.id, {
      settlements: {
        account_number: "123456789012",
        ifsc_code: "HDFC0001234",
        beneficiary_name: "Asha Rao",
      },
    });
    expect(done.activation_status).toBe("activated");
    expect(done.requirements).toEqual([]);
    expect((await razorpay.sdk.accounts.fetch(account.id)).status).toBe("activated");
    expect((await razorpay.sdk.products.fetch(account.id, product.id)).activation_status).toBe(
      "activated",
    );
  });

  it("refuses a repeated reference_id or email naming the existing account, and bad input", async () => {
    const body = accountBody();
    const account = await razorpay.sdk.accounts.create(body);
    const again = await rejection(razorpay.sdk.accounts.create(body));
    expect(again.statusCode).toBe(400);
    expect(again.error.code).toBe("BAD_REQUEST_ERROR");
    expect(again.error.description).toContain(account.id);
    const sameRef = await rejection(
      razorpay.sdk.accounts.create({ ...accountBody(), reference_id: body.reference_id }),
    );
    expect(sameRef.error.description).toBe(
      `Reference id already exists for account - ${account.id}`,
    );
    const noName = await rejection(
      razorpay.sdk.accounts.create({ ...accountBody(), legal_business_name: "" }),
    );
    expect(noName.error.field).toBe("legal_business_name");
    const badIfsc = await rejection(
      razorpay.sdk.products.requestProductConfiguration(account.id, {
        product_name: "route",
        settlements: {
          account_number: "123456789",
          ifsc_code: "HDFC1234",
          beneficiary_name: "A R",
        },
      } as never),
    );
    expect(badIfsc.error.field).toBe("settlements.ifsc_code");
    expect((await rejection(razorpay.sdk.accounts.fetch("acc_nope"))).statusCode).toBe(400);
  });

  it("lets a test set needs_clarification or suspended, and asks for Basic auth on v2", async () => {
    const id = await activatedAccount();
    const response = await fetch(`${fake.url}/_fake/accounts/${id}/status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "needs_clarification" }),
    });
    expect(response.status).toBe(200);
    expect((await razorpay.sdk.accounts.fetch(id)).status).toBe("needs_clarification");
    const noAuth = await fetch(`${fake.url}/v2/accounts/${id}`);
    expect(noAuth.status).toBe(401);
  });
});

describe("Route transfers on the fake", () => {
  it("transfers a captured payment on hold, edits the hold, releases and reverses within bounds", async () => {
    const account = await activatedAccount();
    const paymentId = await capturedPayment(500_000);
    const until = Math.floor(Date.now() / 1000) + 48 * 3600;
    const created = await razorpay.sdk.payments.transfer(paymentId, {
      transfers: [
        {
          account,
          amount: 400_000,
          currency: "INR",
          on_hold: true,
          on_hold_until: until,
          notes: { booking: "GD-1" },
        },
      ],
    } as never);
    const transfer = (created as unknown as { items: { id: string }[] }).items[0];
    expect(transfer).toMatchObject({
      recipient: account,
      amount: 400_000,
      on_hold: true,
      on_hold_until: until,
    });
    const listed = await razorpay.sdk.payments.fetchTransfer(paymentId);
    expect(listed.items.map((t) => t.id)).toEqual([transfer?.id]);

    const over = await rejection(
      razorpay.sdk.payments.transfer(paymentId, {
        transfers: [{ account, amount: 100_001, currency: "INR" }],
      } as never),
    );
    expect(over.error.description).toMatch(/greater than the captured amount/);

    const id = transfer?.id ?? "";
    const released = await razorpay.sdk.transfers.edit(id, { on_hold: 0 } as never);
    expect(released).toMatchObject({ on_hold: false, on_hold_until: null });
    const reversal = await razorpay.sdk.transfers.reverse(id, { amount: 150_000 });
    expect(reversal).toMatchObject({ entity: "reversal", transfer_id: id, amount: 150_000 });
    const tooMuch = await rejection(razorpay.sdk.transfers.reverse(id, { amount: 250_001 }));
    expect(tooMuch.error.field).toBe("amount");
    expect((await razorpay.sdk.transfers.fetch(id)).amount_reversed).toBe(150_000);
  });

  it("refuses a transfer on a payment not captured, or to an account not activated", async () => {
    const account = await razorpay.sdk.accounts.create(accountBody());
    const order = await razorpay.sdk.orders.create({
      amount: 200_000,
      currency: "INR",
      receipt: "GD-X",
    });
    const paid = fake.pay(order.id, { method: "upi", capture: "manual" });
    if (!("razorpay_payment_id" in paid)) throw new Error("payment failed");
    const authorized = await rejection(
      razorpay.sdk.payments.transfer(paid.razorpay_payment_id, {
        transfers: [{ account: await activatedAccount(), amount: 100_000, currency: "INR" }],
      } as never),
    );
    expect(authorized.error.description).toMatch(/captured/);
    const captured = await capturedPayment(200_000);
    const inactive = await rejection(
      razorpay.sdk.payments.transfer(captured, {
        transfers: [{ account: account.id, amount: 100_000, currency: "INR" }],
      } as never),
    );
    expect(inactive.error.field).toBe("account");
  });
});
