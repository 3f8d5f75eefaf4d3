/**
 * Conversations (issue 31 items 1, 4 and 6): opening an inquiry and a booking's conversation
 * (401, 403 own car, third party and suspended, 404 unknown, deleted and hidden), the inquiry
 * becoming the booking's conversation when the renter books, the list (latest first, unread,
 * header), one conversation, read cursors and unread totals, and the owner's reply time on the
 * car's answer.
 */
import { addDaysTo, CONVERSATION_MSG, indiaToday, LIMITS } from "@gaadi/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, seedBooking } from "../../../test/bookings-support.js";
import {
  ask,
  inquiry,
  messagesApi,
  parties,
  send,
  testClock,
} from "../../../test/conversations-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  settle,
  type TestApp,
} from "../../../test/helpers.js";
import { cars, conversations, users } from "../../db/schema.js";
import { openBookingConversation, openInquiry } from "./service.js";

const clock = testClock(new Date("2031-03-10T06:30:00Z"));
const day = (n: number) => addDaysTo(indiaToday(clock.now()), n);
let t: TestApp;
let p: Awaited<ReturnType<typeof parties>>;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  p = await parties(t.app);
});
afterAll(() => t.close());

const refused = (status: number, message: string) => ({
  status,
  body: { success: false, message },
});

describe("POST /api/messages/inquiries", () => {
  it("opens the renter's inquiry once; asking again finds it", async () => {
    const first = await ask(t.app, p.renter, p.car.id);
    expect(first.status).toBe(200);
    expect(first.body.conversation).toMatchObject({
      role: "renter",
      other: { _id: p.owner.id, name: "Owner Om" },
      car: { _id: p.car.id, brand: "Maruti Suzuki", model: "Swift" },
      booking: null,
      lastMessage: null,
      unread: 0,
      contactsVisible: false,
    });
    const again = await ask(t.app, p.renter, p.car.id);
    expect(again.body.conversation._id).toBe(first.body.conversation._id);
  });

  it("refuses a visitor 401, a bad id 400, an unknown, deleted or hidden car 404, the owner 403", async () => {
    expect((await ask(t.app, null, p.car.id)).status).toBe(401);
    expect((await ask(t.app, p.renter, "not-a-uuid")).status).toBe(400);
    const notFound = refused(404, CONVERSATION_MSG.carNotFound);
    expect(await ask(t.app, p.renter, "00000000-0000-4000-8000-000000000000")).toEqual(notFound);
    const deleted = await createCar(t.app, p.owner.id, { deletedAt: new Date() });
    expect(await ask(t.app, p.renter, deleted.id)).toEqual(notFound);
    const hidden = await createCar(t.app, p.owner.id, { isAvailable: false });
    expect(await ask(t.app, p.renter, hidden.id)).toEqual(notFound);
    expect(await ask(t.app, p.owner, p.car.id)).toEqual(refused(403, CONVERSATION_MSG.ownCar));
  });

  it("refuses a suspended account 403 (a suspension committed after its sign-in check)", async () => {
    const suspended = await createUser(t.app);
    await t.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    // Its token is refused 401 at the door (authentication.ts); the service refuses too.
    expect((await ask(t.app, suspended, p.car.id)).status).toBe(401);
    await expect(openInquiry(t.app, suspended.id, p.car.id)).rejects.toMatchObject({
      status: 403,
      message: CONVERSATION_MSG.suspended,
    });
    const booking = await seedBooking(t.app, {
      car: p.car,
      renterId: suspended.id,
      from: day(30),
      to: day(31),
    });
    await expect(openBookingConversation(t.app, suspended.id, booking.id)).rejects.toMatchObject({
      status: 403,
      message: CONVERSATION_MSG.suspended,
    });
  });
});

describe("POST /api/messages/bookings/:bookingId", () => {
  it("finds or opens the booking's conversation for either party, made before messages existed", async () => {
    const booking = await seedBooking(t.app, {
      car: p.car,
      renterId: p.renter.id,
      from: day(40),
      to: day(41),
      status: "booked",
    });
    const byRenter = await messagesApi(t.app, "POST", `/bookings/${booking.id}`, p.renter);
    expect(byRenter.status).toBe(200);
    expect(byRenter.body.conversation).toMatchObject({
      role: "renter",
      booking: {
        _id: booking.id,
        bookingRef: booking.bookingRef,
        status: "booked",
        pickupDate: day(40),
        returnDate: day(41),
      },
    });
    const byOwner = await messagesApi(t.app, "POST", `/bookings/${booking.id}`, p.owner);
    expect(byOwner.body.conversation).toMatchObject({
      _id: byRenter.body.conversation._id,
      role: "owner",
      other: { _id: p.renter.id, name: "Renter Rani" },
    });
  });

  it("refuses a visitor 401, a third party 403, an unknown booking 404", async () => {
    const booking = await seedBooking(t.app, {
      car: p.car,
      renterId: p.renter.id,
      from: day(50),
      to: day(50),
    });
    expect((await messagesApi(t.app, "POST", `/bookings/${booking.id}`, null)).status).toBe(401);
    expect(await messagesApi(t.app, "POST", `/bookings/${booking.id}`, p.stranger)).toEqual(
      refused(403, CONVERSATION_MSG.notParty),
    );
    const unknown = refused(404, CONVERSATION_MSG.bookingNotFound);
    expect(
      await messagesApi(t.app, "POST", "/bookings/00000000-0000-4000-8000-000000000000", p.owner),
    ).toEqual(unknown);
    expect(await messagesApi(t.app, "POST", "/bookings/nope", p.owner)).toEqual(unknown);
  });
});

describe("an inquiry becomes the booking's conversation", () => {
  it("when the renter books the car: the same conversation, its messages kept", async () => {
    const car = await createCar(t.app, p.owner.id);
    const renter = await createUser(t.app);
    const id = await inquiry(t.app, renter, car.id);
    expect((await send(t.app, renter, id, "Is it free next week?")).status).toBe(200);
    const made = await callApi(t.app, "POST", "/bookings/create", renter, {
      car: car.id,
      pickupDate: day(7),
      returnDate: day(8),
    });
    expect(made.status).toBe(200);
    const bookingId = made.body.booking._id as string;
    const opened = await messagesApi(t.app, "POST", `/bookings/${bookingId}`, p.owner);
    expect(opened.body.conversation._id).toBe(id);
    expect(opened.body.conversation.booking).toMatchObject({ _id: bookingId, status: "pending" });
    expect(opened.body.conversation.lastMessage.text).toBe("Is it free next week?");
    // Asking about the car again opens a new inquiry (the old one is the booking's now).
    expect((await inquiry(t.app, renter, car.id)) === id).toBe(false);
  });

  it("a booking without an inquiry opens nothing until someone opens it", async () => {
    const car = await createCar(t.app, p.owner.id);
    const made = await callApi(t.app, "POST", "/bookings/create", p.renter, {
      car: car.id,
      pickupDate: day(9),
      returnDate: day(9),
    });
    expect(made.status).toBe(200);
    const [row] = await t.app.db
      .select({ n: count() })
      .from(conversations)
      .where(eq(conversations.carId, car.id));
    expect(row!.n).toBe(0);
  });
});

describe("the list, one conversation, read cursors", () => {
  it("lists the caller's conversations with a message, latest first, with unread counts", async () => {
    const owner = await createUser(t.app, { role: "owner", name: "Owner Two" });
    const renterA = await createUser(t.app, { name: "Asha" });
    const renterB = await createUser(t.app, { name: "Bala" });
    const car = await createCar(t.app, owner.id, { brand: "Tata", model: "Nexon" });
    const a = await inquiry(t.app, renterA, car.id);
    const b = await inquiry(t.app, renterB, car.id);
    await inquiry(t.app, await createUser(t.app), car.id); // opened, never written: not listed
    await send(t.app, renterA, a, "First from Asha");
    clock.advance(60_000);
    await send(t.app, renterB, b, "From Bala");
    clock.advance(60_000);
    const second = await send(t.app, renterA, a, "Second from Asha");
    const list = await messagesApi(t.app, "GET", "/conversations", owner);
    expect(list.status).toBe(200);
    expect(list.body.unreadTotal).toBe(3);
    expect(
      list.body.conversations.map((c: { _id: string; unread: number }) => [c._id, c.unread]),
    ).toEqual([
      [a, 2],
      [b, 1],
    ]);
    expect(list.body.conversations[0]).toMatchObject({
      role: "owner",
      other: { _id: renterA.id, name: "Asha" },
      car: { brand: "Tata", model: "Nexon" },
      lastMessage: { id: second.body.message.id, text: "Second from Asha", senderRole: "renter" },
    });
    // The sender's own messages are read: the renter has nothing unread.
    expect((await messagesApi(t.app, "GET", "/unread", renterA)).body.unreadTotal).toBe(0);

    // Read up to the first of Asha's two: one left; the cursor never moves back.
    const firstId = second.body.message.id - 2;
    const read = await messagesApi(t.app, "POST", `/conversations/${a}/read`, owner, {
      upTo: firstId,
    });
    expect(read).toEqual({ status: 200, body: { success: true, unreadTotal: 2 } });
    await messagesApi(t.app, "POST", `/conversations/${a}/read`, owner, { upTo: 1 });
    expect((await messagesApi(t.app, "GET", "/unread", owner)).body.unreadTotal).toBe(2);
    // Past the last message: up to the last one only.
    await messagesApi(t.app, "POST", `/conversations/${a}/read`, owner, { upTo: 10 ** 12 });
    expect((await messagesApi(t.app, "GET", "/unread", owner)).body.unreadTotal).toBe(1);
    const reply = await send(t.app, owner, a, "Hello Asha");
    const asha = await messagesApi(t.app, "GET", `/conversations/${a}`, renterA);
    expect(asha.body.conversation).toMatchObject({
      unread: 1,
      lastMessage: { id: reply.body.message.id },
    });
  });

  it("answers one conversation to its parties only: 401, 403, 404", async () => {
    const id = await inquiry(t.app, p.renter, p.car.id);
    expect((await messagesApi(t.app, "GET", `/conversations/${id}`, p.owner)).status).toBe(200);
    expect((await messagesApi(t.app, "GET", `/conversations/${id}`, null)).status).toBe(401);
    expect(await messagesApi(t.app, "GET", `/conversations/${id}`, p.stranger)).toEqual(
      refused(403, CONVERSATION_MSG.notParty),
    );
    const unknown = refused(404, CONVERSATION_MSG.notFound);
    expect(
      await messagesApi(
        t.app,
        "GET",
        "/conversations/00000000-0000-4000-8000-000000000000",
        p.owner,
      ),
    ).toEqual(unknown);
    expect(await messagesApi(t.app, "GET", "/conversations/x", p.owner)).toEqual(unknown);
    for (const [method, url, body] of [
      ["GET", `/conversations/${id}/messages`, undefined],
      ["POST", `/conversations/${id}/read`, { upTo: 1 }],
    ] as const) {
      expect((await messagesApi(t.app, method, url, p.stranger, body)).status).toBe(403);
      expect((await messagesApi(t.app, method, url, null, body)).status).toBe(401);
    }
    expect((await messagesApi(t.app, "GET", "/unread", null)).status).toBe(401);
    expect((await messagesApi(t.app, "GET", "/conversations", null)).status).toBe(401);
    for (const upTo of [0, 1e20, 1.5]) {
      const res = await messagesApi(t.app, "POST", `/conversations/${id}/read`, p.owner, { upTo });
      expect(res.status).toBe(400);
    }
    for (const before of ["0", "100000000000000000000", "x"]) {
      const url = `/conversations/${id}/messages?before=${before}`;
      expect((await messagesApi(t.app, "GET", url, p.owner)).status).toBe(400);
    }
  });
});

describe("the owner's reply time on the car's answer", () => {
  it("shows the median minutes once the owner has answered three conversations", async () => {
    const owner = await createUser(t.app, { role: "owner" });
    const car = await createCar(t.app, owner.id);
    const details = async () =>
      (await callApi(t.app, "GET", `/user/cars/${car.id}`, null)).body.ownerReplyTime;
    expect(await details()).toBeNull();
    for (const minutes of [30, 90, 600]) {
      const renter = await createUser(t.app);
      const id = await inquiry(t.app, renter, car.id);
      await send(t.app, renter, id, "Hello?");
      clock.advance(minutes * 60_000);
      await send(t.app, owner, id, "Yes!");
      clock.advance(10 * 60_000);
      await send(t.app, owner, id, "A later message is not a first reply");
      // Touch the car, so the public read cache (5 s) does not keep the earlier answer.
      await t.app.db
        .update(cars)
        .set({ description: `seen ${minutes}` })
        .where(eq(cars.id, car.id));
    }
    // An owner's message first, and a renter who never got an answer, count for nothing.
    const silent = await createUser(t.app);
    await send(t.app, silent, await inquiry(t.app, silent, car.id), "Anyone?");
    await t.app.db.update(cars).set({ description: "seen all" }).where(eq(cars.id, car.id));
    await settle(t.app);
    expect(await details()).toEqual({ medianMinutes: 90, conversations: 3 });
    expect(LIMITS.replyTimeMinConversations).toBe(3);
  });
});
