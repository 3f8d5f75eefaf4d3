/**
 * /api/owner/payouts/* (issue 28 item 5, decision 026). Owner only. GET account: the owner's
 * payout account (masked) or null, and whether payouts are enabled; POST account: sets it up
 * through Razorpay Route (service.ts); GET transfers: the owner's Payouts table, each paid
 * booking's transfer (modules/transfers). Bodies and answers are @gaadi/shared's schemas.
 */
import {
  PAYOUT_MSG,
  payoutAccountBody,
  payoutAccountResponse,
  payoutTransfersResponse,
  savePayoutAccountResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failure } from "../../lib/responses.js";
import { listForOwner } from "../transfers/service.js";
import * as service from "./service.js";

const tags = ["owner"];
const security = [{ bearer: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/owner/payouts/account",
    {
      schema: { tags, security, response: { 200: payoutAccountResponse, ...failure(401, 403) } },
      ...app.ownerOnly,
    },
    async (request) => ({
      success: true as const,
      ...(await service.getAccount(app, request.user.id)),
    }),
  );

  app.post(
    "/owner/payouts/account",
    {
      schema: {
        tags,
        security,
        body: payoutAccountBody,
        response: { 200: savePayoutAccountResponse, ...failure(400, 401, 403, 409, 503) },
      },
      ...app.ownerOnly,
    },
    async (request) => ({
      success: true as const,
      message: PAYOUT_MSG.saved,
      account: await service.setUpAccount(app, request.user.id, request.body),
    }),
  );

  app.get(
    "/owner/payouts/transfers",
    {
      schema: { tags, security, response: { 200: payoutTransfersResponse, ...failure(401, 403) } },
      ...app.ownerOnly,
    },
    async (request) => ({
      success: true as const,
      transfers: await listForOwner(app, request.user.id),
    }),
  );
};
export default routes;
