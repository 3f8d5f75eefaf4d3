/**
 * The live hub of one server process (issue 31 item 3, decision 033): the open message streams
 * of each signed-in account, fed by the database's `gaadi_messages` notifications.
 *
 * - A notification `{kind: 'message'|'deleted', id, renterId, ownerId}` is handled in arrival
 *   order, one at a time: the message is read once (by id) and written to every open stream of
 *   its two parties, followed by the recipient's new unread total. `{kind: 'read', userId}`
 *   (announceRead) sends that account its unread total.
 * - Each stream has a cursor, the id of the last message it was sent, and a queue of its own:
 *   a message event is written only when its id is above the cursor, so the catch-up and the
 *   live feed may overlap without a duplicate. Message ids commit in id order (the
 *   conversations repository's MESSAGE_ORDER_LOCK), which makes "everything above the cursor"
 *   exactly what a stream has not seen.
 * - A new stream is registered first and caught up second (every message above its cursor,
 *   by `messagesAfter`), so a message committed meanwhile arrives by one path or the other.
 *   After the LISTEN connection was lost (`setListening(false)`) and is back, every open stream
 *   is caught up again from its cursor: nothing sent during the gap is lost.
 * - `deleted` and `unread` events carry no SSE id: only message events move Last-Event-ID.
 * Nothing here touches the database directly: `LiveSource` does (wired in plugin.ts).
 */
import type { ChatMessage, LiveEvent } from "@gaadi/shared";

/** How the hub reads what it sends (the conversations repository and mapper, in plugin.ts). */
export interface LiveSource {
  /** `userId`'s messages with id > `afterId`, id order, at most `limit`, as `userId` sees them. */
  messagesAfter(userId: string, afterId: number, limit: number): Promise<ChatMessage[]>;
  /** The messages of `ids` (id order), each with a view per party; unknown ids are left out. */
  messagesByIds(ids: number[]): Promise<{ id: number; view(viewerId: string): ChatMessage }[]>;
  /** `userId`'s unread total over all their conversations. */
  unreadTotal(userId: string): Promise<number>;
  /** The largest committed message id (0 for none): a stream opened without a cursor starts there. */
  latestId(): Promise<number>;
}

/** Where one stream's events go (plugin.ts writes them as SSE frames). */
export interface LiveSink {
  /** Writes `event`, with SSE id `id` when given; resolves when written (backpressure). */
  write(event: LiveEvent, id?: number): Promise<void>;
  /** Ends the response; the client reconnects (elsewhere, when this server drains). */
  end(): void;
}

/** A parsed `gaadi_messages` notification (migration 0020's trigger, or announceRead). */
export type LiveNotice =
  | { kind: "message" | "deleted"; id: number; renterId: string; ownerId: string }
  | { kind: "read"; userId: string };

/** Messages read per catch-up query. */
export const CATCH_UP_PAGE = 200;

/** Parses a notification payload; null for anything malformed (logged by the caller). */
export function parseNotice(payload: string): LiveNotice | null {
  try {
    const p = JSON.parse(payload) as Record<string, unknown>;
    if (p.kind === "read" && typeof p.userId === "string")
      return { kind: "read", userId: p.userId };
    if (
      (p.kind === "message" || p.kind === "deleted") &&
      typeof p.id === "number" &&
      typeof p.renterId === "string" &&
      typeof p.ownerId === "string"
    )
      return { kind: p.kind, id: p.id, renterId: p.renterId, ownerId: p.ownerId };
  } catch {
    // not JSON
  }
  return null;
}

class Stream {
  /** The id of the last message event written (or skipped as already seen). */
  cursor: number;
  private queue: Promise<void> = Promise.resolve();
  closed = false;

  constructor(
    readonly userId: string,
    readonly sink: LiveSink,
    cursor: number,
    private readonly onError: (err: unknown) => void,
  ) {
    this.cursor = cursor;
  }

  /** Runs `task` after every task queued before it; a failure ends the stream. */
  enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(async () => {
      if (this.closed) return;
      try {
        await task();
      } catch (err) {
        this.onError(err);
        this.end();
      }
    });
    return this.queue;
  }

  /** Writes message `m` unless this stream has already been sent it (id at or below the cursor). */
  async sendMessage(m: ChatMessage): Promise<void> {
    if (m.id <= this.cursor) return;
    this.cursor = m.id;
    await this.sink.write({ type: "message", message: m }, m.id);
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.sink.end();
  }
}

export interface LiveHubOptions {
  /** Open streams one account may hold on this server; the next is refused. */
  maxStreamsPerUser: number;
  /** Where a failed read or write is reported (the stream it hit is ended). */
  onError(err: unknown): void;
}

/** A stream the hub accepted: `ready` resolves once its catch-up is written; `close` removes it. */
export interface OpenStream {
  ready: Promise<void>;
  close(): void;
}

export class LiveHub {
  private readonly byUser = new Map<string, Set<Stream>>();
  /** Notifications are handled one after another, in arrival (commit) order. */
  private notices: Promise<void> = Promise.resolve();
  private listening = false;

  constructor(
    private readonly source: LiveSource,
    private readonly opts: LiveHubOptions,
  ) {}

  /** Open streams, in all (tests, logs). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** True when one more stream of `userId` would pass the per-account limit. */
  isFull(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) >= this.opts.maxStreamsPerUser;
  }

  /**
   * Registers a stream of `userId` writing to `sink`, then writes the account's unread total
   * and every message above `since` (when given; without it the stream starts at the latest
   * committed message). Live messages follow, each once. Check `isFull` first.
   */
  open(userId: string, sink: LiveSink, since: number | undefined): OpenStream {
    const stream = new Stream(userId, sink, since ?? Number.MAX_SAFE_INTEGER, this.opts.onError);
    const set = this.byUser.get(userId) ?? new Set<Stream>();
    this.byUser.set(userId, set);
    set.add(stream);
    const ready = stream.enqueue(async () => {
      // Registered above, before these reads: a message committed from now on is notified
      // to this stream, whether or not the reads below see it.
      if (since === undefined) stream.cursor = await this.source.latestId();
      await stream.sink.write({
        type: "unread",
        unreadTotal: await this.source.unreadTotal(userId),
      });
      await this.catchUp(stream);
    });
    return { ready, close: () => this.remove(stream) };
  }

  /** Writes every message of the stream's account above its cursor, page by page. */
  private async catchUp(stream: Stream): Promise<void> {
    for (;;) {
      const page = await this.source.messagesAfter(stream.userId, stream.cursor, CATCH_UP_PAGE);
      for (const m of page) await stream.sendMessage(m);
      if (page.length < CATCH_UP_PAGE || stream.closed) return;
    }
  }

  private remove(stream: Stream): void {
    stream.end();
    const set = this.byUser.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.byUser.delete(stream.userId);
  }

  /**
   * The LISTEN connection's state (db/listen.ts onListening / onLost). Coming back after a
   * loss catches every open stream up from its cursor.
   */
  setListening(on: boolean): void {
    const wasLost = !this.listening;
    this.listening = on;
    if (!on || !wasLost) return;
    for (const set of this.byUser.values())
      for (const stream of set) void stream.enqueue(() => this.catchUp(stream));
  }

  /**
   * Handles one notification, after the earlier ones: resolves once its writes are queued on
   * the streams (each stream writes in order, at its own pace).
   */
  notify(notice: LiveNotice): Promise<void> {
    this.notices = this.notices.then(() => this.handle(notice)).catch(this.opts.onError);
    return this.notices;
  }

  private streamsOf(userId: string): Stream[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  private async handle(notice: LiveNotice): Promise<void> {
    if (notice.kind === "read") {
      await this.sendUnread(notice.userId);
      return;
    }
    const parties = [notice.renterId, notice.ownerId];
    if (parties.every((p) => !this.byUser.has(p))) return;
    const [row] = await this.source.messagesByIds([notice.id]);
    if (!row) return;
    for (const party of parties) {
      const message = row.view(party);
      // Queued, not awaited: one slow client must not hold up the others' notifications.
      for (const stream of this.streamsOf(party)) {
        void stream.enqueue(() =>
          notice.kind === "message"
            ? stream.sendMessage(message)
            : stream.sink.write({ type: "deleted", message }),
        );
      }
      if (message.senderId !== party) await this.sendUnread(party);
    }
  }

  /** Writes `userId`'s unread total to each of their open streams (read once). */
  private async sendUnread(userId: string): Promise<void> {
    const streams = this.streamsOf(userId);
    if (streams.length === 0) return;
    const unreadTotal = await this.source.unreadTotal(userId);
    for (const s of streams) void s.enqueue(() => s.sink.write({ type: "unread", unreadTotal }));
  }

  /** Ends every open stream (the server is closing: clients reconnect to another). */
  closeAll(): void {
    for (const set of this.byUser.values()) for (const stream of set) stream.end();
    this.byUser.clear();
  }
}
