/**
 * /api/bookings/* (customer document section 7, owner document section 7, server-rules.md
 * sections 2, 4 and 9). Thin handlers: bodies are the shared zod schemas, the rules live in
 * service.ts. Public: quote, car/{id}/dates, check-availability. Signed in: create, user,
 * {id}/cancellation (the renter's preview), {id}/receipt (the renter's receipt or the car
 * owner's statement, by who asks), cancel. Owner: owner, change-status.
 */
import {
  BOOKING_MSG,
  bookedDatesResponse,
  bookingQuoteQuery,
  cancelBookingBody,
  cancelBookingResponse,
  cancellationPreviewResponse,
  changeStatusBody,
  changeStatusResponse,
  checkAvailabilityBody,
  checkAvailabilityResponse,
  createBookingBody,
  createBookingResponse,
  ownerBookingsResponse,
  quoteResponse,
  receiptResponse,
  STATUS_CHANGED_MSG,
  userBookingsResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failure, sendJsonText } from "../../lib/responses.js";
import * as service from "./service.js";

const tags = ["bookings"];
const bearer = [{ bearer: [] }];
/** Anonymous reads: the generous rate limit; GET ones ETag/304 too (security.ts, caching.ts). */
const publicRead = { publicRead: true };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/create",
    {
      schema: {
        tags,
        security: bearer,
        body: createBookingBody,
        response: { 200: createBookingResponse, ...failure(400, 401, 403, 404, 409, 429, 503) },
      },
      ...app.signedIn,
      // Per renter and per address (security.ts), after authenticate names the renter.
      preHandler: app.strictLimit("bookingCreation"),
    },
    async (request) => {
      const { booking, message, payment } = await service.createBooking(
        app,
        request.user.id,
        request.body,
      );
      return { success: true as const, message, booking, ...(payment ? { payment } : {}) };
    },
  );

  app.get(
    "/quote",
    {
      schema: {
        tags,
        querystring: bookingQuoteQuery,
        response: { 200: quoteResponse, ...failure(400, 404, 409) },
      },
      config: publicRead,
    },
    async (request) => ({
      success: true as const,
      quote: await service.quoteTripFor(app, request.query),
    }),
  );

  app.get(
    "/:id/cancellation",
    {
      schema: {
        tags,
        security: bearer,
        params: z.object({ id: z.string() }),
        response: { 200: cancellationPreviewResponse, ...failure(401, 403, 404, 409) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      refund: await service.cancellationPreview(app, request.user.id, request.params.id),
    }),
  );

  app.get(
    "/:id/receipt",
    {
      schema: {
        tags,
        security: bearer,
        params: z.object({ id: z.string() }),
        response: { 200: receiptResponse, ...failure(401, 403, 404) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      receipt: await service.receipt(app, request.user.id, request.params.id),
    }),
  );

  app.get(
    "/car/:id/dates",
    {
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        response: { 200: bookedDatesResponse, ...failure(404) },
      },
      config: publicRead,
    },
    async (request) => ({
      success: true as const,
      bookedDates: await service.bookedDates(app, request.params.id),
    }),
  );

  app.post(
    "/check-availability",
    {
      schema: {
        tags,
        body: checkAvailabilityBody,
        response: { 200: checkAvailabilityResponse, ...failure(400) },
      },
      config: publicRead,
    },
    // Up to a city's every free car (810 at the scale bench, 688 KB): the database builds the
    // cars' JSON and it is sent as it is, not validated and serialised car by car (decision 020).
    async (request, reply) => {
      const cars = await service.checkAvailability(app, request.body);
      return sendJsonText(reply, `{"success":true,"availableCars":${cars}}`);
    },
  );

  app.get(
    "/user",
    {
      schema: {
        tags,
        security: bearer,
        response: { 200: userBookingsResponse, ...failure(401) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      bookings: await service.listRenterBookings(app, request.user.id),
    }),
  );

  app.post(
    "/cancel",
    {
      schema: {
        tags,
        security: bearer,
        body: cancelBookingBody,
        response: { 200: cancelBookingResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.signedIn,
    },
    async (request) => {
      const refund = await service.cancelBooking(app, request.user.id, request.body);
      return { success: true as const, message: BOOKING_MSG.cancelled, refund };
    },
  );

  app.get(
    "/owner",
    {
      schema: {
        tags,
        security: bearer,
        response: { 200: ownerBookingsResponse, ...failure(401, 403) },
      },
      ...app.ownerOnly,
    },
    async (request) => ({
      success: true as const,
      bookings: await service.listOwnerBookings(app, request.user.id),
    }),
  );

  app.post(
    "/change-status",
    {
      schema: {
        tags,
        security: bearer,
        body: changeStatusBody,
        response: { 200: changeStatusResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.ownerOnly,
    },
    async (request) => {
      const booking = await service.changeStatus(app, request.user.id, request.body);
      return { success: true as const, message: STATUS_CHANGED_MSG[request.body.status], booking };
    },
  );
};
export default routes;
