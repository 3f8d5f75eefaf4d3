/**
 * GET /api/messages/stream (issue 31 item 3, decision 033): the signed-in account's live
 * messages as Server-Sent Events, through @fastify/sse. Registered under /messages by
 * src/routes.ts beside the conversations routes, as a plugin of its own.
 *
 * - Auth: the Bearer session like every API call (401 to a visitor, at onRequest). Browsers'
 *   EventSource cannot send it, so the web client reads the stream with fetch
 *   (apps/web/src/lib/live-stream.ts).
 * - Resume: `Last-Event-ID` (or `?since=`, when the header is absent) is the last message id the
 *   client has; every later message of the account's conversations is sent first, in id order,
 *   then the live ones, each once (hub.ts). Without either the stream starts at the latest
 *   message. The first event is always the account's unread total.
 * - Events: `id: <message id>` + `data: {"type":"message",...}`; `data: {"type":"deleted",...}`
 *   and `data: {"type":"unread",...}` without an id (shared `liveEvent`). A comment every
 *   HEARTBEAT_MS keeps proxies from closing an idle stream (deploy/haproxy.cfg: 60 s).
 * - Limits: STREAMS_PER_ACCOUNT open streams per account on this server (429 beyond).
 * - Closing: the server's close (after a drain, src/lifecycle.ts) ends every stream first, so
 *   clients reconnect, through the load balancer, to a server still running.
 * - Fan-out: this process LISTENs on `gaadi_messages` (db/listen.ts): every server hears every
 *   message, and writes it to the streams it holds.
 */
import sse from "@fastify/sse";
import { LIVE_MSG } from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../lib/errors.js";
import { failure } from "../../../lib/responses.js";
import { toChatMessage } from "../mapper.js";
import { messagesByIds, messagesForUserAfter, unreadTotal } from "../repository.js";
import { LiveHub, parseNotice } from "./hub.js";
import { latestMessageId, MESSAGES_CHANNEL } from "./repository.js";

/** A comment line this often (ms) keeps an idle stream open through proxies. */
export const HEARTBEAT_MS = 20_000;
/** Open streams one account may hold on one server (a tab each). */
export const STREAMS_PER_ACCOUNT = 5;

const cursor = z
  .string()
  .regex(/^\d{1,15}$/, LIVE_MSG.badCursor)
  .transform(Number)
  .optional();

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS });
  const hub = new LiveHub(
    {
      messagesAfter: async (userId, afterId, limit) =>
        (await messagesForUserAfter(app.db, userId, afterId, limit)).map((row) =>
          toChatMessage(row, userId),
        ),
      messagesByIds: async (ids) =>
        (await messagesByIds(app.db, ids)).map((row) => ({
          id: row.id,
          view: (viewerId: string) => toChatMessage(row, viewerId),
        })),
      unreadTotal: (userId) => unreadTotal(app.db, userId),
      latestId: () => latestMessageId(app.db),
    },
    {
      maxStreamsPerUser: STREAMS_PER_ACCOUNT,
      onError: (err) => app.log.warn({ err }, "live stream write failed"),
    },
  );

  const stop = await app.database.listen(MESSAGES_CHANNEL, {
    onNotify: (payload) => {
      const notice = parseNotice(payload);
      if (notice) void hub.notify(notice);
      else app.log.warn({ payload }, "unknown gaadi_messages notification");
    },
    onListening: () => hub.setListening(true),
    onLost: (err) => {
      hub.setListening(false);
      app.log.warn({ err }, "live messages: notifications lost, reconnecting");
    },
  });
  // preClose, before the server stops taking connections: an open stream would hold the close
  // until its client left. Its client reconnects to another server.
  app.addHook("preClose", async () => {
    hub.closeAll();
  });
  app.addHook("onClose", async () => {
    await stop().catch(() => {});
  });

  app.get(
    "/stream",
    {
      // @fastify/sse 0.4 (the last whose engines allow Node 20.19): a request that accepts
      // text/event-stream gets the stream; any other reaches the handler without `reply.sse`
      // and is answered 400 there.
      sse: true,
      schema: {
        tags: ["messages"],
        security: [{ bearer: [] }],
        summary: "Live messages (text/event-stream); Last-Event-ID or since resumes",
        headers: z.looseObject({ "last-event-id": cursor }),
        querystring: z.object({ since: cursor }),
        response: { ...failure(400, 401, 429) },
      },
      ...app.signedIn,
      // Refused before the plugin's handler opens the stream (it would end a refused stream
      // without the JSON answer).
      preHandler: async (request) => {
        if (hub.isFull(request.user.id)) throw new AppError(429, LIVE_MSG.tooManyStreams);
      },
    },
    async (request, reply) => {
      if (!reply.sse) throw new AppError(400, LIVE_MSG.notAStream);
      const userId = request.user.id;
      const since = request.headers["last-event-id"] ?? request.query.since;
      reply.header("cache-control", "private, no-store");
      reply.sse.keepAlive();
      reply.sse.sendHeaders();
      const stream = hub.open(
        userId,
        {
          // A client that left meanwhile is skipped: its close removes the stream.
          write: async (event, id) => {
            if (!reply.sse.isConnected) return;
            await reply.sse.send(
              id === undefined ? { data: event } : { id: String(id), data: event },
            );
          },
          end: () => reply.sse.close(),
        },
        since,
      );
      reply.sse.onClose(() => stream.close());
      await stream.ready;
    },
  );
};

export default routes;
