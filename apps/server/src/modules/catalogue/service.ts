/**
 * The public catalogue (customer document sections 5 and 7, server-rules.md sections 3 and 4,
 * decision 006 and its amendment): what the public may list, and which cars are free on given
 * dates. Only shown, not deleted cars; every filter and the availability test run in SQL
 * (repository.ts), so a page is decided by the database, never in the browser. "Today" is
 * the caller's (indiaToday(app.now()) in the routes' services), never read here.
 */
import {
  CAR_LISTING,
  CAR_MSG,
  type Car,
  type CarFilters,
  type CarPage,
  indiaToday,
  isListingQuery,
  type ReplyTime,
  searchDatesRefusal,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { badRequest, notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { toApiCar } from "../cars/mapper.js";
import { replyTimeOf } from "../conversations/service.js";
import * as repo from "./repository.js";

/** A listed row as the API's Car, with its `tripTotal` last when the search priced it. */
function toListedCar(row: repo.ListedCarRow): Car {
  const { tripTotal } = row;
  return tripTotal === undefined ? toApiCar(row) : { ...toApiCar(row), tripTotal };
}

/** GET /api/user/cars bare: every public car, no paging fields. */
export interface BareListing {
  cars: Car[];
}

/**
 * The listing. Bare (no parameter set): every public car, newest first, at most
 * CAR_LISTING.unpagedCap (500), the documented answer. Otherwise one page (default 24,
 * at most 100 cars) of the cars passing every filter and, with pickupDate and returnDate,
 * free on each day of them, each carrying `tripTotal`, the quote's total for those dates at
 * the configured rates (issue 27 item 2; repo.tripTotalSql, in the page's own query), with the
 * total over all pages. `filters` arrive parsed by
 * carFiltersSchema (dates real, both or neither); 400 with the first date rule the dates
 * break against India's today by the app's clock (searchDatesRefusal).
 */
export async function listCars(
  app: FastifyInstance,
  filters: CarFilters,
): Promise<BareListing | CarPage> {
  const { db } = app;
  const today = indiaToday(app.now());
  const broken = searchDatesRefusal(filters, today);
  if (broken) throw badRequest(broken);
  if (!isListingQuery(filters)) {
    const rows = await repo.listPublicCars(db, filters, today, {
      limit: CAR_LISTING.unpagedCap,
      offset: 0,
    });
    return { cars: rows.map(toApiCar) };
  }
  const page = filters.page ?? 1;
  const limit = filters.limit ?? CAR_LISTING.defaultPageSize;
  const window = { limit, offset: (page - 1) * limit };
  const pricing = repo.tripPricingOf(filters, app.config.rates);
  if (filters.search) {
    return { ...(await searchPage(db, filters, today, window, pricing)), page, limit };
  }
  const [rows, total] = await Promise.all([
    repo.listPublicCars(db, filters, today, window, "walk", pricing),
    repo.countPublicCars(db, filters, today),
  ]);
  return { cars: rows.map(toListedCar), total, page, limit };
}

/**
 * One page of a text search (decision 014). The planner guesses how many cars an ILIKE
 * matches from a sample and may walk the newest-first index testing each car, which for a
 * rare term reads nearly every car. So the exact count comes first (served by
 * cars_search_trgm_idx), and decides: at most repo.FEW_MATCHES matches are collected through
 * the trigram index and sorted; more are found quickly by the walk. No page query when no
 * match lies at or after the offset.
 */
async function searchPage(
  db: Db,
  filters: CarFilters,
  today: string,
  window: { limit: number; offset: number },
  pricing: repo.TripPricing | undefined,
): Promise<{ cars: Car[]; total: number }> {
  const total = await repo.countPublicCars(db, filters, today);
  if (window.offset >= total) return { cars: [], total };
  const order = repo.searchOrder(total);
  const rows = await repo.listPublicCars(db, filters, today, window, order, pricing);
  return { cars: rows.map(toListedCar), total };
}

/**
 * POST /api/bookings/check-availability (server-rules.md section 4): every public car whose
 * city equals `location` (case-insensitive) with no holding booking (pending, booked,
 * on_rent) and no blocked range sharing a day with [pickupDate, returnDate], both
 * 'YYYY-MM-DD' and inclusive, and whose trip rules allow those dates on India's `today`
 * (issue 15), newest first, unpaged. The same WHERE as the listing's availability mode.
 * Answered as the JSON text of the Car array, built by the database (repo.publicCarsJson,
 * decision 020): a city can hold a thousand free cars. Each car ends with `tripTotal`, the
 * quote's total for the dates at `rates` (issue 27 item 2; repo.tripTotalSql).
 */
export function availableCarsJson(
  db: Db,
  input: { location: string; pickupDate: string; returnDate: string },
  today: string,
  rates: repo.TripPricing["rates"],
): Promise<string> {
  const filters = {
    pickupLocation: input.location,
    pickupDate: input.pickupDate,
    returnDate: input.returnDate,
  };
  const pricing = repo.tripPricingOf(filters, rates)!;
  return repo.publicCarsJson(db, filters, today, [["tripTotal", repo.tripTotalSql(pricing)]]);
}

/** Brands and states present among public cars, sorted, 'Other' last for a car with no state. */
export function facets(db: Db): Promise<{ brands: string[]; states: string[] }> {
  return repo.publicFacets(db);
}

/**
 * A public car and its owner's reply time (issue 31 item 4; conversations replyTimeOf, null
 * until shown); 404 'Car not found' when hidden, deleted, unknown or not a UUID. The answer is
 * a public read, kept by the public read cache (decision 013): conversations are not among the
 * tables whose writes drop it, so a new reply shows within PUBLIC_CACHE_TTL_MS (5 s), or at
 * the next write to cars, bookings, reviews or users, whichever comes first.
 */
export async function findCar(
  db: Db,
  id: string,
): Promise<{ car: Car; ownerReplyTime: ReplyTime | null }> {
  const row = isUuid(id) ? await repo.findPublicCar(db, id) : undefined;
  if (!row) throw notFound(CAR_MSG.carNotFound);
  return { car: toApiCar(row), ownerReplyTime: await replyTimeOf(db, row.ownerId) };
}
