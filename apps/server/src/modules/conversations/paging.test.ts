/**
 * A conversation of 10,000 messages pages by cursor (issue 31 item 6): newest first, no gap and
 * no duplicate, each page read through messages_conversation_idx; the live stream's resume
 * read (messagesForUserAfter) in id order; the operators' read-only search (401, 403, 400).
 */
import { CONVERSATION_MSG, LIMITS } from "@gaadi/shared";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBooking } from "../../../test/bookings-support.js";
import { inquiry, messagesApi, parties, send } from "../../../test/conversations-support.js";
import { buildTestApp, type TestApp, type TestUser } from "../../../test/helpers.js";
import { createOperator } from "../../../test/operator-support.js";
import { toChatMessage } from "./mapper.js";
import { messagesForUserAfter } from "./repository.js";

const TOTAL = 10_000;

/** The rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}
let t: TestApp;
let p: Awaited<ReturnType<typeof parties>>;
let operator: TestUser;
let id: string;

beforeAll(async () => {
  t = await buildTestApp();
  p = await parties(t.app);
  operator = await createOperator(t.app);
  id = await inquiry(t.app, p.renter, p.car.id);
  // One statement: 10,000 messages, alternately the renter's and the owner's.
  await t.app.db.execute(sql`
    insert into messages (conversation_id, sender_id, text)
    select ${id}::uuid, case when n % 2 = 0 then ${p.renter.id}::uuid else ${p.owner.id}::uuid end, 'Message ' || n
    from generate_series(1, ${TOTAL}) as n`);
  await t.app.db.execute(sql`
    update conversations set last_message_id = (select max(id) from messages), last_message_at = now()
    where id = ${id}::uuid`);
}, 120_000);
afterAll(() => t.close());

describe("paging a conversation of 10,000 messages", () => {
  it("walks every message newest first, without gaps or duplicates", async () => {
    const seen: number[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const query: string = before === null ? "?limit=100" : `?limit=100&before=${before}`;
      const res = await messagesApi(t.app, "GET", `/conversations/${id}/messages${query}`, p.owner);
      expect(res.status).toBe(200);
      seen.push(...res.body.messages.map((m: { id: number }) => m.id));
      before = res.body.nextBefore;
      pages++;
    } while (before !== null);
    expect(pages).toBe(TOTAL / 100);
    expect(seen).toHaveLength(TOTAL);
    expect(new Set(seen).size).toBe(TOTAL);
    const descending = seen.every((v, i) => i === 0 || v < seen[i - 1]!);
    expect(descending).toBe(true);
    const bounds = await rowsOf<{ min: number; max: number }>(
      sql`select min(id)::int as min, max(id)::int as max from messages`,
    );
    expect([seen[0], seen[seen.length - 1]]).toEqual([bounds[0]!.max, bounds[0]!.min]);
  }, 120_000);

  it("answers the default page size, and reads a page by the index", async () => {
    const res = await messagesApi(t.app, "GET", `/conversations/${id}/messages`, p.renter);
    expect(res.body.messages).toHaveLength(LIMITS.messagesPageSize);
    expect(res.body.messages[0]).toMatchObject({ text: `Message ${TOTAL}`, senderRole: "renter" });
    const plan = await rowsOf<Record<string, string>>(sql`
      explain select id from messages where conversation_id = ${id}::uuid and id < 5000
      order by id desc limit 51`);
    const text = plan.map((r) => Object.values(r)[0]).join("\n");
    expect(text).toContain("messages_conversation_idx");
  });

  it("gives the live stream what a user missed after an id, in id order", async () => {
    const all = await messagesForUserAfter(t.app.db, p.renter.id, 0, 20_000);
    expect(all).toHaveLength(TOTAL);
    const after = await messagesForUserAfter(t.app.db, p.owner.id, all[9_996]!.id, 10);
    expect(after.map((m) => toChatMessage(m, p.owner.id).text)).toEqual([
      "Message 9998",
      "Message 9999",
      "Message 10000",
    ]);
    expect(await messagesForUserAfter(t.app.db, p.stranger.id, 0, 10)).toEqual([]);
  });
});

describe("the operators' read-only view", () => {
  it("finds a booking's conversation and reads its messages; refuses 401, 403, 400", async () => {
    const booking = await seedBooking(t.app, {
      car: p.car,
      renterId: p.renter.id,
      from: "2031-01-10",
      to: "2031-01-11",
    });
    const opened = await messagesApi(t.app, "POST", `/bookings/${booking.id}`, p.owner);
    await send(t.app, p.owner, opened.body.conversation._id, "See you at pickup");
    const find = (query: string, user: TestUser | null) =>
      t.app.inject({
        method: "GET",
        url: `/api/operator/conversations${query}`,
        ...(user ? { headers: user.auth } : {}),
      });
    const found = await find(`?bookingId=${booking.id}`, operator);
    expect(found.statusCode).toBe(200);
    expect(found.json().conversations).toMatchObject([
      {
        _id: opened.body.conversation._id,
        renter: { _id: p.renter.id, name: "Renter Rani" },
        owner: { _id: p.owner.id, name: "Owner Om" },
        booking: { _id: booking.id, bookingRef: booking.bookingRef },
      },
    ]);
    const byPeople = await find(`?carId=${p.car.id}&renterId=${p.renter.id}`, operator);
    expect(byPeople.json().conversations).toHaveLength(2);
    expect((await find(`?bookingId=${booking.id}`, p.owner)).statusCode).toBe(403);
    expect((await find(`?bookingId=${booking.id}`, null)).statusCode).toBe(401);
    expect((await find("", operator)).statusCode).toBe(400);
    const page = await t.app.inject({
      method: "GET",
      url: `/api/operator/conversations/${opened.body.conversation._id}/messages`,
      headers: operator.auth,
    });
    expect(page.json().messages.map((m: { text: string }) => m.text)).toEqual([
      "See you at pickup",
    ]);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/operator/conversations/00000000-0000-4000-8000-000000000000/messages",
      headers: operator.auth,
    });
    expect(unknown.json()).toEqual({ success: false, message: CONVERSATION_MSG.notFound });
  });
});
