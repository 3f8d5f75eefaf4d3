/**
 * Sending and deleting messages (issue 31 item 2): every refusal (401, 403 third party, 403
 * suspended, 404, 400 too long, five photos, not an image, empty; nothing stored by any), the
 * photos read by the parties and operators only, the sender's delete within 5 minutes (403
 * someone else's, 409 twice and too late; operators still read the original), contact masking
 * before and after the window, table-driven through the API with the app's clock, and the
 * rate limit's 31st send in a minute (429).
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { CAR_MSG, CONVERSATION_MSG, LIMITS } from "@gaadi/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBooking } from "../../../test/bookings-support.js";
import {
  inquiry,
  messagesApi,
  parties,
  photo,
  send,
  testClock,
} from "../../../test/conversations-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.js";
import { createOperator } from "../../../test/operator-support.js";
import { messages, users } from "../../db/schema.js";
import { sendMessage } from "./sending.js";

const clock = testClock(new Date("2031-05-10T06:30:00Z"));
let t: TestApp;
let p: Awaited<ReturnType<typeof parties>>;
let operator: TestUser;
let conversationId: string;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  p = await parties(t.app);
  operator = await createOperator(t.app);
  conversationId = await inquiry(t.app, p.renter, p.car.id);
});
afterAll(() => t.close());

const refused = (status: number, message: string) => ({
  status,
  body: { success: false, message },
});
const messageCount = async () => (await t.app.db.select({ n: count() }).from(messages))[0]!.n;
const storedPhotos = async () =>
  readdir(path.join(t.app.config.privateUploadsDir, "messages")).catch(() => [] as string[]);

describe("POST /api/messages/conversations/:id/messages", () => {
  it("sends text (trimmed) and photos; both parties read them, the photos privately", async () => {
    const sent = await send(t.app, p.renter, conversationId, "  Is the car free on Friday?  ", [
      await photo("a.jpg"),
      await photo("b.jpg"),
    ]);
    expect(sent.status).toBe(200);
    const message = sent.body.message;
    expect(message).toMatchObject({
      conversationId,
      senderId: p.renter.id,
      senderRole: "renter",
      text: "Is the car free on Friday?",
      masked: false,
      deletedAt: null,
      createdAt: clock.now().toISOString(),
    });
    expect(message.photos).toHaveLength(2);
    const url = message.photos[0].url as string;
    expect(url).toBe(`/api/messages/photos/${message.photos[0].id}`);
    for (const reader of [p.renter, p.owner, operator]) {
      const res = await t.app.inject({ method: "GET", url, headers: reader.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    }
    const stranger = await t.app.inject({ method: "GET", url, headers: p.stranger.auth });
    expect(stranger.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/messages/photos/00000000-0000-4000-8000-000000000000",
      headers: p.owner.auth,
    });
    expect(unknown.json()).toEqual({ success: false, message: CONVERSATION_MSG.photoNotFound });
    // A photo alone is a message.
    expect((await send(t.app, p.owner, conversationId, undefined, [await photo()])).status).toBe(
      200,
    );
  });

  it("refuses each rule 400 and stores nothing", async () => {
    const before = { messages: await messageCount(), files: (await storedPhotos()).length };
    const tooLong = refused(400, CONVERSATION_MSG.textTooLong(LIMITS.messageTextMax));
    expect(await send(t.app, p.renter, conversationId, "x".repeat(2001))).toEqual(tooLong);
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => photo(`${n}.jpg`)));
    expect(await send(t.app, p.renter, conversationId, "five", five)).toEqual(
      refused(400, CONVERSATION_MSG.tooManyPhotos(4)),
    );
    const notImage = {
      field: "photos",
      filename: "x.jpg",
      type: "image/jpeg",
      bytes: Buffer.from("not an image at all"),
    };
    expect(await send(t.app, p.renter, conversationId, "look", [await photo(), notImage])).toEqual(
      refused(400, CAR_MSG.imageType),
    );
    const empty = refused(400, CONVERSATION_MSG.empty);
    expect(await send(t.app, p.renter, conversationId, "   ")).toEqual(empty);
    expect(await send(t.app, p.renter, conversationId, undefined)).toEqual(empty);
    expect(await messageCount()).toBe(before.messages);
    expect((await storedPhotos()).length).toBe(before.files);
    // 2,000 characters after trimming are allowed.
    expect((await send(t.app, p.renter, conversationId, ` ${"y".repeat(2000)} `)).status).toBe(200);
  });

  it("refuses a visitor 401, a third party 403, an unknown conversation 404, a suspended sender 403", async () => {
    expect((await send(t.app, null, conversationId, "hi")).status).toBe(401);
    expect(await send(t.app, p.stranger, conversationId, "hi")).toEqual(
      refused(403, CONVERSATION_MSG.notParty),
    );
    expect(await send(t.app, p.owner, "00000000-0000-4000-8000-000000000000", "hi")).toEqual(
      refused(404, CONVERSATION_MSG.notFound),
    );
    const renter = await createUser(t.app);
    const id = await inquiry(t.app, renter, p.car.id);
    await t.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, renter.id));
    // The token is refused at the door (401); a suspension that commits while the request runs
    // is refused by the send itself, under the sender's row lock.
    expect((await send(t.app, renter, id, "hi")).status).toBe(401);
    await expect(
      sendMessage(t.app, renter.id, id, { text: "hi", photos: [] }),
    ).rejects.toMatchObject({ status: 403, message: CONVERSATION_MSG.suspended });
  });

  it("takes parallel sends of both parties one after another: every one stored, the last is the largest id", async () => {
    const renter = await createUser(t.app);
    const id = await inquiry(t.app, renter, p.car.id);
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(t.app, i % 2 ? p.owner : renter, id, `m${i}`)),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(12).fill(200));
    const ids = sent.map((r) => r.body.message.id as number);
    expect(new Set(ids).size).toBe(12);
    const conversation = await messagesApi(t.app, "GET", `/conversations/${id}`, renter);
    expect(conversation.body.conversation.lastMessage.id).toBe(Math.max(...ids));
  });

  it("allows 30 sends a minute per account, the 31st is 429", async () => {
    const renter = await createUser(t.app);
    const id = await inquiry(t.app, renter, p.car.id);
    for (let i = 1; i <= LIMITS.messagesPerMinute; i++) {
      expect((await send(t.app, renter, id, `message ${i}`)).status).toBe(200);
    }
    const over = await send(t.app, renter, id, "one too many");
    expect(over.status).toBe(429);
    expect(over.body.success).toBe(false);
    // Another account is not held back.
    expect((await send(t.app, p.owner, id, "still fine")).status).toBe(200);
  });
});

describe("DELETE /api/messages/conversations/:id/messages/:messageId", () => {
  const del = (user: TestUser | null, messageId: number, id = conversationId) =>
    messagesApi(t.app, "DELETE", `/conversations/${id}/messages/${messageId}`, user);

  it("lets the sender delete within 5 minutes: parties see it deleted, operators the original", async () => {
    const sent = (await send(t.app, p.owner, conversationId, "Call me", [await photo()])).body
      .message;
    expect(await del(p.renter, sent.id)).toEqual(refused(403, CONVERSATION_MSG.notYours));
    expect(await del(p.stranger, sent.id)).toEqual(refused(403, CONVERSATION_MSG.notParty));
    expect((await del(null, sent.id)).status).toBe(401);
    clock.advance(LIMITS.messageDeleteWindowMs);
    const deleted = await del(p.owner, sent.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toMatchObject({
      id: sent.id,
      text: "",
      photos: [],
      deletedAt: clock.now().toISOString(),
    });
    expect(await del(p.owner, sent.id)).toEqual(refused(409, CONVERSATION_MSG.alreadyDeleted));
    const page = await messagesApi(
      t.app,
      "GET",
      `/conversations/${conversationId}/messages`,
      p.renter,
    );
    expect(page.body.messages.find((m: { id: number }) => m.id === sent.id)).toMatchObject({
      text: "",
      photos: [],
    });
    const evidence = await t.app.inject({
      method: "GET",
      url: `/api/operator/conversations/${conversationId}/messages`,
      headers: operator.auth,
    });
    expect(evidence.json().messages.find((m: { id: number }) => m.id === sent.id)).toMatchObject({
      text: "Call me",
      photos: [{ id: sent.photos[0].id }],
      deletedAt: clock.now().toISOString(),
    });
  });

  it("refuses 409 after 5 minutes and 404 for an unknown message", async () => {
    const sent = (await send(t.app, p.renter, conversationId, "Too late to take back")).body
      .message;
    clock.advance(LIMITS.messageDeleteWindowMs + 1);
    expect(await del(p.renter, sent.id)).toEqual(refused(409, CONVERSATION_MSG.deleteTooLate));
    expect(await del(p.renter, 10 ** 12)).toEqual(refused(404, CONVERSATION_MSG.messageNotFound));
    expect((await del(p.renter, 0)).status).toBe(400);
  });
});

describe("contact details are masked at sending outside the contact window", () => {
  // Pickup on 20 May 2031: the window opens at 00:00 IST on 19 May (18:30 UTC on 18 May).
  const PICKUP = "2031-05-20";
  const TEXT = "Call 98765 43210 or +91-98765-43210, mail rani@example.com, pay rani@okaxis";
  const MASKED = `Call ${CONVERSATION_MSG.contactHidden} or ${CONVERSATION_MSG.contactHidden}, mail ${CONVERSATION_MSG.contactHidden}, pay ${CONVERSATION_MSG.contactHidden}`;
  const cases = [
    {
      name: "booked, 23:59 IST two days before pickup",
      status: "booked",
      at: "2031-05-18T18:29:00Z",
      shown: false,
    },
    {
      name: "booked, 00:00 IST the day before pickup",
      status: "booked",
      at: "2031-05-18T18:30:00Z",
      shown: true,
    },
    {
      name: "booked, on the pickup day",
      status: "booked",
      at: "2031-05-20T04:00:00Z",
      shown: true,
    },
    { name: "on rent", status: "on_rent", at: "2031-05-21T04:00:00Z", shown: true },
    {
      name: "pending inside the window",
      status: "pending",
      at: "2031-05-19T04:00:00Z",
      shown: false,
    },
    { name: "completed", status: "completed", at: "2031-05-19T04:00:00Z", shown: false },
    { name: "cancelled", status: "cancelled", at: "2031-05-19T04:00:00Z", shown: false },
    { name: "an inquiry", status: null, at: "2031-05-19T04:00:00Z", shown: false },
  ] as const;

  it.each(cases)("$name: shown $shown", async ({ status, at, shown }) => {
    const renter = await createUser(t.app);
    const car = await createCar(t.app, p.owner.id);
    let id: string;
    if (status) {
      const booking = await seedBooking(t.app, {
        car,
        renterId: renter.id,
        from: PICKUP,
        to: "2031-05-22",
        status,
      });
      id = (await messagesApi(t.app, "POST", `/bookings/${booking.id}`, renter)).body.conversation
        ._id;
    } else {
      id = await inquiry(t.app, renter, car.id);
    }
    clock.set(new Date(at));
    const seen = await messagesApi(t.app, "GET", `/conversations/${id}`, renter);
    expect(seen.body.conversation.contactsVisible).toBe(shown);
    const sent = await send(t.app, renter, id, TEXT);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatchObject({ text: shown ? TEXT : MASKED, masked: !shown });
    // What was stored is what both sides read.
    const page = await messagesApi(t.app, "GET", `/conversations/${id}/messages`, p.owner);
    expect(page.body.messages[0].text).toBe(shown ? TEXT : MASKED);
  });
});
