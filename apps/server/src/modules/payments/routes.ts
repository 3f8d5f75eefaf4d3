/**
 * /api/payments/* (issue 28 items 2 and 3). Thin handlers; the rules live in service.ts.
 * - POST /verify (the renter): Checkout's answer for their booking.
 * - GET /{bookingId}/order (the renter): the order of their booking still awaiting payment, to
 *   open Checkout again from My Bookings.
 * - POST /webhook (Razorpay): its events. The body is kept as the raw bytes Razorpay signed
 *   (a JSON parser of this route's own, in a plugin of its own so no other route is touched);
 *   no session, no Idempotency-Key, no rate limit: the signature is the guard, and Razorpay
 *   retries what is not answered 2xx.
 */
import { paymentOrderResponse, verifyPaymentBody, verifyPaymentResponse } from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failure } from "../../lib/responses.js";
import * as service from "./service.js";

const tags = ["payments"];

const webhook: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    "/webhook",
    {
      schema: {
        tags,
        summary: "Razorpay webhook (signed with the webhook secret)",
        response: {
          200: z.object({
            success: z.literal(true),
            outcome: z.enum(["handled", "repeat", "ignored"]),
          }),
          ...failure(400, 409),
        },
      },
      config: { rateLimit: false },
    },
    async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === "string" ? value : undefined;
      };
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await service.handleWebhook(
        app,
        raw,
        header("x-razorpay-signature"),
        header("x-razorpay-event-id"),
      );
      return { success: true as const, outcome };
    },
  );
};

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/verify",
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: verifyPaymentBody,
        response: { 200: verifyPaymentResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.signedIn,
    },
    async (request) => {
      const { message, booking } = await service.verifyPayment(app, request.user.id, request.body);
      return { success: true as const, message, booking };
    },
  );
  app.get(
    "/:bookingId/order",
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: z.object({ bookingId: z.string() }),
        response: { 200: paymentOrderResponse, ...failure(401, 403, 404, 409) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      payment: await service.awaitingOrder(app, request.user.id, request.params.bookingId),
    }),
  );
  await app.register(webhook);
};

export default routes;
