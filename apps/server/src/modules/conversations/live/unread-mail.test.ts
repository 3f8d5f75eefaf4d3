/**
 * The unread message mail (issue 31 item 4): a message unread for 15 minutes gives its
 * recipient a message_received notification and a mail linking the conversation, at most once an
 * hour per conversation side; read and deleted messages are never mailed; two sweeps at once
 * mail once.
 */
import { LIMITS } from "@gaadi/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
} from "../../../../test/helpers.js";
import { deleteMessage, openConversation, writeMessage } from "../../../../test/live-support.js";
import { conversations, mailOutbox, notifications } from "../../../db/schema.js";
import { excerptOf, mailUnreadMessages } from "./unread-mail.js";

let t: TestApp;
let renter: TestUser;
let owner: TestUser;

const T = new Date("2026-11-27T06:00:00Z");
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await buildTestApp();
  renter = await createUser(t.app, { name: "Riya Renter" });
  owner = await createUser(t.app, { name: "Omar Owner", role: "owner" });
});
afterAll(() => t.close());

/** A new conversation about a new car of the owner's. */
async function conversation(): Promise<string> {
  const car = await createCar(t.app, owner.id, { brand: "Tata", model: "Nexon" });
  return openConversation(t.app.db, { renterId: renter.id, ownerId: owner.id, carId: car.id });
}

const ownerSays = (
  conversationId: string,
  minute: number,
  text = "Pickup is at 9, near the gate.",
) => writeMessage(t.app.db, { conversationId, senderId: owner.id, text, createdAt: at(minute) });

/** The message_received notifications of `conversationId`, oldest first. */
const notified = (conversationId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.conversationId, conversationId))
    .orderBy(notifications.createdAt);

describe("the unread message mail (message_mail job)", () => {
  it("mails the recipient once the message is 15 minutes unread, naming sender, car and text", async () => {
    const c = await conversation();
    await ownerSays(c, 0, `Pickup is at 9. ${"x".repeat(300)}`);
    expect(await mailUnreadMessages(t.app.db, at(14))).toBe(0);
    expect(await mailUnreadMessages(t.app.db, at(LIMITS.unreadMailAfterMs / 60_000))).toBe(1);
    const [n] = await notified(c);
    expect(n).toMatchObject({ userId: renter.id, type: "message_received", isRead: false });
    expect(n!.message).toContain("Omar Owner sent you a message about the Tata Nexon");
    expect(n!.message).toContain(excerptOf(`Pickup is at 9. ${"x".repeat(300)}`));
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.notificationId, n!.id));
    expect(mail!.recipient).toBe(renter.email);
    expect(mail!.subject).toBe("New message about the Tata Nexon 2023");
    expect(mail!.text).toContain(`http://localhost:3000/messages/${c}`);
    expect(mail!.text).toContain("Pickup is at 9.");
    expect(mail!.text).not.toContain("x".repeat(201));
    // The sender is not told about their own message.
    expect((await notified(c)).map((r) => r.userId)).toEqual([renter.id]);

    // The notification answer routes to the conversation.
    const res = await t.app.inject({ url: "/api/notifications", headers: renter.auth });
    expect(res.json().notifications[0]).toMatchObject({
      type: "message_received",
      conversationId: c,
    });
  });

  it("mails at most once an hour: a second message 20 minutes later waits for the hour", async () => {
    const c = await conversation();
    await ownerSays(c, 0);
    expect(await mailUnreadMessages(t.app.db, at(15))).toBe(1);
    await ownerSays(c, 20, "Also, bring your licence.");
    expect(await mailUnreadMessages(t.app.db, at(35))).toBe(0);
    expect(await mailUnreadMessages(t.app.db, at(74))).toBe(0);
    // An hour after the first mail, the newer unread message is mailed.
    expect(await mailUnreadMessages(t.app.db, at(75))).toBe(1);
    const mails = await notified(c);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.message).toContain("Also, bring your licence.");
  });

  it("mails a message sent 61 minutes after the first once it is 15 minutes unread", async () => {
    const c = await conversation();
    await ownerSays(c, 0);
    expect(await mailUnreadMessages(t.app.db, at(15))).toBe(1);
    await ownerSays(c, 61, "Are you still coming?");
    expect(await mailUnreadMessages(t.app.db, at(75))).toBe(0);
    expect(await mailUnreadMessages(t.app.db, at(76))).toBe(1);
  });

  it("never mails one message twice, however long it stays unread", async () => {
    const c = await conversation();
    await ownerSays(c, 0);
    expect(await mailUnreadMessages(t.app.db, at(15))).toBe(1);
    expect(await mailUnreadMessages(t.app.db, at(90))).toBe(0);
    expect(await mailUnreadMessages(t.app.db, at(600))).toBe(0);
  });

  it("never mails a read message or a deleted one", async () => {
    const read = await conversation();
    const id = await ownerSays(read, 0);
    await t.app.db
      .update(conversations)
      .set({ renterReadId: id })
      .where(eq(conversations.id, read));
    const gone = await conversation();
    const deleted = await ownerSays(gone, 0);
    await deleteMessage(t.app.db, deleted, at(1));
    expect(await mailUnreadMessages(t.app.db, at(30))).toBe(0);
    expect(await notified(read)).toEqual([]);
    expect(await notified(gone)).toEqual([]);
  });

  it("mails the owner about the renter's message, each side on its own clock", async () => {
    const c = await conversation();
    await writeMessage(t.app.db, {
      conversationId: c,
      senderId: renter.id,
      text: "Is the car free on Saturday?",
      createdAt: at(0),
    });
    await ownerSays(c, 5);
    expect(await mailUnreadMessages(t.app.db, at(20))).toBe(2);
    expect((await notified(c)).map((n) => n.userId).sort()).toEqual([renter.id, owner.id].sort());
  });

  it("mails once when two sweeps run at the same time", async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await conversation());
    for (const c of made) await ownerSays(c, 0);
    const counts = await Promise.all([
      mailUnreadMessages(t.app.db, at(16)),
      mailUnreadMessages(t.app.db, at(16)),
    ]);
    expect(counts[0]! + counts[1]!).toBe(5);
    const rows = await t.app.db
      .select()
      .from(notifications)
      .where(inArray(notifications.conversationId, made));
    expect(rows).toHaveLength(5);
  });
});
