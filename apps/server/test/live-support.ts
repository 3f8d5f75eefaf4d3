/**
 * Test support for the live message stream (issue 31 item 3): a client that reads
 * GET /api/messages/stream over real HTTP with fetch (as the web's live-stream.ts does) and
 * parses it with eventsource-parser, and a way to write messages as the conversations service
 * does (the message order lock first, in one transaction), so the database's NOTIFY is what
 * carries them. Waits are on events with deadlines, never fixed sleeps.
 */
import type { LiveEvent } from "@gaadi/shared";
import { and, eq, sql } from "drizzle-orm";
import { createParser } from "eventsource-parser";
import type { Db } from "../src/db/client.js";
import { conversations, messages } from "../src/db/schema.js";
import { lockMessageOrder } from "../src/modules/conversations/repository.js";

/** One received event: its SSE id (message events only) and its data. */
export interface Received {
  id: string | undefined;
  event: LiveEvent;
}

export interface LiveClient {
  /** Every event received so far, in order. */
  events: Received[];
  /** HTTP status and headers of the stream's answer. */
  status: number;
  headers: Headers;
  /** The message ids received, in order. */
  messageIds(): number[];
  /** Resolves with the first event (from the start) that `match` accepts; rejects after `ms`. */
  waitFor(match: (r: Received) => boolean, ms?: number): Promise<Received>;
  /** Resolves when the server ended the stream; rejects after `ms`. */
  ended(ms?: number): Promise<void>;
  close(): void;
}

/**
 * Opens the stream of `token` at `base` (http://host:port), with `lastEventId` as the
 * Last-Event-ID header when given (`compressed`: saying it takes br and gzip, as browsers do).
 * Resolves once the answer's head has arrived.
 */
export async function openLive(
  base: string,
  token: string | null,
  opts: { lastEventId?: string; query?: string; compressed?: boolean } = {},
): Promise<LiveClient> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.lastEventId !== undefined) headers["last-event-id"] = opts.lastEventId;
  if (opts.compressed) headers["accept-encoding"] = "br, gzip";
  const res = await fetch(`${base}/api/messages/stream${opts.query ?? ""}`, {
    headers,
    signal: abort.signal,
  });
  const events: Received[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  const parser = createParser({
    onEvent: (e) => {
      events.push({ id: e.id, event: JSON.parse(e.data) as LiveEvent });
      wake();
    },
  });
  const pump = async () => {
    if (!res.body || !res.ok) return;
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted by close()
    }
  };
  void pump().finally(() => {
    done = true;
    wake();
  });

  const until = (test: () => boolean, ms: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!test()) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${what} not within ${ms} ms; got ${JSON.stringify(events)}`));
      }, ms);
      waiters.add(check);
      check();
    });

  return {
    events,
    status: res.status,
    headers: res.headers,
    messageIds: () =>
      events.flatMap((r) => (r.event.type === "message" ? [r.event.message.id] : [])),
    async waitFor(match, ms = 5000) {
      await until(() => events.some(match), ms, "event");
      return events.find(match)!;
    },
    ended: (ms = 5000) => until(() => done, ms, "end of stream"),
    close: () => abort.abort(),
  };
}

/**
 * Sends `text` in conversation `conversationId` through the API of the server at `base` (POST
 * /api/messages/conversations/:id/messages, as the web does), as the holder of `token`.
 * Resolves to the new message's id; throws on any other answer than 200.
 */
export async function sendThrough(
  base: string,
  token: string,
  conversationId: string,
  text: string,
): Promise<number> {
  const res = await fetch(`${base}/api/messages/conversations/${conversationId}/messages`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ text }),
  });
  const body = (await res.json()) as { message: { id: number } };
  if (res.status !== 200) throw new Error(`send answered ${res.status}: ${JSON.stringify(body)}`);
  return body.message.id;
}

/** A message event with id `id`. */
export const messageWithId = (id: number) => (r: Received) =>
  r.event.type === "message" && r.event.message.id === id;

/** Opens a conversation (an inquiry) between `renterId` and `ownerId` about `carId`. */
export async function openConversation(
  db: Db,
  parties: { renterId: string; ownerId: string; carId: string },
): Promise<string> {
  const [row] = await db.insert(conversations).values(parties).returning();
  return row!.id;
}

/**
 * Writes a message as the conversations service does: the message order lock, then the
 * insert, in one transaction; the trigger's NOTIFY leaves at commit. `createdAt` defaults to
 * the database's now(). Resolves to the new message's id.
 */
export async function writeMessage(
  db: Db,
  m: { conversationId: string; senderId: string; text: string; createdAt?: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMessageOrder(tx);
    const [row] = await tx.insert(messages).values(m).returning({ id: messages.id });
    await tx
      .update(conversations)
      .set({ lastMessageId: row!.id, lastMessageAt: sql`now()` })
      .where(eq(conversations.id, m.conversationId));
    return row!.id;
  });
}

/** Marks message `id` deleted at `at` (the trigger notifies kind 'deleted'). */
export async function deleteMessage(db: Db, id: number, at = new Date()): Promise<void> {
  await db
    .update(messages)
    .set({ deletedAt: at })
    .where(and(eq(messages.id, id)));
}
