/**
 * Session checks (server-rules.md sections 1 and 7). `authenticate` reads
 * `Authorization: Bearer <jwt>` (or the bare `<jwt>`, as some clients send it; issue 25 item
 * 15), verifies signature and expiry, loads the user (not erased)
 * and compares the token's session version, so a password change ends older sessions.
 * Failures: 401 ACCOUNT_MSG.notSignedIn without a token, 401 ACCOUNT_MSG.sessionInvalid for a bad one.
 * `requireOwner`: 403 'Owner access required for this page' for non-owners.
 * `requireOperator` (issue 29): 403 OPERATOR_MSG.operatorRequired for anyone not an operator;
 * `...app.operatorOnly` spreads it after authenticate. A suspended account's tokens are
 * refused 401 OPERATOR_MSG.accountSuspended (its session version was bumped too).
 * The route guards, one spelling each (issue 25 Build item 1), spread into a route's
 * options: `...app.signedIn` (authenticate) and `...app.ownerOnly` (authenticate, then
 * requireOwner). Both run at onRequest, before the body is read or parsed, so a visitor gets
 * 401 (the login prompt) and a renter 403, never a 400 or 413 about a body they may not send.
 */

import { ACCOUNT_MSG, OPERATOR_MSG } from "@gaadi/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden, unauthorized } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { findSessionRecord } from "../../modules/users/repository.js";

export default fp(async function authentication(app: FastifyInstance) {
  app.decorateRequest("user", null as never);

  app.decorate("authenticate", async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    // 'Bearer <token>' (scheme in any case) or the token alone; any other scheme is no session.
    const token = /^(?:bearer\s+)?(\S+)$/i.exec(header?.trim() ?? "")?.[1];
    if (!token || /^bearer$/i.test(token)) throw unauthorized(ACCOUNT_MSG.notSignedIn);
    const claims = await app.tokens.verifySession(token);
    if (!claims || !isUuid(claims.userId)) throw unauthorized(ACCOUNT_MSG.sessionInvalid);
    const user = await findSessionRecord(app.db, claims.userId);
    if (!user || user.sessionVersion !== claims.sessionVersion) {
      throw unauthorized(ACCOUNT_MSG.sessionInvalid);
    }
    if (user.suspendedAt) throw unauthorized(OPERATOR_MSG.accountSuspended);
    request.user = {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      isOperator: user.isOperator,
    };
  });

  app.decorate("requireOwner", async (request: FastifyRequest) => {
    if (request.user?.role !== "owner") throw forbidden(ACCOUNT_MSG.ownerRequired);
  });

  app.decorate("requireOperator", async (request: FastifyRequest) => {
    if (!request.user?.isOperator) throw forbidden(OPERATOR_MSG.operatorRequired);
  });

  // Getters: each route gets its own array, since plugins (@fastify/rate-limit's onRoute)
  // push their hooks onto a route's onRequest array, which a shared one would collect.
  app.decorate("signedIn", { getter: () => ({ onRequest: [app.authenticate] }) });
  app.decorate("ownerOnly", {
    getter: () => ({ onRequest: [app.authenticate, app.requireOwner] }),
  });
  app.decorate("operatorOnly", {
    getter: () => ({ onRequest: [app.authenticate, app.requireOperator] }),
  });
});
