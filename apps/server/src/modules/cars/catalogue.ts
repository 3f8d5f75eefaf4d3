/**
 * The public catalogue's queries (customer document section 5, server-rules.md section 3,
 * decision 006): only shown (is_available) and not deleted cars, filtered in the database.
 * The text search uses exactly the trigram-indexed expression of drizzle/0001 so the GIN
 * index serves ILIKE '%term%'; `%`, `_` and `\` in the term are escaped so they match
 * themselves. Newest first (created_at desc, id), the order of cars_public_created_idx.
 */
import { type CarFilters, OTHER_STATE } from "@gaadi/shared";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type CarRow, cars } from "../../db/schema.js";

/** The indexed haystack; the ' ' separators must stay literals (not parameters) to match it. */
export const searchText = sql`lower(${cars.brand} || ' ' || ${cars.model} || ' ' || ${cars.category} || ' ' || ${cars.transmission} || ' ' || ${cars.location} || ' ' || ${cars.city} || ' ' || ${cars.state} || ' ' || ${cars.street})`;

/** ILIKE pattern for "contains `term`", with LIKE's special characters escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
}

/** Shown and not deleted: the predicate of the partial index cars_public_created_idx. */
const isPublic = sql`${cars.isAvailable} and ${cars.deletedAt} is null`;

/** Exactly the index's order (DESC NULLS LAST), so the planner can walk it for a page. */
const newestFirst = sql`${cars.createdAt} desc nulls last`;

/** The WHERE clause for the public cars passing `f`. */
export function publicWhere(f: CarFilters): SQL {
  const conditions: SQL[] = [isPublic];
  if (f.search) conditions.push(sql`${searchText} ilike ${containsPattern(f.search)}`);
  if (f.state !== undefined)
    conditions.push(eq(cars.state, f.state === OTHER_STATE ? "" : f.state));
  if (f.brand !== undefined) conditions.push(sql`lower(${cars.brand}) = ${f.brand.toLowerCase()}`);
  // The schema spells listed values as stored, so plain equality is case-insensitive here
  // and can use cars_category_idx.
  if (f.category !== undefined) conditions.push(eq(cars.category, f.category));
  if (f.fuelType !== undefined) conditions.push(eq(cars.fuelType, f.fuelType));
  if (f.transmission !== undefined) conditions.push(eq(cars.transmission, f.transmission));
  if (f.seatingCapacity !== undefined) {
    conditions.push(eq(cars.seatingCapacity, f.seatingCapacity));
  }
  if (f.minPrice !== undefined) conditions.push(sql`${cars.pricePerDay} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) conditions.push(sql`${cars.pricePerDay} <= ${f.maxPrice}`);
  return and(...conditions)!;
}

/** Public cars passing `f`, newest first, `limit` of them after skipping `offset`. */
export function listPublicCars(
  db: Db,
  f: CarFilters,
  page: { limit: number; offset: number },
): Promise<CarRow[]> {
  return db
    .select()
    .from(cars)
    .where(publicWhere(f))
    .orderBy(newestFirst, asc(cars.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many public cars pass `f`. */
export async function countPublicCars(db: Db, f: CarFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cars).where(publicWhere(f));
  return row?.n ?? 0;
}

/** A public car by id, or undefined when hidden, deleted or unknown. */
export async function findPublicCar(db: Db, id: string): Promise<CarRow | undefined> {
  const [row] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, id), isPublic))
    .limit(1);
  return row;
}

/**
 * Brands and states present among public cars, sorted. A car with no state contributes
 * 'Other' (listed last), the value the state filter takes for it.
 */
export async function publicFacets(db: Db): Promise<{ brands: string[]; states: string[] }> {
  const brandRows = await db
    .selectDistinct({ brand: cars.brand })
    .from(cars)
    .where(isPublic)
    .orderBy(asc(cars.brand));
  const stateRows = await db
    .selectDistinct({ state: cars.state })
    .from(cars)
    .where(isPublic)
    .orderBy(asc(cars.state));
  const states = stateRows.map((r) => r.state).filter((s) => s !== "");
  if (stateRows.some((r) => r.state === "")) states.push(OTHER_STATE);
  return { brands: brandRows.map((r) => r.brand), states };
}
