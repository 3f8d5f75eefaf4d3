/**
 * LISTEN on a PostgreSQL notification channel (decision 013): the database tells every server
 * when a table changed, so each can drop what it cached.
 * - PostgreSQL: one dedicated `pg.Client`, not from the pool (a pooled connection is shared and
 *   released; a listener must stay put). When it fails or ends, `onLost` is called and it
 *   reconnects with backoff (100 ms doubling, capped at 10 s) until stopped; `onListening` is
 *   called each time LISTEN has succeeded, so the caller knows notifications flow again.
 * - PGlite: its own `listen()` (one process, one connection; a notification is delivered before
 *   the committing statement's promise resolves), `onListening` once.
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface ListenHandlers {
  /** A notification arrived on the channel; `payload` as sent (here the table's name). */
  onNotify(payload: string): void;
  /** LISTEN is in place: from now on every committed change is announced. */
  onListening(): void;
  /** The listening connection is gone: changes may go unannounced until `onListening`. */
  onLost(error?: unknown): void;
}

/** Stops listening and closes the dedicated connection, if any. */
export type StopListening = () => Promise<void>;

/** Backoff before the attempt after `failures` consecutive failures (ms). */
export function reconnectDelayMs(failures: number): number {
  return Math.min(100 * 2 ** Math.min(failures, 10), 10_000);
}

/** A quoted identifier for LISTEN (channel names here are constants, quoted all the same). */
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * Listens on `channel` of the PostgreSQL server at `url` through a dedicated connection. The
 * first attempt is awaited (the caller starts cached once it resolves with `onListening`
 * called); a failed one is retried in the background.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<StopListening> {
  let stopped = false;
  let failures = 0;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const dead = new WeakSet<pg.Client>();

  const lost = (client: pg.Client, error?: unknown) => {
    if (dead.has(client)) return;
    dead.add(client);
    if (current === client) current = undefined;
    client.end().catch(() => {});
    if (stopped) return;
    handlers.onLost(error);
    timer = setTimeout(connect, reconnectDelayMs(failures++));
    timer.unref();
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client));
    client.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (stopped || dead.has(client)) {
      if (!dead.has(client)) await client.end().catch(() => {});
      return;
    }
    current = client;
    failures = 0;
    handlers.onListening();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    if (client) {
      dead.add(client);
      await client.end().catch(() => {});
    }
  };
}

/** Listens on `channel` of an embedded PGlite through its own `listen()`. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ListenHandlers,
): Promise<StopListening> {
  const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
  handlers.onListening();
  return async () => {
    await unlisten();
  };
}
