/**
 * The live message stream of this tab (issue 31 item 3, decision 033): one connection to
 * GET /api/messages/stream shared by every subscriber, open while someone listens and a session
 * exists. Browsers' EventSource cannot send the Authorization header, so the stream is read with
 * fetch and parsed by eventsource-parser; the client itself resumes:
 * - reconnects after an error or the server's close (a draining server ends its streams) with
 *   backoff (about 0.5 s after a clean end, then 1 s doubling to 30 s, with jitter; 30 s after
 *   a 429, too many tabs), sending Last-Event-ID = the last message id it received, so the
 *   server sends what was missed first;
 * - never delivers a message id twice (only ids above the last one pass);
 * - closes on the last unsubscribe and on sign-out, and starts afresh for another account;
 * - stops on a 401 (the session is dead: the API client's next call ends it and says so).
 * Every (re)connection begins with an `unread` event: a listener that shows lists may refresh
 * them then. Nothing runs at module load (SSR-safe); load it lazily (lib/live-stream-lazy.ts)
 * so the public pages' first load does not carry it.
 */
import type { LiveEvent } from "@gaadi/shared";
import { createParser } from "eventsource-parser";
import { authorizationHeader } from "./api-client";
import { currentToken, subscribeToken } from "./session/token-storage";

/** Where the stream is read (same origin as the API client's calls). */
export const LIVE_STREAM_PATH = "/api/messages/stream";

type Listener = (event: LiveEvent) => void;

const LIVE_TYPES: ReadonlySet<string> = new Set<LiveEvent["type"]>([
  "message",
  "deleted",
  "unread",
]);

const listeners = new Set<Listener>();
/** The running connection loop's abort, and the Authorization it runs with. */
let running: { abort: AbortController; authorization: string } | null = null;
/** The last message id delivered in this tab, for this account (null before the first). */
let lastId: number | null = null;
let lastAccount: string | null = null;
let stopWatchingToken: (() => void) | null = null;

/**
 * Calls `listener` with every live event of the signed-in account until the returned function
 * is called. The first subscriber opens the tab's stream, the last one's unsubscribe closes it.
 */
export function subscribeLive(listener: Listener): () => void {
  if (typeof window === "undefined") return () => {};
  listeners.add(listener);
  if (listeners.size === 1) {
    currentToken();
    stopWatchingToken = subscribeToken(follow);
    follow();
  }
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    stopWatchingToken?.();
    stopWatchingToken = null;
    disconnect();
  };
}

/** Opens, keeps or closes the stream as the session says (sign-in, sign-out, another account). */
function follow(): void {
  const authorization = authorizationHeader();
  if (running && running.authorization === authorization) return;
  disconnect();
  if (!authorization || listeners.size === 0) return;
  if (authorization !== lastAccount) lastId = null;
  lastAccount = authorization;
  const abort = new AbortController();
  running = { abort, authorization };
  void connectLoop(abort.signal, authorization);
}

function disconnect(): void {
  running?.abort.abort();
  running = null;
}

/** Delay before reconnect attempt `failures` (ms): 1 s doubling to 30 s, ±50 % jitter. */
export function backoffMs(failures: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));
  return base / 2 + Math.random() * base;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

async function connectLoop(signal: AbortSignal, authorization: string): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    let wait: number;
    try {
      const status = await readStream(signal, authorization, () => {
        failures = 0;
      });
      if (status === 401) {
        if (running?.abort.signal === signal) running = null;
        return;
      }
      // A clean end (the server closing or draining): come back soon, somewhere else.
      wait =
        status === 200
          ? 250 + Math.random() * 500
          : status === 429
            ? 30_000
            : backoffMs(failures++);
    } catch {
      if (signal.aborted) return;
      wait = backoffMs(failures++);
    }
    await sleep(wait, signal);
  }
}

/** One connection: reads events until it ends. Resolves to the HTTP status. */
async function readStream(
  signal: AbortSignal,
  authorization: string,
  opened: () => void,
): Promise<number> {
  const headers: Record<string, string> = { accept: "text/event-stream", authorization };
  if (lastId !== null) headers["last-event-id"] = String(lastId);
  const url =
    typeof location === "undefined" ? LIVE_STREAM_PATH : new URL(LIVE_STREAM_PATH, location.href);
  const res = await fetch(url, { headers, signal, cache: "no-store" });
  if (!res.ok || !res.body) {
    await res.body?.cancel().catch(() => {});
    return res.status;
  }
  opened();
  const parser = createParser({ onEvent: (e) => deliver(e.data, e.id) });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return res.status;
    parser.feed(value);
  }
}

/** Hands one event to every listener, unless it is a message this tab has already had. */
function deliver(data: string, id: string | undefined): void {
  let parsed: LiveEvent;
  try {
    parsed = JSON.parse(data) as LiveEvent;
  } catch {
    return;
  }
  // The server writes shared `liveEvent`s; a plain check keeps zod out of this chunk.
  if (!parsed || !LIVE_TYPES.has(parsed.type)) return;
  if (parsed.type === "message") {
    const messageId = id === undefined ? parsed.message.id : Number(id);
    if (lastId !== null && messageId <= lastId) return;
    lastId = messageId;
  }
  for (const listener of [...listeners]) {
    try {
      listener(parsed);
    } catch (err) {
      console.error(err);
    }
  }
}
