/**
 * The public catalogue, no sign-in (customer document sections 5 and 7, server-rules.md
 * section 3, decision 006 and its amendment). Only shown, not deleted cars. Thin: the
 * schemas, then catalogue/service.ts.
 * - GET /api/user/cars bare: { success, cars } — every public car, newest first, capped at
 *   CAR_LISTING.unpagedCap (500).
 * - GET /api/user/cars?search&state&brand&category&fuelType&transmission&seatingCapacity
 *   &minPrice&maxPrice&pickupLocation&pickupDate&returnDate&page&limit (any of them):
 *   { success, cars, total, page, limit } — one page (default 24, at most 100) filtered in
 *   the database; with pickupDate and returnDate only cars free on each of those days.
 *   400 with the first broken rule's text (carFiltersSchema).
 * - GET /api/user/cars/facets: { success, brands, states } present among public cars.
 * - GET /api/user/cars/:id: { success, car }; 404 'Car not found' when hidden, deleted,
 *   unknown or not a UUID.
 * Every one is a public read (ETag/304 and the generous rate limit, issue 13).
 * Mounted without a prefix (full paths), beside the cars module's /user/... neighbours.
 */
import {
  carDetailResponse,
  carFacetsResponse,
  carFiltersSchema,
  carListResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failure } from "../../lib/responses.js";
import * as service from "./service.js";

const tags = ["cars"];
/** Anonymous reads: the generous rate limit, ETag/304 (security.ts, caching.ts). */
const publicRead = { publicRead: true };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/cars",
    {
      schema: {
        tags,
        querystring: carFiltersSchema,
        response: { 200: carListResponse, ...failure(400) },
      },
      config: publicRead,
    },
    async (request) => ({
      success: true as const,
      ...(await service.listCars(app, request.query)),
    }),
  );

  app.get(
    "/user/cars/facets",
    {
      schema: {
        tags,
        response: { 200: carFacetsResponse },
      },
      config: publicRead,
    },
    async () => ({ success: true as const, ...(await service.facets(app.db)) }),
  );

  app.get(
    "/user/cars/:id",
    {
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        response: { 200: carDetailResponse, ...failure(404) },
      },
      config: publicRead,
    },
    async (request) => ({
      success: true as const,
      ...(await service.findCar(app.db, request.params.id)),
    }),
  );
};
export default routes;
