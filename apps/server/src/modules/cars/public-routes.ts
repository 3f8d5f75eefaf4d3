/**
 * The public catalogue, no sign-in (customer document sections 5 and 7, server-rules.md
 * section 3, decision 006). Only shown, not deleted cars.
 * - GET /api/user/cars bare: { success, cars } — every public car, newest first, capped at
 *   CAR_LISTING.unpagedCap (500).
 * - GET /api/user/cars?search&state&brand&category&fuelType&transmission&seatingCapacity
 *   &minPrice&maxPrice&page&limit (any of them): { success, cars, total, page, limit } — one
 *   page (default 24, at most 100) filtered in the database.
 * - GET /api/user/cars/facets: { success, brands, states } present among public cars.
 * - GET /api/user/cars/:id: { success, car }; 404 'Car not found' when hidden, deleted,
 *   unknown or not a UUID.
 */
import { CAR_LISTING, CAR_MSG, carFiltersSchema, carSchema, isListingQuery } from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { failure, ok } from "../../lib/responses.js";
import { countPublicCars, findPublicCar, listPublicCars, publicFacets } from "./catalogue.js";
import { toApiCar } from "./mapper.js";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/cars",
    {
      schema: {
        tags: ["cars"],
        querystring: carFiltersSchema,
        response: {
          200: ok({
            cars: z.array(carSchema),
            total: z.number().int().optional(),
            page: z.number().int().optional(),
            limit: z.number().int().optional(),
          }),
          ...failure(400),
        },
      },
    },
    async (request) => {
      const filters = request.query;
      if (!isListingQuery(filters)) {
        const rows = await listPublicCars(app.db, filters, {
          limit: CAR_LISTING.unpagedCap,
          offset: 0,
        });
        return { success: true as const, cars: rows.map(toApiCar) };
      }
      const page = filters.page ?? 1;
      const limit = filters.limit ?? CAR_LISTING.defaultPageSize;
      const [rows, total] = await Promise.all([
        listPublicCars(app.db, filters, { limit, offset: (page - 1) * limit }),
        countPublicCars(app.db, filters),
      ]);
      return { success: true as const, cars: rows.map(toApiCar), total, page, limit };
    },
  );

  app.get(
    "/user/cars/facets",
    {
      schema: {
        tags: ["cars"],
        response: { 200: ok({ brands: z.array(z.string()), states: z.array(z.string()) }) },
      },
    },
    async () => ({ success: true as const, ...(await publicFacets(app.db)) }),
  );

  app.get(
    "/user/cars/:id",
    {
      schema: {
        tags: ["cars"],
        params: z.object({ id: z.string() }),
        response: { 200: ok({ car: carSchema }), ...failure(404) },
      },
    },
    async (request) => {
      const car = isUuid(request.params.id)
        ? await findPublicCar(app.db, request.params.id)
        : undefined;
      if (!car) throw notFound(CAR_MSG.carNotFound);
      return { success: true as const, car: toApiCar(car) };
    },
  );
};
export default routes;
