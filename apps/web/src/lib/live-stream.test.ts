/**
 * The tab's live stream client (lib/live-stream.ts) against a stand-in SSE server on loopback:
 * one connection for all subscribers, Authorization and Last-Event-ID sent, a reconnect after
 * the server's close resumes from the last id, a repeated id is delivered once, the last
 * unsubscribe and sign-out close the connection.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { LiveEvent } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

interface Connection {
  req: IncomingMessage;
  res: ServerResponse;
  closed: boolean;
}

const connections: Connection[] = [];
const waiters = new Set<() => void>();
const server = createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/event-stream" });
  res.write(": hello\n\n");
  const c = { req, res, closed: false };
  res.on("close", () => {
    c.closed = true;
  });
  connections.push(c);
  for (const w of [...waiters]) w();
});

/** Resolves once `test` holds (checked on each new connection and every 10 ms); 3 s at most. */
async function until(test: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 3 s`);
    await new Promise<void>((resolve) => {
      waiters.add(resolve);
      setTimeout(() => {
        waiters.delete(resolve);
        resolve();
      }, 10);
    });
  }
}

const open = () => connections.filter((c) => !c.closed && !c.res.writableEnded);
const message = (id: number): LiveEvent => ({
  type: "message",
  message: {
    id,
    conversationId: "c1",
    senderId: "u2",
    senderRole: "owner",
    text: `message ${id}`,
    masked: false,
    photos: [],
    createdAt: new Date(0).toISOString(),
    deletedAt: null,
  },
});
const send = (c: Connection, event: LiveEvent, id?: number) =>
  c.res.write(`${id === undefined ? "" : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`);

let live: typeof import("./live-stream");
let tokens: typeof import("./session/token-storage");

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  tokens = await import("./session/token-storage");
  live = await import("./live-stream");
  // After the imports (a library there takes `window` for a browser's): the client asks at calls.
  vi.stubGlobal("window", {});
  vi.stubGlobal("location", { href: `http://127.0.0.1:${port}/` });
});
afterAll(async () => {
  for (const c of connections) c.res.end();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllGlobals();
});

describe("subscribeLive", () => {
  it("shares one connection, resumes with Last-Event-ID and delivers each message once", async () => {
    tokens.storeToken("a.b.c");
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    const stopFirst = live.subscribeLive((e) => first.push(e));
    const stopSecond = live.subscribeLive((e) => second.push(e));
    await until(() => open().length === 1, "connected");
    const c1 = open()[0]!;
    expect(c1.req.headers.authorization).toBe("Bearer a.b.c");
    expect(c1.req.headers["last-event-id"]).toBeUndefined();
    send(c1, { type: "unread", unreadTotal: 2 });
    send(c1, message(7), 7);
    send(c1, message(7), 7);
    await until(() => first.length === 2, "two events");
    c1.res.end();

    // The server closed (a drain): the client comes back with the last id it had.
    await until(() => open().length === 1 && open()[0] !== c1, "reconnected");
    const c2 = open()[0]!;
    expect(c2.req.headers["last-event-id"]).toBe("7");
    send(c2, message(6), 6);
    send(c2, message(7), 7);
    send(c2, message(8), 8);
    await until(() => first.length === 3, "the new message");
    const ids = (events: LiveEvent[]) =>
      events.flatMap((e) => (e.type === "message" ? [e.message.id] : []));
    expect(ids(first)).toEqual([7, 8]);
    expect(second).toEqual(first);
    expect(connections.length).toBe(2);

    stopFirst();
    expect(open()).toHaveLength(1);
    stopSecond();
    await until(() => open().length === 0, "closed on the last unsubscribe");
  });

  it("closes on sign-out and opens afresh for the next account", async () => {
    tokens.storeToken("d.e.f");
    const stop = live.subscribeLive(() => {});
    await until(() => open().length === 1, "connected");
    tokens.storeToken(null);
    await until(() => open().length === 0, "closed on sign-out");
    tokens.storeToken("g.h.i");
    await until(() => open().length === 1, "connected again");
    expect(open()[0]!.req.headers.authorization).toBe("Bearer g.h.i");
    expect(open()[0]!.req.headers["last-event-id"]).toBeUndefined();
    stop();
    await until(() => open().length === 0, "closed");
  });
});
