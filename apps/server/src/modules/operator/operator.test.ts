/**
 * /api/operator/* (issue 29 items 1, 4, 5): every endpoint refused to a visitor (401), a renter
 * and an owner (403) and answered to an operator; licence review (queue order, photo served to
 * operators only, approve, reject with a reason, 409 twice); suspension in one transaction
 * (sessions end, sign-in refused, cars leave the public listing, pending requests declined and
 * refunded, reinstated cars come back); hiding a listing (the owner cannot show it, reads the
 * reason); a booking's history; the audit log (exactly one row per action, newest first,
 * paged, append-only).
 */
import { randomUUID } from "node:crypto";
import { ACCOUNT_MSG, OPERATOR_MSG } from "@gaadi/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, day, seedBooking } from "../../../test/bookings-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  settle,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.js";
import { outbox } from "../../../test/mail-support.js";
import {
  auditCount,
  createOperator,
  insertLicence,
  LICENCE_PHOTO,
} from "../../../test/operator-support.js";
import {
  bookings,
  cars,
  drivingLicences,
  notifications,
  operatorActions,
  users,
} from "../../db/schema.js";

let t: TestApp;
let operator: TestUser;
let renter: TestUser;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await createOperator(t.app);
  renter = await createUser(t.app, { name: "Renter Rani" });
  owner = await createUser(t.app, { role: "owner", name: "Owner Om" });
});
afterAll(() => t.close());

const api = (method: "GET" | "POST", url: string, user: TestUser | null, payload?: object) =>
  callApi(t.app, method, `/operator${url}`, user, payload);

const noticesOf = (userId: string, type: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`${notifications.type} = ${type}`));

const publicIds = async () =>
  (
    (await t.app.inject({ method: "GET", url: "/api/user/cars" })).json().cars as { _id: string }[]
  ).map((c) => c._id);

/** Each endpoint, and what an operator's successful call needs prepared. */
const ENDPOINTS: {
  name: string;
  method: "GET" | "POST";
  url: () => Promise<string> | string;
  payload?: object;
}[] = [
  { name: "licence queue", method: "GET", url: () => "/licences" },
  {
    name: "licence photo",
    method: "GET",
    url: async () =>
      `/licences/${(await insertLicence(t.app, (await createUser(t.app)).id)).userId}/photo`,
  },
  {
    name: "approve",
    method: "POST",
    url: async () =>
      `/licences/${(await insertLicence(t.app, (await createUser(t.app)).id)).userId}/approve`,
  },
  {
    name: "reject",
    method: "POST",
    url: async () =>
      `/licences/${(await insertLicence(t.app, (await createUser(t.app)).id)).userId}/reject`,
    payload: { reason: "The photo is blurred." },
  },
  { name: "people", method: "GET", url: () => "/people?q=Rani" },
  {
    name: "suspend",
    method: "POST",
    url: async () => `/people/${(await createUser(t.app)).id}/suspend`,
    payload: { reason: "Fraud reports." },
  },
  {
    name: "reinstate",
    method: "POST",
    url: async () => {
      const u = await createUser(t.app);
      await api("POST", `/people/${u.id}/suspend`, operator, { reason: "Check." });
      return `/people/${u.id}/reinstate`;
    },
  },
  {
    name: "car",
    method: "GET",
    url: async () => `/cars/${(await createCar(t.app, owner.id)).id}`,
  },
  {
    name: "hide car",
    method: "POST",
    url: async () => `/cars/${(await createCar(t.app, owner.id)).id}/hide`,
    payload: { reason: "Misleading photos." },
  },
  {
    name: "restore car",
    method: "POST",
    url: async () => {
      const car = await createCar(t.app, owner.id);
      await api("POST", `/cars/${car.id}/hide`, operator, { reason: "Check." });
      return `/cars/${car.id}/restore`;
    },
  },
  {
    name: "booking history",
    method: "GET",
    url: async () => {
      const car = await createCar(t.app, owner.id);
      const b = await seedBooking(t.app, { car, renterId: renter.id, from: day(5), to: day(7) });
      return `/bookings/${b.bookingRef}`;
    },
  },
  { name: "audit log", method: "GET", url: () => "/audit" },
];

describe("authorization of every /api/operator endpoint", () => {
  it.each(ENDPOINTS)("$name: visitor 401, renter 403, owner 403, operator 200", async (e) => {
    const url = await e.url();
    const before = await auditCount(t.app);
    const visitor = await api(e.method, url, null, e.payload);
    expect(visitor.status).toBe(401);
    for (const who of [renter, owner]) {
      const refused = await api(e.method, url, who, e.payload);
      expect(refused).toEqual({
        status: 403,
        body: { success: false, message: OPERATOR_MSG.operatorRequired },
      });
    }
    expect(await auditCount(t.app)).toBe(before);
    const res = await t.app.inject({
      method: e.method,
      url: `/api/operator${url}`,
      headers: operator.auth,
      ...(e.payload ? { payload: e.payload } : {}),
    });
    expect(res.statusCode).toBe(200);
    // Every action (a POST) writes exactly one audit row; a read writes none.
    expect(await auditCount(t.app)).toBe(before + (e.method === "POST" ? 1 : 0));
  });

  it("GET /api/user/data says whether the account is an operator", async () => {
    const me = async (u: TestUser) =>
      (await t.app.inject({ method: "GET", url: "/api/user/data", headers: u.auth })).json().user
        .isOperator;
    expect(await me(operator)).toBe(true);
    expect(await me(renter)).toBe(false);
  });
});

describe("licences", () => {
  it("lists the pending licences oldest first with the holder's details and age", async () => {
    const a = await createUser(t.app, { name: "Later Lata" });
    const b = await createUser(t.app, { name: "Earlier Esha" });
    await insertLicence(t.app, a.id, { submittedAt: new Date("2026-01-02T00:00:00Z") });
    await insertLicence(t.app, b.id, {
      submittedAt: new Date("2020-01-01T00:00:00Z"),
      dateOfBirth: "2000-01-01",
      stateCode: "KA",
      numberLast4: "0042",
    });
    const c = await createUser(t.app);
    await insertLicence(t.app, c.id, { status: "verified" });
    const { status, body } = await api("GET", "/licences", operator);
    expect(status).toBe(200);
    const ids = body.licences.map((l: { userId: string }) => l.userId);
    expect(ids).not.toContain(c.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const esha = body.licences.find((l: { userId: string }) => l.userId === b.id);
    expect(esha).toMatchObject({
      name: "Earlier Esha",
      email: b.email,
      stateCode: "KA",
      numberLast4: "0042",
      dateOfBirth: "2000-01-01",
      validUntil: "2040-06-14",
      submittedAt: "2020-01-01T00:00:00.000Z",
    });
    expect(esha.age).toBeGreaterThanOrEqual(26);
    expect(JSON.stringify(body)).not.toContain("numberHash");
  });

  it("serves the photo to operators only, private and uncached, never under a public path", async () => {
    const u = await createUser(t.app);
    const licence = await insertLicence(t.app, u.id);
    const url = `/api/operator/licences/${u.id}/photo`;
    const ok = await t.app.inject({ method: "GET", url, headers: operator.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/webp");
    expect(ok.headers["cache-control"]).toBe("private, no-store");
    expect(ok.rawPayload.equals(LICENCE_PHOTO)).toBe(true);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    // The licence's own holder is no operator either.
    expect((await t.app.inject({ method: "GET", url, headers: u.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url, headers: owner.auth })).statusCode).toBe(403);
    for (const path of [
      `/uploads/${licence.photo}`,
      `/uploads/private/${licence.photo}`,
      `/private/${licence.photo}`,
      `/${licence.photo}`,
      `/api/uploads/${licence.photo}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url: path });
      expect(res.rawPayload.equals(LICENCE_PHOTO), path).toBe(false);
      expect(res.headers["content-type"] ?? "", path).not.toContain("image/webp");
    }
    const none = await api("GET", `/licences/${randomUUID()}/photo`, operator);
    expect(none).toEqual({
      status: 404,
      body: { success: false, message: OPERATOR_MSG.licenceNotFound },
    });
    expect((await api("GET", "/licences/not-a-uuid/photo", operator)).status).toBe(404);
  });

  it("approves a pending licence: verified, reviewer recorded, renter told and mailed; 409 twice", async () => {
    const u = await createUser(t.app);
    await insertLicence(t.app, u.id);
    const before = await auditCount(t.app);
    const res = await api("POST", `/licences/${u.id}/approve`, operator);
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: OPERATOR_MSG.licenceApproved },
    });
    const [row] = await t.app.db
      .select()
      .from(drivingLicences)
      .where(eq(drivingLicences.userId, u.id));
    expect(row).toMatchObject({ status: "verified", reviewedBy: operator.id });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    const told = await noticesOf(u.id, "licence_approved");
    expect(told).toHaveLength(1);
    const mails = (await outbox(t.app)).filter((m) => m.notificationId === told[0]!.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("http://localhost:3000/profile");
    const [audit] = await t.app.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, u.id));
    expect(audit).toMatchObject({
      operatorId: operator.id,
      action: "licence_approved",
      subjectType: "licence",
    });
    expect(await auditCount(t.app)).toBe(before + 1);

    const again = await api("POST", `/licences/${u.id}/approve`, operator);
    expect(again).toEqual({
      status: 409,
      body: { success: false, message: OPERATOR_MSG.licenceNotPending },
    });
    expect((await api("POST", `/licences/${u.id}/reject`, operator, { reason: "x" })).status).toBe(
      409,
    );
    expect(await auditCount(t.app)).toBe(before + 1);
    expect((await api("POST", `/licences/${randomUUID()}/approve`, operator)).status).toBe(404);
  });

  it("rejects only with a reason, which the renter reads", async () => {
    const u = await createUser(t.app);
    await insertLicence(t.app, u.id);
    const before = await auditCount(t.app);
    for (const payload of [{}, { reason: "" }, { reason: "   " }]) {
      const res = await api("POST", `/licences/${u.id}/reject`, operator, payload);
      expect(res.status).toBe(400);
    }
    expect(
      (await api("POST", `/licences/${u.id}/reject`, operator, { reason: "   " })).body.message,
    ).toContain(OPERATOR_MSG.reasonRequired);
    expect(await auditCount(t.app)).toBe(before);
    const res = await api("POST", `/licences/${u.id}/reject`, operator, {
      reason: "The photo is blurred.",
    });
    expect(res.status).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(drivingLicences)
      .where(eq(drivingLicences.userId, u.id));
    expect(row).toMatchObject({ status: "rejected", rejectionReason: "The photo is blurred." });
    const [told] = await noticesOf(u.id, "licence_rejected");
    expect(told!.message).toContain("The photo is blurred.");
    expect((await outbox(t.app)).some((m) => m.notificationId === told!.id)).toBe(true);
    expect(await auditCount(t.app)).toBe(before + 1);
  });
});

describe("people", () => {
  it("finds accounts by name, e-mail or booking reference, with their cars", async () => {
    const o = await createUser(t.app, { role: "owner", name: "Zubin Searchable" });
    const car = await createCar(t.app, o.id);
    const r = await createUser(t.app, { name: "Another Person" });
    const b = await seedBooking(t.app, { car, renterId: r.id, from: day(3), to: day(4) });
    const byName = await api("GET", "/people?q=zubin", operator);
    expect(byName.body.people.map((p: { id: string }) => p.id)).toEqual([o.id]);
    expect(byName.body.people[0].cars.map((c: { id: string }) => c.id)).toEqual([car.id]);
    const byEmail = await api("GET", `/people?q=${encodeURIComponent(r.email)}`, operator);
    expect(byEmail.body.people.map((p: { id: string }) => p.id)).toEqual([r.id]);
    const byRef = await api("GET", `/people?q=${b.bookingRef.toLowerCase()}`, operator);
    expect(byRef.body.people.map((p: { id: string }) => p.id).sort()).toEqual([o.id, r.id].sort());
    expect((await api("GET", "/people?q=%25", operator)).status).toBe(400);
    expect((await api("GET", "/people?q=%25%25", operator)).body.people).toEqual([]);
  });

  it("suspends in one go: sessions end, sign-in refused, cars leave the listing, pending requests declined and refunded", async () => {
    const o = await createUser(t.app, { role: "owner", name: "Suspect Sunil" });
    const shown = await createCar(t.app, o.id);
    const hiddenByOwner = await createCar(t.app, o.id, { isAvailable: false });
    const r = await createUser(t.app);
    const request = await seedBooking(t.app, {
      car: shown,
      renterId: r.id,
      from: day(10),
      to: day(12),
    });
    const booked = await seedBooking(t.app, {
      car: shown,
      renterId: r.id,
      from: day(20),
      to: day(22),
      status: "booked",
    });
    const otherOwner = await createUser(t.app, { role: "owner" });
    const otherCar = await createCar(t.app, otherOwner.id);
    const ownRequest = await seedBooking(t.app, {
      car: otherCar,
      renterId: o.id,
      from: day(30),
      to: day(31),
    });
    expect(await publicIds()).toContain(shown.id);
    const before = await auditCount(t.app);

    const res = await api("POST", `/people/${o.id}/suspend`, operator, {
      reason: "Fraud reports.",
    });
    expect(res).toEqual({ status: 200, body: { success: true, message: OPERATOR_MSG.suspended } });
    expect(await auditCount(t.app)).toBe(before + 1);

    // Its session has ended, and it cannot sign in again.
    const data = await t.app.inject({ method: "GET", url: "/api/user/data", headers: o.auth });
    expect(data.statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: o.email, password: o.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(OPERATOR_MSG.accountSuspended);
    // Even a token signed for its new session version is refused while it is suspended.
    const [{ v }] = (await t.app.db
      .select({ v: users.sessionVersion })
      .from(users)
      .where(eq(users.id, o.id))) as [{ v: number }];
    const fresh = await t.app.tokens.signSession({ userId: o.id, sessionVersion: v });
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/user/data",
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(OPERATOR_MSG.accountSuspended);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: o.email, password: "wrong-password-1" },
    });
    expect(wrong.json().message).toBe(ACCOUNT_MSG.badCredentials);

    // Its cars are hidden and gone from the public listing.
    await settle(t.app);
    expect(await publicIds()).not.toContain(shown.id);
    const rows = await t.app.db.select().from(cars).where(eq(cars.ownerId, o.id));
    for (const c of rows) {
      expect(c).toMatchObject({
        isAvailable: false,
        hiddenBy: "suspension",
        hiddenReason: "Fraud reports.",
        availableBeforeHidden: c.id === shown.id,
      });
    }
    expect(
      (await t.app.inject({ method: "GET", url: `/api/user/cars/${shown.id}` })).statusCode,
    ).toBe(404);

    // Pending requests, both sides, are cancelled and refunded in full; a booked trip stands.
    const byId = async (id: string) =>
      (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
    const declined = await byId(request.id);
    expect(declined).toMatchObject({
      status: "cancelled",
      cancelledBy: "owner",
      cancellationReason: OPERATOR_MSG.suspendedRequestReason,
    });
    expect(declined.refundAmount).toBe(declined.price + declined.deposit);
    const cancelled = await byId(ownRequest.id);
    expect(cancelled).toMatchObject({ status: "cancelled", cancelledBy: "renter" });
    expect(cancelled.refundAmount).toBe(cancelled.price + cancelled.deposit);
    expect((await byId(booked.id)).status).toBe("booked");
    expect(await noticesOf(r.id, "booking_rejected")).toHaveLength(1);
    expect(await noticesOf(otherOwner.id, "booking_cancelled")).toHaveLength(1);
    const [told] = await noticesOf(o.id, "account_suspended");
    expect(told!.message).toContain("Fraud reports.");
    expect((await outbox(t.app)).some((m) => m.notificationId === told!.id)).toBe(true);

    // Twice: 409, nothing written.
    const again = await api("POST", `/people/${o.id}/suspend`, operator, { reason: "Again." });
    expect(again).toEqual({
      status: 409,
      body: { success: false, message: OPERATOR_MSG.alreadySuspended },
    });
    expect(await auditCount(t.app)).toBe(before + 1);

    // Reinstated: the cars come back as they were; its own hide stays.
    const back = await api("POST", `/people/${o.id}/reinstate`, operator);
    expect(back.body.message).toBe(OPERATOR_MSG.reinstated);
    expect(await auditCount(t.app)).toBe(before + 2);
    const after = await t.app.db.select().from(cars).where(eq(cars.ownerId, o.id));
    expect(after.find((c) => c.id === shown.id)).toMatchObject({
      isAvailable: true,
      hiddenBy: null,
      hiddenAt: null,
    });
    expect(after.find((c) => c.id === hiddenByOwner.id)!.isAvailable).toBe(false);
    await settle(t.app);
    expect(await publicIds()).toContain(shown.id);
    const relogin = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: o.email, password: o.password },
    });
    expect(relogin.statusCode).toBe(200);
    expect(await api("POST", `/people/${o.id}/reinstate`, operator)).toEqual({
      status: 409,
      body: { success: false, message: OPERATOR_MSG.notSuspended },
    });
    expect(await auditCount(t.app)).toBe(before + 2);
  });

  it("suspends in ONE transaction: when its last write fails, nothing of it stays", async () => {
    const o = await createUser(t.app, { role: "owner" });
    const car = await createCar(t.app, o.id);
    const r = await createUser(t.app);
    const request = await seedBooking(t.app, { car, renterId: r.id, from: day(50), to: day(51) });
    // A real trigger refusing this one audit row: the suspension's last write but the notice.
    await t.app.db.execute(sql`
      create function refuse_test_audit() returns trigger language plpgsql as $$
      begin
        if new.reason = 'Refused by the test.' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await t.app.db.execute(sql`
      create trigger refuse_test_audit before insert on operator_actions
      for each row execute function refuse_test_audit()`);
    try {
      const res = await api("POST", `/people/${o.id}/suspend`, operator, {
        reason: "Refused by the test.",
      });
      expect(res.status).toBe(500);
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_test_audit on operator_actions`);
      await t.app.db.execute(sql`drop function refuse_test_audit()`);
    }
    const [user] = await t.app.db.select().from(users).where(eq(users.id, o.id));
    expect(user).toMatchObject({ suspendedAt: null, sessionVersion: 0 });
    const [still] = await t.app.db.select().from(cars).where(eq(cars.id, car.id));
    expect(still).toMatchObject({ isAvailable: true, hiddenAt: null });
    const [b] = await t.app.db.select().from(bookings).where(eq(bookings.id, request.id));
    expect(b).toMatchObject({ status: "pending", refundAmount: null });
    expect(await noticesOf(r.id, "booking_rejected")).toHaveLength(0);
    const data = await t.app.inject({ method: "GET", url: "/api/user/data", headers: o.auth });
    expect(data.statusCode).toBe(200);
  });

  it("refuses a suspension without a reason, of oneself, or of no one", async () => {
    const u = await createUser(t.app);
    const before = await auditCount(t.app);
    expect((await api("POST", `/people/${u.id}/suspend`, operator, {})).status).toBe(400);
    expect((await api("POST", `/people/${u.id}/suspend`, operator, { reason: " " })).status).toBe(
      400,
    );
    expect(await api("POST", `/people/${operator.id}/suspend`, operator, { reason: "x" })).toEqual({
      status: 400,
      body: { success: false, message: OPERATOR_MSG.cannotSuspendSelf },
    });
    expect(
      (await api("POST", `/people/${randomUUID()}/suspend`, operator, { reason: "x" })).status,
    ).toBe(404);
    expect((await api("POST", `/people/${randomUUID()}/reinstate`, operator)).status).toBe(404);
    expect(await auditCount(t.app)).toBe(before);
    const data = await t.app.inject({ method: "GET", url: "/api/user/data", headers: u.auth });
    expect(data.statusCode).toBe(200);
  });
});

describe("listings", () => {
  it("hides a car with a reason: gone from the listing, the owner told and unable to show it", async () => {
    const o = await createUser(t.app, { role: "owner" });
    const car = await createCar(t.app, o.id);
    const before = await auditCount(t.app);
    expect((await api("POST", `/cars/${car.id}/hide`, operator, {})).status).toBe(400);
    const res = await api("POST", `/cars/${car.id}/hide`, operator, {
      reason: "Photos of another car.",
    });
    expect(res.body.message).toBe(OPERATOR_MSG.carHidden);
    expect(await auditCount(t.app)).toBe(before + 1);
    await settle(t.app);
    expect(await publicIds()).not.toContain(car.id);
    const [told] = await noticesOf(o.id, "listing_hidden");
    expect(told!.message).toContain("Photos of another car.");
    expect((await outbox(t.app)).some((m) => m.notificationId === told!.id)).toBe(true);

    const toggle = await t.app.inject({
      method: "POST",
      url: "/api/owner/toggle-car",
      headers: o.auth,
      payload: { carId: car.id, isAvaliable: true },
    });
    expect(toggle.statusCode).toBe(409);
    expect(toggle.json().message).toBe(OPERATOR_MSG.carHiddenByOperator("Photos of another car."));
    const flip = await t.app.inject({
      method: "POST",
      url: "/api/owner/toggle-car",
      headers: o.auth,
      payload: { carId: car.id },
    });
    expect(flip.statusCode).toBe(409);
    const mine = await t.app.inject({ method: "GET", url: "/api/owner/cars", headers: o.auth });
    const listed = mine.json().cars.find((c: { _id: string }) => c._id === car.id);
    expect(listed).toMatchObject({
      isAvaliable: false,
      hiddenReason: OPERATOR_MSG.carHiddenByOperator("Photos of another car."),
    });
    expect(await api("POST", `/cars/${car.id}/hide`, operator, { reason: "x" })).toEqual({
      status: 409,
      body: { success: false, message: OPERATOR_MSG.alreadyHidden },
    });

    expect((await api("POST", `/cars/${car.id}/restore`, operator)).status).toBe(200);
    expect(await auditCount(t.app)).toBe(before + 2);
    await settle(t.app);
    expect(await publicIds()).toContain(car.id);
    const shownAgain = await t.app.inject({
      method: "GET",
      url: "/api/owner/cars",
      headers: o.auth,
    });
    expect(
      shownAgain.json().cars.find((c: { _id: string }) => c._id === car.id).hiddenReason,
    ).toBeUndefined();
    expect(await api("POST", `/cars/${car.id}/restore`, operator)).toEqual({
      status: 409,
      body: { success: false, message: OPERATOR_MSG.notHidden },
    });
    expect(
      (await api("POST", `/cars/${randomUUID()}/hide`, operator, { reason: "x" })).status,
    ).toBe(404);
    expect((await api("GET", `/cars/${randomUUID()}`, operator)).status).toBe(404);
    expect(await auditCount(t.app)).toBe(before + 2);
  });
});

describe("bookings", () => {
  it("reads a booking's whole history by its reference", async () => {
    const car = await createCar(t.app, owner.id);
    const b = await seedBooking(t.app, { car, renterId: renter.id, from: day(40), to: day(42) });
    await t.app.inject({
      method: "POST",
      url: "/api/bookings/change-status",
      headers: owner.auth,
      payload: { bookingId: b.id, status: "cancelled", cancellationReason: "Car in service." },
    });
    const { status, body } = await api("GET", `/bookings/${b.bookingRef.toLowerCase()}`, operator);
    expect(status).toBe(200);
    expect(body.booking).toMatchObject({
      id: b.id,
      bookingRef: b.bookingRef,
      status: "cancelled",
      cancelledBy: "owner",
      cancellationReason: "Car in service.",
      renter: { id: renter.id, name: "Renter Rani" },
      owner: { id: owner.id },
      price: b.price,
    });
    expect(body.booking.priceLines.length).toBeGreaterThan(0);
    expect(body.booking.refundAmount).toBe(b.price + b.deposit);
    expect(body.booking.events.map((e: { status: string }) => e.status)).toEqual([
      "requested",
      "cancelled",
    ]);
    expect(body.notifications.map((n: { type: string }) => n.type)).toContain("booking_rejected");
    expect(body.payment).toBeNull();
    expect(body.refunds).toEqual([]);
    expect((await api("GET", "/bookings/GD-222222", operator)).status).toBe(404);
    expect(await api("GET", "/bookings/nonsense", operator)).toEqual({
      status: 400,
      body: { success: false, message: OPERATOR_MSG.badReference },
    });
  });
});

describe("audit log", () => {
  it("lists actions newest first, paged by cursor, and refuses any change", async () => {
    const subject = randomUUID();
    const base = Date.parse("2030-01-01T00:00:00Z");
    await t.app.db.insert(operatorActions).values(
      Array.from({ length: 55 }, (_, i) => ({
        operatorId: operator.id,
        action: "car_restored" as const,
        subjectType: "car",
        subjectId: subject,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = await api("GET", "/audit", operator);
    expect(first.status).toBe(200);
    expect(first.body.entries).toHaveLength(50);
    expect(first.body.entries[0].createdAt).toBe(new Date(base + 54_000).toISOString());
    expect(first.body.entries[0]).toMatchObject({ operatorName: "Operator Oja" });
    const times = first.body.entries.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await api(
      "GET",
      `/audit?cursor=${encodeURIComponent(first.body.nextCursor)}`,
      operator,
    );
    expect(second.body.entries[0].createdAt).toBe(new Date(base + 4000).toISOString());
    const seen = new Set([...first.body.entries, ...second.body.entries].map((e) => e.id));
    expect(seen.size).toBe(first.body.entries.length + second.body.entries.length);
    expect((await api("GET", "/audit?cursor=garbage", operator)).status).toBe(400);

    await expect(
      t.app.db
        .update(operatorActions)
        .set({ reason: "changed" })
        .where(eq(operatorActions.subjectId, subject)),
    ).rejects.toThrow();
    await expect(
      t.app.db.delete(operatorActions).where(eq(operatorActions.subjectId, subject)),
    ).rejects.toThrow();
  });
});
