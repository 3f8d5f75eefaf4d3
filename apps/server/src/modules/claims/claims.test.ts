/**
 * Claims and the deposit (issue 30 items 4 and 5), payments off: the claim window (409 after),
 * only the owner (403/404), once per trip (409; two at once give one row), 400 per rule, 401;
 * accept, dispute, silence-accept and the window-end release by the job runner with a test clock;
 * the operator's decision (403, 409, its one audit row); photos to the parties and operators only.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import { buildTestApp, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import { auditCount, createOperator } from "../../../test/operator-support.js";
import {
  bookings,
  claims,
  depositSettlements,
  handoverPhotos,
  handovers,
  notifications,
} from "../../db/schema.js";
import { createPrivateFiles } from "../../lib/storage/private-files.js";
import { windowEnded } from "./repository.js";
import { claimsJob } from "./service.js";

const HOUR = 3_600_000;
let clock = new Date("2027-03-10T06:00:00Z");
let t: TestApp;
let setup: Awaited<ReturnType<typeof ownerCarRenter>>;
let stranger: TestUser;
let operator: TestUser;
let offset = 0;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  setup = await ownerCarRenter(t.app);
  stranger = await createUser(t.app);
  operator = await createOperator(t.app);
});
afterAll(() => t.close());

/** A trip of the setup car with a ₹5,000 deposit, returned at `returnedAt` (default: the clock). */
async function returnedTrip(returnedAt = clock, tripCharges?: number) {
  offset += 2;
  const b = await seedBooking(t.app, {
    car: { ...setup.car, securityDeposit: 5_000 },
    renterId: setup.renter.id,
    from: day(-40 + offset),
    to: day(-40 + offset),
    status: "completed",
  });
  await t.app.db.update(bookings).set({ completedAt: returnedAt }).where(eq(bookings.id, b.id));
  if (tripCharges !== undefined) {
    for (const kind of ["check_in", "check_out"] as const)
      await t.app.db.insert(handovers).values({
        bookingId: b.id,
        kind,
        odometerKm: kind === "check_in" ? 1000 : 1500,
        fuelUnit: "eighths",
        fuelLevel: 8,
        recordedBy: setup.owner.id,
        ...(kind === "check_out"
          ? {
              extraKm: 25,
              extraKmCharge: tripCharges,
              fuelShort: 0,
              fuelShortCharge: 0,
              tripCharges,
            }
          : {}),
      });
  }
  return b;
}

const api = (method: "GET" | "POST", url: string, user: TestUser | null, payload?: object) =>
  callApi(t.app, method, url, user, payload);
const claim = (id: string, user: TestUser | null = setup.owner, body: object = OK_CLAIM) =>
  api("POST", `/bookings/${id}/claim`, user, body);
const answer = (id: string, body: object, user: TestUser | null = setup.renter) =>
  api("POST", `/bookings/${id}/claim/answer`, user, body);
const OK_CLAIM = { description: "Scratch on the rear bumper", amount: 800 };
const runJob = () => claimsJob(60_000).run(t.app.db, {}, clock);
const settlementOf = async (id: string) =>
  (await t.app.db.select().from(depositSettlements).where(eq(depositSettlements.bookingId, id)))[0];
const typesOf = async (userId: string) =>
  (await t.app.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (n) => n.type,
  );

async function uploadPhoto(bookingId: string, user: TestUser | null) {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: "#c00" },
  })
    .png()
    .toBuffer();
  const boundary = "----claimtest";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/claim/photos`,
    headers: {
      ...(user ? user.auth : {}),
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe("making a claim", () => {
  it("the owner claims inside the window; the renter is told", async () => {
    const b = await returnedTrip(new Date(clock.getTime() - 47 * HOUR));
    const res = await claim(b.id);
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, claim: { amount: 800, status: "open" } },
    });
    expect(res.body.claim.respondBy).toBe(new Date(clock.getTime() + 48 * HOUR).toISOString());
    expect(await typesOf(setup.renter.id)).toContain("claim_made");
    const view = await api("GET", `/bookings/${b.id}/claim`, setup.renter);
    expect(view.body).toMatchObject({
      canClaim: false,
      claim: { description: OK_CLAIM.description },
      deposit: { state: "held", deposit: 5_000, heldUntil: null },
    });
  });

  it("409 after the 48 hours, 409 before the return", async () => {
    const late = await returnedTrip(new Date(clock.getTime() - 48 * HOUR));
    expect(await claim(late.id)).toMatchObject({ status: 409 });
    offset += 2;
    const pending = await seedBooking(t.app, {
      car: setup.car,
      renterId: setup.renter.id,
      from: day(-40 + offset),
      to: day(-40 + offset),
      status: "pending",
    });
    expect(await claim(pending.id)).toMatchObject({ status: 409 });
  });

  it("403 the renter, 404 a stranger or an unknown id, 401 a visitor", async () => {
    const b = await returnedTrip();
    expect(await claim(b.id, setup.renter)).toMatchObject({ status: 403 });
    expect(await claim(b.id, stranger)).toMatchObject({ status: 404 });
    expect(await claim("not-a-uuid")).toMatchObject({ status: 404 });
    expect(await claim(b.id, null)).toMatchObject({ status: 401 });
  });

  it.each([
    [{ amount: 800 }, "Describe what the claim is for"],
    [{ description: " ", amount: 800 }, "Describe what the claim is for"],
    [{ description: "x".repeat(1001), amount: 800 }, "at most 1000 characters"],
    [{ description: "Dent", amount: 0 }, "between ₹1 and"],
    [{ description: "Dent", amount: 500_001 }, "between ₹1 and"],
    [{ description: "Dent", amount: 10.5 }, "whole number"],
    [{ description: "Dent" }, "Enter the amount"],
  ])("400 for %j", async (body, message) => {
    const b = await returnedTrip();
    const res = await claim(b.id, setup.owner, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("only once per trip: 409 a second claim, and two at once make one row", async () => {
    const b = await returnedTrip();
    const [x, y] = await Promise.all([claim(b.id), claim(b.id)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect(await claim(b.id)).toMatchObject({ status: 409 });
    expect(await t.app.db.select().from(claims).where(eq(claims.bookingId, b.id))).toHaveLength(1);
  });
});

describe("photos", () => {
  it("stored as WebP, read by the two parties and operators only, private", async () => {
    const b = await returnedTrip();
    await claim(b.id);
    const up = await uploadPhoto(b.id, setup.owner);
    expect(up.status).toBe(200);
    const url = up.body.claim.photos[0].url as string;
    for (const viewer of [setup.owner, setup.renter, operator]) {
      const res = await t.app.inject({ method: "GET", url, headers: viewer.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
    expect((await t.app.inject({ method: "GET", url, headers: stranger.auth })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect(await uploadPhoto(b.id, stranger)).toMatchObject({ status: 404 });
    expect(await uploadPhoto(b.id, null)).toMatchObject({ status: 401 });
    expect(await uploadPhoto(b.id, setup.renter)).toMatchObject({ status: 200 });
  });
});

describe("reading a trip's claim", () => {
  it("the two parties read it; 404 a stranger or unknown id; 401 a visitor", async () => {
    const b = await returnedTrip();
    const owner = await api("GET", `/bookings/${b.id}/claim`, setup.owner);
    expect(owner.body).toMatchObject({
      claim: null,
      canClaim: true,
      deposit: { state: "held", deposit: 5_000 },
    });
    expect(owner.body.claimUntil).toBe(new Date(clock.getTime() + 48 * HOUR).toISOString());
    expect((await api("GET", `/bookings/${b.id}/claim`, setup.renter)).body.canClaim).toBe(false);
    expect(await api("GET", `/bookings/${b.id}/claim`, stranger)).toMatchObject({ status: 404 });
    expect(await api("GET", "/bookings/nope/claim", setup.owner)).toMatchObject({ status: 404 });
    expect(await api("GET", `/bookings/${b.id}/claim`, null)).toMatchObject({ status: 401 });
  });
});

describe("photo refusals", () => {
  it("400 no photo or not an image, 404 no claim yet, 409 once the owner's claim is answered", async () => {
    const b = await returnedTrip();
    expect(await uploadPhoto(b.id, setup.owner)).toMatchObject({ status: 404 });
    await claim(b.id);
    const empty = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${b.id}/claim/photos`,
      headers: { ...setup.owner.auth, "content-type": "multipart/form-data; boundary=x" },
      payload: "--x--\r\n",
    });
    expect(empty.statusCode).toBe(400);
    await answer(b.id, { answer: "dispute", note: "No" });
    expect(await uploadPhoto(b.id, setup.owner)).toMatchObject({ status: 409 });
    expect(await uploadPhoto(b.id, setup.renter)).toMatchObject({ status: 200 });
  });

  it("handover photos: operators only", async () => {
    const b = await returnedTrip(clock, 0);
    const [h] = await t.app.db.select().from(handovers).where(eq(handovers.bookingId, b.id));
    const file = `handovers/${randomUUID()}.webp`;
    await createPrivateFiles(t.app.config.privateUploadsDir).put(file, Buffer.from("webp"));
    const [p] = await t.app.db
      .insert(handoverPhotos)
      .values({ handoverId: h!.id, bookingId: b.id, side: "front", addedBy: "owner", file })
      .returning();
    const url = `/api/operator/handover-photos/${p!.id}`;
    expect((await t.app.inject({ method: "GET", url, headers: operator.auth })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: "GET", url, headers: setup.owner.auth })).statusCode).toBe(
      403,
    );
  });
});

describe("answering", () => {
  it("the renter accepts: the deposit is settled at once, less the charges and the claim", async () => {
    const b = await returnedTrip(clock, 300);
    await claim(b.id);
    expect(await answer(b.id, { answer: "accept" }, setup.owner)).toMatchObject({ status: 403 });
    expect(await answer(b.id, { answer: "maybe" })).toMatchObject({ status: 400 });
    expect(await answer(b.id, { answer: "accept" })).toMatchObject({
      status: 200,
      body: { claim: { status: "accepted", acceptedBySilence: false } },
    });
    expect(await answer(b.id, { answer: "accept" })).toMatchObject({ status: 409 });
    expect(await settlementOf(b.id)).toMatchObject({
      deposit: 5_000,
      tripCharges: 300,
      claimAmount: 800,
      kept: 1_100,
      returned: 3_900,
      owed: 0,
    });
    expect(await typesOf(setup.owner.id)).toContain("claim_answered");
    expect(await typesOf(setup.renter.id)).toContain("deposit_released");
    const view = await api("GET", `/bookings/${b.id}/claim`, setup.owner);
    expect(view.body.deposit).toMatchObject({ state: "released", returned: 3_900, kept: 1_100 });
  });

  it("a dispute needs a note; a disputed claim waits for the operator", async () => {
    const b = await returnedTrip();
    await claim(b.id);
    expect(await answer(b.id, { answer: "dispute", note: "" })).toMatchObject({ status: 400 });
    expect(await answer(b.id, { answer: "dispute", note: "It was there at pickup" })).toMatchObject(
      {
        status: 200,
        body: { claim: { status: "disputed", renterNote: "It was there at pickup" } },
      },
    );
    expect(await settlementOf(b.id)).toBeUndefined();
  });

  it("silence accepts at respond_by (the job runner, a test clock)", async () => {
    const b = await returnedTrip();
    await claim(b.id);
    const saved = clock;
    clock = new Date(saved.getTime() + 48 * HOUR - 1);
    await runJob();
    expect(
      (await t.app.db.select().from(claims).where(eq(claims.bookingId, b.id)))[0]!.status,
    ).toBe("open");
    clock = new Date(saved.getTime() + 48 * HOUR);
    expect(await answer(b.id, { answer: "dispute", note: "Too late" })).toMatchObject({
      status: 409,
    });
    await runJob();
    const [row] = await t.app.db.select().from(claims).where(eq(claims.bookingId, b.id));
    expect(row).toMatchObject({ status: "accepted", acceptedBySilence: true });
    expect(await settlementOf(b.id)).toMatchObject({ kept: 800, returned: 4_200 });
    clock = saved;
  });
});

describe("the deposit at the window's end", () => {
  it("no claim: all back, less the trip charges, by the job runner at 48 hours", async () => {
    const b = await returnedTrip(new Date(clock.getTime() - 48 * HOUR + 1));
    await runJob();
    expect(await settlementOf(b.id)).toBeUndefined();
    const c = await returnedTrip(new Date(clock.getTime() - 48 * HOUR), 700);
    const plain = await returnedTrip(new Date(clock.getTime() - 49 * HOUR));
    expect(await t.app.jobRunner.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await settlementOf(c.id)).toMatchObject({ kept: 700, returned: 4_300, owed: 0 });
    expect(await settlementOf(plain.id)).toMatchObject({ kept: 0, returned: 5_000 });
    expect(await claim(plain.id)).toMatchObject({ status: 409 });
    const view = await api("GET", `/bookings/${plain.id}/claim`, setup.renter);
    expect(view.body.deposit).toMatchObject({ state: "released", returned: 5_000 });
  });

  it("a settlement marks its booking (the trigger), so the sweep reads only the trips waiting", async () => {
    const b = await returnedTrip(new Date(clock.getTime() - 50 * HOUR), 200);
    const accepted = await returnedTrip(clock, 100);
    await claim(accepted.id);
    await answer(accepted.id, { answer: "accept" });
    await runJob();
    for (const id of [b.id, accepted.id]) {
      const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row!.depositSettledAt).toEqual((await settlementOf(id))!.settledAt);
    }
    const waiting = await t.app.db.transaction((tx) =>
      windowEnded(tx, new Date(clock.getTime() - 48 * HOUR), 1_000),
    );
    expect(waiting.map((w) => w.id)).not.toContain(b.id);
    // A second sweep settles nothing again: one row per trip, the first one's.
    const first = await settlementOf(b.id);
    await runJob();
    expect(await settlementOf(b.id)).toEqual(first);
  });
});

describe("the operator's decision", () => {
  async function disputed(amount = 6_000) {
    const b = await returnedTrip(clock, 500);
    await claim(b.id, setup.owner, { description: "Broken mirror", amount });
    await answer(b.id, { answer: "dispute", note: "Not me" });
    const [row] = await t.app.db.select().from(claims).where(eq(claims.bookingId, b.id));
    return { b, id: row!.id };
  }
  const decide = (id: string, body: object, user: TestUser | null = operator) =>
    api("POST", `/operator/claims/${id}/decide`, user, body);

  it("queue oldest first; detail; decide with one audit row; the rest is owed", async () => {
    const { b, id } = await disputed();
    const queue = await api("GET", "/operator/claims", operator);
    expect(queue.body.claims.map((c: { id: string }) => c.id)).toContain(id);
    const detail = await api("GET", `/operator/claims/${id}`, operator);
    expect(detail.body).toMatchObject({
      claim: { amount: 6_000, renterNote: "Not me" },
      deposit: 5_000,
      handovers: [{ kind: "check_in" }, { kind: "check_out", tripCharges: 500 }],
    });
    const before = await auditCount(t.app);
    expect(await decide(id, { amount: 6_001, reason: "Too much" })).toMatchObject({ status: 400 });
    expect(await decide(id, { amount: 5_000 })).toMatchObject({ status: 400 });
    expect(await decide(id, { amount: 5_000, reason: "Mirror quote seen" })).toMatchObject({
      status: 200,
    });
    expect(await auditCount(t.app)).toBe(before + 1);
    expect(await settlementOf(b.id)).toMatchObject({ kept: 5_000, returned: 0, owed: 500 });
    expect(await typesOf(setup.owner.id)).toContain("claim_decided");
    expect(await decide(id, { amount: 1, reason: "Again" })).toMatchObject({ status: 409 });
  });

  it("403 for non-operators, 401 visitors, 404 unknown, 409 a claim not disputed", async () => {
    const { id } = await disputed();
    expect(await decide(id, { amount: 1, reason: "x" }, setup.owner)).toMatchObject({
      status: 403,
    });
    expect(await api("GET", "/operator/claims", setup.renter)).toMatchObject({ status: 403 });
    expect(await decide(id, { amount: 1, reason: "x" }, null)).toMatchObject({ status: 401 });
    expect(await decide("nope", { amount: 1, reason: "x" })).toMatchObject({ status: 404 });
    const open = await returnedTrip();
    const made = await claim(open.id);
    expect(await decide(made.body.claim.id, { amount: 1, reason: "x" })).toMatchObject({
      status: 409,
    });
  });
});
