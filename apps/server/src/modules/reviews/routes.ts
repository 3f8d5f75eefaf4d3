/**
 * /api/reviews/* (customer document section 7, owner document section 7, server-rules.md
 * section 5). Thin handlers: bodies are the shared zod schemas, the rules live in
 * service.ts. Public: car/{id}. Signed in: create, user. Owner: owner, reply/{reviewId}
 * (POST writes the first reply, PUT edits it).
 */
import {
  carReviewsResponse,
  createReviewBody,
  createReviewResponse,
  ownerReviewsResponse,
  REVIEW_MSG,
  replyBody,
  replyResponse,
  userReviewsResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failure } from "../../lib/responses.js";
import * as service from "./service.js";

const tags = ["reviews"];
const bearer = [{ bearer: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/create",
    {
      schema: {
        tags,
        security: bearer,
        body: createReviewBody,
        response: { 200: createReviewResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.signedIn,
    },
    async (request) => {
      await service.createReview(app, request.user.id, request.body);
      return { success: true as const, message: REVIEW_MSG.submitted };
    },
  );

  app.get(
    "/car/:id",
    {
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        response: { 200: carReviewsResponse, ...failure(404) },
      },
      // Anonymous read: the generous rate limit and ETag/304 (security.ts, caching.ts).
      config: { publicRead: true },
    },
    async (request) => ({
      success: true as const,
      ...(await service.carReviews(app, request.params.id)),
    }),
  );

  app.get(
    "/user",
    {
      schema: { tags, security: bearer, response: { 200: userReviewsResponse, ...failure(401) } },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      reviews: await service.userReviews(app, request.user.id),
    }),
  );

  app.get(
    "/owner",
    {
      schema: {
        tags,
        security: bearer,
        response: { 200: ownerReviewsResponse, ...failure(401, 403) },
      },
      ...app.ownerOnly,
    },
    async (request) => ({
      success: true as const,
      reviews: await service.ownerReviews(app, request.user.id),
      message: REVIEW_MSG.ownerLoaded,
    }),
  );

  const replySchema = {
    tags,
    security: bearer,
    params: z.object({ reviewId: z.string() }),
    body: replyBody,
    response: { 200: replyResponse, ...failure(400, 401, 403, 404, 409) },
  };

  app.post("/reply/:reviewId", { schema: replySchema, ...app.ownerOnly }, async (request) => {
    const { reviewId } = request.params;
    await service.reply(app, request.user.id, reviewId, "create", request.body.replyText);
    return { success: true as const, message: REVIEW_MSG.replySubmitted };
  });

  app.put("/reply/:reviewId", { schema: replySchema, ...app.ownerOnly }, async (request) => {
    const { reviewId } = request.params;
    await service.reply(app, request.user.id, reviewId, "edit", request.body.replyText);
    return { success: true as const, message: REVIEW_MSG.replyUpdated };
  });
};
export default routes;
