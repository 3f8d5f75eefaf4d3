/**
 * The live hub's ordering rules (hub.ts), with the messages held in a list the test commits to:
 * a catch-up and live notifications that overlap send each message once and in id order; a
 * LISTEN connection lost and back catches every stream up; a stream opened without a cursor
 * starts at the latest message. (The same rules over HTTP and a real database: live.test.ts.)
 */
import type { ChatMessage, LiveEvent } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { LiveHub, type LiveSink, type LiveSource, parseNotice } from "./hub.js";

const RENTER = "renter";
const OWNER = "owner";

function chat(id: number, senderId = OWNER, deletedAt: string | null = null): ChatMessage {
  return {
    id,
    conversationId: "c1",
    senderId,
    senderRole: senderId === RENTER ? "renter" : "owner",
    text: deletedAt ? "" : `message ${id}`,
    masked: false,
    photos: [],
    createdAt: new Date(0).toISOString(),
    deletedAt,
  };
}

/** Committed messages of one conversation between RENTER and OWNER, and a gate on catch-ups. */
function world() {
  const committed: ChatMessage[] = [];
  let gate: Promise<void> = Promise.resolve();
  const source: LiveSource = {
    messagesAfter: async (_userId, afterId, limit) => {
      const snapshot = committed.filter((m) => m.id > afterId).slice(0, limit);
      await gate;
      return snapshot;
    },
    messagesByIds: async (ids) =>
      committed.filter((m) => ids.includes(m.id)).map((m) => ({ id: m.id, view: () => m })),
    unreadTotal: async () => committed.length,
    latestId: async () => committed.at(-1)?.id ?? 0,
  };
  return {
    source,
    commit: (m: ChatMessage) => committed.push(m),
    hold: () => {
      let release!: () => void;
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
}

function sink() {
  const written: { event: LiveEvent; id?: number }[] = [];
  const s: LiveSink & { written: typeof written; ended: boolean } = {
    written,
    ended: false,
    write: async (event, id) => {
      written.push(id === undefined ? { event } : { event, id });
    },
    end: () => {
      s.ended = true;
    },
  };
  return s;
}

const ids = (s: ReturnType<typeof sink>) =>
  s.written.flatMap((w) => (w.event.type === "message" ? [w.event.message.id] : []));
const notice = (id: number) => ({ kind: "message", id, renterId: RENTER, ownerId: OWNER }) as const;
const hubOf = (source: LiveSource) =>
  new LiveHub(source, {
    maxStreamsPerUser: 2,
    onError: (err) => {
      throw err;
    },
  });

describe("LiveHub", () => {
  it("sends each message once, in id order, when the catch-up and live notifications overlap", async () => {
    const w = world();
    const hub = hubOf(w.source);
    hub.setListening(true);
    for (const id of [1, 2, 3]) w.commit(chat(id));
    const release = w.hold();
    const s = sink();
    const stream = hub.open(RENTER, s, 0);
    // While the catch-up reads, 2 and 3 are notified late and 4 is committed and notified.
    w.commit(chat(4));
    await Promise.all([2, 3, 4].map((id) => hub.notify(notice(id))));
    release();
    await stream.ready;
    await hub.notify(notice(4));
    expect(ids(s)).toEqual([1, 2, 3, 4]);
    expect(s.written.filter((x) => x.id !== undefined).map((x) => x.id)).toEqual([1, 2, 3, 4]);
    // The unread total comes first; a stream's first event on every (re)connection.
    expect(s.written[0]!.event.type).toBe("unread");
  });

  it("catches every stream up after the LISTEN connection was lost", async () => {
    const w = world();
    const hub = hubOf(w.source);
    hub.setListening(true);
    const s = sink();
    await hub.open(RENTER, s, 0).ready;
    hub.setListening(false);
    w.commit(chat(1));
    w.commit(chat(2));
    hub.setListening(true);
    w.commit(chat(3));
    await hub.notify(notice(3));
    await hub.open(OWNER, sink(), 0).ready; // after the renter's queued catch-up
    await new Promise((r) => setImmediate(r));
    expect(ids(s)).toEqual([1, 2, 3]);
  });

  it("starts a stream without a cursor at the latest message", async () => {
    const w = world();
    const hub = hubOf(w.source);
    hub.setListening(true);
    w.commit(chat(1));
    const s = sink();
    await hub.open(RENTER, s, undefined).ready;
    await hub.notify(notice(1)); // a late notification of an older message
    w.commit(chat(2));
    await hub.notify(notice(2));
    await new Promise((r) => setImmediate(r));
    expect(ids(s)).toEqual([2]);
  });

  it("sends a deletion without an id, and the recipient's unread total", async () => {
    const w = world();
    const hub = hubOf(w.source);
    hub.setListening(true);
    const renter = sink();
    const owner = sink();
    await hub.open(RENTER, renter, 0).ready;
    await hub.open(OWNER, owner, 0).ready;
    w.commit(chat(1, OWNER, new Date(1).toISOString()));
    await hub.notify({ ...notice(1), kind: "deleted" });
    await new Promise((r) => setImmediate(r));
    expect(renter.written.slice(1)).toEqual([
      { event: { type: "deleted", message: chat(1, OWNER, new Date(1).toISOString()) } },
      { event: { type: "unread", unreadTotal: 1 } },
    ]);
    // The sender hears the deletion, not an unread total of their own message.
    expect(owner.written.slice(1).map((x) => x.event.type)).toEqual(["deleted"]);
  });

  it("counts streams per account and ends them all on close", async () => {
    const w = world();
    const hub = hubOf(w.source);
    const sinks = [sink(), sink()];
    for (const s of sinks) hub.open(RENTER, s, 0);
    expect(hub.isFull(RENTER)).toBe(true);
    expect(hub.isFull(OWNER)).toBe(false);
    hub.closeAll();
    expect(sinks.map((s) => s.ended)).toEqual([true, true]);
    expect(hub.size).toBe(0);
  });

  it("reads the trigger's payloads and the read notice, and nothing else", () => {
    expect(
      parseNotice('{"kind":"message","id":7,"conversationId":"c","renterId":"r","ownerId":"o"}'),
    ).toEqual({ kind: "message", id: 7, renterId: "r", ownerId: "o" });
    expect(parseNotice('{"kind":"read","userId":"u"}')).toEqual({ kind: "read", userId: "u" });
    expect(parseNotice("not json")).toBeNull();
    expect(parseNotice('{"kind":"message","id":"7"}')).toBeNull();
  });
});
