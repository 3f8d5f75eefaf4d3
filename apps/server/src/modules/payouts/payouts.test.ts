/**
 * Owner payout accounts (issue 28 item 5, decision 026) against the fake Razorpay started here:
 * set-up through Route (linked account, stakeholder, product, settlements), each 400 rule, 401,
 * 403, 409 exists and offline, resuming a stopped set-up without creating anything twice, the
 * status refresh, the gate on cars, and the masking: no full PAN or account number in the
 * answers, the database or the logs.
 */
import { Writable } from "node:stream";
import { PAYOUT_MSG } from "@gaadi/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postAddCar, postEditCar } from "../../../test/cars-support.js";
import {
  buildTestApp,
  createCar,
  createTestDatabase,
  createUser,
  type TestApp,
  type TestUser,
  testConfig,
} from "../../../test/helpers.js";
import { buildApp } from "../../app.js";
import type { Database } from "../../db/client.js";
import { type FakeRazorpay, startFakeRazorpay } from "../payments/fake-razorpay/server.js";

const KEY_ID = "rzp_test_payouts";
const KEY_SECRET = "payouts_key_secret";
const PAN = "ABCPR1234K";
const ACCOUNT = "123456789012";

let fake: FakeRazorpay;
let app: FastifyInstance;
let database: Database;
let offline: TestApp;
const logLines: string[] = [];

const details = (overrides: Record<string, unknown> = {}) => ({
  legalName: "Asha Rao",
  phone: "+91 98765 43210",
  pan: PAN.toLowerCase(),
  accountNumber: ACCOUNT,
  ifsc: "hdfc0001234",
  ...overrides,
});

const post = (user: TestUser | undefined, body: unknown, target = app) =>
  target.inject({
    method: "POST",
    url: "/api/owner/payouts/account",
    headers: user?.auth ?? {},
    payload: body as object,
  });
const get = (user: TestUser | undefined, target = app) =>
  target.inject({ method: "GET", url: "/api/owner/payouts/account", headers: user?.auth ?? {} });

beforeAll(async () => {
  fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: "w" });
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: testConfig({
      logLevel: "debug",
      requestLog: true,
      payments: {
        mode: "razorpay",
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: "w",
        apiUrl: fake.url,
        checkoutUrl: fake.checkoutUrl,
      },
    }),
    database,
    logger: { level: "debug", stream: sink },
  });
  await app.ready();
  offline = await buildTestApp();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await offline?.close();
  await fake?.close();
});

let owner: TestUser;
beforeEach(async () => {
  owner = await createUser(app, { role: "owner" });
});

describe("POST /api/owner/payouts/account", () => {
  it("creates the linked account, stakeholder and route product once and answers masked", async () => {
    const before = { ...fake.route.created };
    const res = await post(owner, details());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: PAYOUT_MSG.saved,
      account: {
        legalName: "Asha Rao",
        phone: "9876543210",
        pan: "••••••234K",
        accountNumber: "•••• 9012",
        ifsc: "HDFC0001234",
        beneficiaryName: "Asha Rao",
        status: "activated",
      },
    });
    expect(fake.route.created).toEqual({
      accounts: before.accounts + 1,
      stakeholders: before.stakeholders + 1,
      products: before.products + 1,
    });
    const accountId = body.account.linkedAccountId as string;
    const linked = fake.route.account(accountId);
    expect(linked).toMatchObject({
      reference_id: owner.id,
      email: owner.email,
      business_type: "individual",
      legal_business_name: "Asha Rao",
      phone: "9876543210",
    });
    const [stakeholder] = fake.route.accountStakeholders(accountId);
    expect(stakeholder?.kyc.pan).toBe(PAN);
    const product = [...fake.route.products.values()].find((p) => p.account_id === accountId);
    expect(product?.active_configuration.settlements).toEqual({
      account_number: ACCOUNT,
      ifsc_code: "HDFC0001234",
      beneficiary_name: "Asha Rao",
    });

    const again = await post(owner, details());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYOUT_MSG.exists);
    const read = await get(owner);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ enabled: true, account: body.account });
  });

  it("keeps no full PAN or account number in the answer, the database or the logs", async () => {
    const res = await post(owner, details());
    expect(res.statusCode).toBe(200);
    const read = await get(owner);
    const rows = await app.db.execute(sql`select * from payout_accounts`);
    for (const text of [res.body, read.body, JSON.stringify(rows), logLines.join("")]) {
      expect(text).not.toContain(PAN);
      expect(text.toUpperCase()).not.toContain(PAN);
      expect(text).not.toContain(ACCOUNT);
    }
    expect(logLines.length).toBeGreaterThan(0);
  });

  it("resumes a set-up that stopped midway, creating nothing twice", async () => {
    // Razorpay refuses the settlements once (as if the call failed after the account, the
    // stakeholder and the product were made): the row keeps the ids, the retry goes on.
    const edit = fake.route.editProduct.bind(fake.route);
    let failOnce = true;
    fake.route.editProduct = (accountId, productId, body) => {
      if (failOnce) {
        failOnce = false;
        throw Object.assign(new Error("down"), { statusCode: 500 });
      }
      return edit(accountId, productId, body);
    };
    try {
      const before = { ...fake.route.created };
      const first = await post(owner, details());
      expect(first.statusCode).toBe(503);
      expect(first.json().message).toBe(PAYOUT_MSG.providerFailed);
      const pending = await get(owner);
      expect(pending.json().account).toMatchObject({ status: "pending" });
      const retry = await post(owner, details());
      expect(retry.statusCode).toBe(200);
      expect(retry.json().account.status).toBe("activated");
      expect(fake.route.created).toEqual({
        accounts: before.accounts + 1,
        stakeholders: before.stakeholders + 1,
        products: before.products + 1,
      });
    } finally {
      fake.route.editProduct = edit;
    }
  });

  it("sets up once when two requests come at once (double press, two tabs)", async () => {
    const before = { ...fake.route.created };
    const answers = await Promise.all([post(owner, details()), post(owner, details())]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect([PAYOUT_MSG.inProgress, PAYOUT_MSG.exists]).toContain(refused?.json().message);
    expect(fake.route.created).toEqual({
      accounts: before.accounts + 1,
      stakeholders: before.stakeholders + 1,
      products: before.products + 1,
    });
  });

  it("takes over the linked account Razorpay already has for this owner (a lost answer)", async () => {
    const existing = fake.route.createAccount({
      email: owner.email,
      phone: "9876543210",
      type: "route",
      reference_id: owner.id,
      legal_business_name: "Asha Rao",
      business_type: "individual",
      contact_name: "Asha Rao",
    });
    const before = { ...fake.route.created };
    const res = await post(owner, details());
    expect(res.statusCode).toBe(200);
    expect(res.json().account.linkedAccountId).toBe(existing.id);
    expect(fake.route.created.accounts).toBe(before.accounts);
  });

  it.each([
    ["a missing legal name", { legalName: undefined }, PAYOUT_MSG.legalNameRequired],
    ["an empty legal name", { legalName: "  " }, PAYOUT_MSG.legalNameRequired],
    ["a 1-character legal name", { legalName: "A" }, PAYOUT_MSG.legalNameLength],
    ["a 121-character legal name", { legalName: "A".repeat(121) }, PAYOUT_MSG.legalNameLength],
    ["a 9-digit phone", { phone: "987654321" }, PAYOUT_MSG.phoneInvalid],
    ["a phone starting with 5", { phone: "5876543210" }, PAYOUT_MSG.phoneInvalid],
    ["a phone that is a number", { phone: 9876543210 }, PAYOUT_MSG.phoneInvalid],
    ["a PAN of the wrong shape", { pan: "ABCP1234KK" }, PAYOUT_MSG.panInvalid],
    ["a company's PAN", { pan: "ABCCR1234K" }, PAYOUT_MSG.panNotIndividual],
    ["an 8-digit account", { accountNumber: "12345678" }, PAYOUT_MSG.accountNumberInvalid],
    ["a 19-digit account", { accountNumber: "1".repeat(19) }, PAYOUT_MSG.accountNumberInvalid],
    ["an account with letters", { accountNumber: "12345678A9" }, PAYOUT_MSG.accountNumberInvalid],
    ["an IFSC without the 0", { ifsc: "HDFC1001234" }, PAYOUT_MSG.ifscInvalid],
    ["a short IFSC", { ifsc: "HDFC000123" }, PAYOUT_MSG.ifscInvalid],
  ])("refuses %s with 400 and changes nothing", async (_name, change, message) => {
    const before = { ...fake.route.created };
    const res = await post(owner, details(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(fake.route.created).toEqual(before);
    expect((await get(owner)).json().account).toBeNull();
  });

  it("accepts spaced or +91 phones and lower-case PAN and IFSC", async () => {
    const res = await post(
      owner,
      details({ phone: "09876-543-210", accountNumber: "0001 2345 6789" }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ phone: "9876543210", accountNumber: "•••• 6789" });
  });

  it("answers 401 without a session and 403 for a renter", async () => {
    expect((await post(undefined, details())).statusCode).toBe(401);
    expect((await get(undefined)).statusCode).toBe(401);
    const renter = await createUser(app);
    const res = await post(renter, details());
    expect(res.statusCode).toBe(403);
    expect((await get(renter)).statusCode).toBe(403);
  });

  it("answers 409 'Online payouts are not enabled' with payments offline; GET says disabled", async () => {
    const offlineOwner = await createUser(offline.app, { role: "owner" });
    const res = await post(offlineOwner, details(), offline.app);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYOUT_MSG.offline);
    const read = await get(offlineOwner, offline.app);
    expect(read.json()).toEqual({ success: true, enabled: false, account: null });
  });
});

describe("GET /api/owner/payouts/account status refresh", () => {
  it("asks Razorpay at most once a minute", async () => {
    const res = await post(owner, details());
    const accountId = res.json().account.linkedAccountId as string;
    fake.route.setStatus(accountId, "needs_clarification");
    // Checked just now: the stored status stands.
    expect((await get(owner)).json().account.status).toBe("activated");
    await app.db.execute(
      sql`update payout_accounts set checked_at = now() - interval '61 seconds' where owner_id = ${owner.id}`,
    );
    expect((await get(owner)).json().account.status).toBe("needs_clarification");
    fake.route.setStatus(accountId, "suspended");
    expect((await get(owner)).json().account.status).toBe("needs_clarification");
  });
});

describe("the payout gate on cars (PAYMENTS=razorpay)", () => {
  it("refuses adding a car, showing a hidden one or switching on instant book without a payout account", async () => {
    const add = await postAddCar(app, owner.auth);
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe(PAYOUT_MSG.required);

    const hidden = await createCar(app, owner.id, { isAvailable: false });
    const show = await app.inject({
      method: "POST",
      url: "/api/owner/toggle-car",
      headers: owner.auth,
      payload: { carId: hidden.id, isAvaliable: true },
    });
    expect(show.statusCode).toBe(409);
    expect(show.json().message).toBe(PAYOUT_MSG.required);

    const shown = await createCar(app, owner.id);
    const hide = await app.inject({
      method: "POST",
      url: "/api/owner/toggle-car",
      headers: owner.auth,
      payload: { carId: shown.id, isAvaliable: false },
    });
    expect(hide.statusCode).toBe(200);
    const instant = await postEditCar(app, owner.auth, shown.id, { instantBook: true });
    expect(instant.statusCode).toBe(409);
    expect(instant.json().message).toBe(PAYOUT_MSG.required);
    const plainEdit = await postEditCar(app, owner.auth, shown.id, { instantBook: false });
    expect(plainEdit.statusCode).toBe(200);

    expect((await post(owner, details())).statusCode).toBe(200);
    expect((await postAddCar(app, owner.auth, { instantBook: true })).statusCode).toBe(200);
    expect((await postEditCar(app, owner.auth, shown.id, { instantBook: true })).statusCode).toBe(
      200,
    );
  });

  it("does not gate with payments offline", async () => {
    const offlineOwner = await createUser(offline.app, { role: "owner" });
    expect(
      (await postAddCar(offline.app, offlineOwner.auth, { instantBook: true })).statusCode,
    ).toBe(200);
  });
});
