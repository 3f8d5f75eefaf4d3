/**
 * The demo marketplace (DEMO_DATA on, or `npm run seed`): loaded once, on the first start of an
 * empty database (no row in users). It creates the accounts of DEMO_ACCOUNTS, all with
 * DEMO_PASSWORD, the cars of DEMO_CARS, each with its own offline artwork (artwork.ts) stored
 * as the same two WebP renditions an upload gets (lib/storage/images.ts), and the trips of
 * DEMO_BOOKINGS (bookings-data.ts) at every booking stage plus the owners' past year of
 * completed trips (historyTrips, for their dashboards), with the notifications DEMO_BOOKINGS
 * would have written (notifications-data.ts), and the reviews (some with owner replies) of
 * DEMO_REVIEWS (reviews-data.ts) on completed trips, and the calendars of calendar-data.ts
 * (trip rules, one instant-book car per owner, blocked ranges; issue 15), and the driving
 * licences of licences-data.ts (issue 29: verified for the renter and owners, two waiting for
 * review; photos in the private folder) with the operator account, and the conversations of
 * conversations-data.ts (issue 31: questions before and during trips, one contact masked). Cars are checked by
 * the add-car schema (carDataSchema via parseCarData), so they are valid cars.
 * Whenever the demo owners exist, a block naming the accounts and password goes to stdout.
 */
import { randomUUID } from "node:crypto";
import { addDaysTo, indiaToday, landmarkPhrase, parseLicenceNumber } from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import {
  encodeRenditions,
  licencePhotoWebp,
  removeStoredImage,
  type StoredImage,
  storeRenditions,
} from "../lib/storage/images.js";
import { carColumns } from "../modules/cars/mapper.js";
import { parseCarData } from "../modules/cars/service.js";
import { licenceNumberHash, licencePhotos } from "../modules/licences/service.js";
import { hashPassword } from "../modules/users/service.js";
import { carArtworkSvg } from "./artwork.js";
import { DEMO_BOOKINGS, demoBookingValues } from "./bookings-data.js";
import { DEMO_BLOCKS, DEMO_CAR_RULES } from "./calendar-data.js";
import {
  DEMO_ACCOUNTS,
  DEMO_CARS,
  DEMO_PASSWORD,
  DEMO_PLACES,
  type DemoCarRow,
} from "./cars-data.js";
import { DEMO_CONVERSATIONS, demoMessageValues } from "./conversations-data.js";
import { DEMO_LICENCES, licenceCardSvg } from "./licences-data.js";
import { demoNotificationValues } from "./notifications-data.js";
import { DEMO_CAR_PRICING } from "./pricing-data.js";
import * as repo from "./repository.js";
import { demoReviewValues } from "./reviews-data.js";

/** How many artworks sharp renders at once: bounded so a 2-core machine stays responsive. */
const RENDER_CONCURRENCY = 4;

export interface DemoLoadResult {
  /** False when the users table already had rows (nothing was added). */
  loaded: boolean;
  users: number;
  cars: number;
  /** Demo trips added (DEMO_TRIPS: every booking stage, and the owners' past year). */
  bookings: number;
  /** Wall time of the call, in ms. */
  ms: number;
}

/**
 * Loads the demo accounts, cars and trips when the users table is empty; otherwise adds
 * nothing. Images are rendered and stored first, then users, cars and bookings go in one
 * transaction; if that fails (or someone signed up meanwhile) the stored images are removed.
 * Prints the demo accounts block whenever the demo owners exist. Never throws for a
 * non-empty database; database or rendering failures propagate.
 * Runs under the database's "demo-data" lock (Database.withLock), so servers starting together
 * on one empty database load it exactly once and render its images once (issue 14).
 */
export function loadDemoDataOnce(app: FastifyInstance): Promise<DemoLoadResult> {
  return app.database.withLock("demo-data", () => loadUnlocked(app));
}

async function loadUnlocked(app: FastifyInstance): Promise<DemoLoadResult> {
  const started = Date.now();
  const done = (loaded: boolean, u = 0, c = 0, b = 0): DemoLoadResult => ({
    loaded,
    users: u,
    cars: c,
    bookings: b,
    ms: Date.now() - started,
  });
  if ((await repo.countUsers(app.db)) > 0) {
    await announceIfPresent(app);
    return done(false);
  }

  const values = DEMO_CARS.map((row, i) => carValues(row, i));
  const today = indiaToday(new Date());
  const [images, hashes, licencePhotoKeys] = await Promise.all([
    mapLimit(DEMO_CARS, RENDER_CONCURRENCY, (row, i) => renderAndStore(app, row, i)),
    Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD))),
    Promise.all(DEMO_LICENCES.map((l) => storeLicencePhoto(app, l, today))),
  ]);
  const discard = async () => {
    await discardAll(app, images);
    const files = licencePhotos(app);
    await Promise.all(
      licencePhotoKeys.map((key) =>
        files.remove(key).catch((err) => app.log.warn({ err }, "could not remove a demo licence")),
      ),
    );
  };

  let inserted: { cars: number; bookings: number; reviews: number } | null;
  try {
    inserted = await app.db.transaction(async (tx) => {
      if ((await repo.countUsers(tx)) > 0) return null;
      const accounts = await repo.insertUsers(
        tx,
        DEMO_ACCOUNTS.map((a, i) => ({
          name: a.name,
          email: a.email,
          role: a.role,
          isOperator: a.operator ?? false,
          passwordHash: hashes[i]!,
        })),
      );
      // Staggered creation times give the newest-first listing a fixed, mixed order.
      const now = Date.now();
      const operator = accounts[DEMO_ACCOUNTS.findIndex((a) => a.operator)]!.id;
      await repo.insertLicences(
        tx,
        DEMO_LICENCES.map((l, i) =>
          licenceValues(app, l, {
            userId: accounts[l.account]!.id,
            photo: licencePhotoKeys[i]!,
            operator,
            now,
            today,
          }),
        ),
      );
      const listed = await repo.insertCars(
        tx,
        values.map((v, i) => ({
          ...v,
          ...images[i]!,
          ownerId: accounts[DEMO_CARS[i]![0]]!.id,
          createdAt: new Date(now - i * 60_000),
        })),
      );
      const trips = demoBookingValues({
        cars: listed,
        accountIds: accounts.map((a) => a.id),
        today,
        now: new Date(now),
        rates: app.config.rates,
      });
      const tripIds = await repo.insertBookings(tx, trips);
      await repo.insertBlocks(
        tx,
        DEMO_BLOCKS.map((b) => ({
          carId: listed[b.car]!.id,
          startDate: addDaysTo(today, b.from),
          endDate: addDaysTo(today, b.to),
          note: b.note,
        })),
      );
      const withIds = trips.map((trip, i) => ({ ...trip, id: tripIds[i]!.id }));
      const rated = demoReviewValues({ bookings: withIds, now: new Date(now) });
      const reviewIds = await repo.insertReviews(tx, rated);
      const reviewRows = rated.map((r, i) => ({ ...r, id: reviewIds[i]!.id }));
      await repo.insertDemoNotifications(
        tx,
        demoNotificationValues(withIds.slice(0, DEMO_BOOKINGS.length), reviewRows, new Date(now)),
      );
      for (const c of DEMO_CONVERSATIONS) {
        const car = listed[c.car]!;
        const renterId = accounts[c.renter]!.id;
        const trip = c.booking === undefined ? null : withIds[c.booking]!;
        const sent = demoMessageValues(c, trip, new Date(now)).map((m) => ({
          senderId: m.from === "renter" ? renterId : car.ownerId,
          text: m.text,
          masked: m.masked,
          createdAt: m.createdAt,
        }));
        await repo.insertDemoConversation(
          tx,
          { carId: car.id, renterId, ownerId: car.ownerId, bookingId: trip?.id ?? null },
          sent,
          { renter: c.readByRenter, owner: c.readByOwner },
          new Date(now),
        );
      }
      return { cars: listed.length, bookings: trips.length, reviews: rated.length };
    });
  } catch (err) {
    await discard();
    throw err;
  }
  if (!inserted) {
    await discard();
    return done(false);
  }
  app.log.info({ users: DEMO_ACCOUNTS.length, ...inserted }, "demo data loaded");
  announce();
  return done(true, DEMO_ACCOUNTS.length, inserted.cars, inserted.bookings);
}

/** The block printed at start: every demo account and the shared password. */
export function demoAccountsBanner(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.name.length));
  const lines = DEMO_ACCOUNTS.map(
    (a) =>
      `  ${a.name.padEnd(width)}  ${a.email.padEnd(22)}  ${a.operator ? "operator" : a.role === "owner" ? "owner" : "renter"}`,
  );
  return [
    "==== Demo accounts (DEMO_DATA=on) ====",
    ...lines,
    `  Password for all: ${DEMO_PASSWORD}`,
    "======================================",
  ].join("\n");
}

function announce(): void {
  process.stdout.write(`\n${demoAccountsBanner()}\n\n`);
}

async function announceIfPresent(app: FastifyInstance): Promise<void> {
  const owners = DEMO_ACCOUNTS.filter((a) => a.role === "owner").map((a) => a.email);
  if (await repo.anyUserWithEmail(app.db, owners)) announce();
}

/**
 * The cars columns of row `i` (without owner and images) with its trip rules and instant
 * book (DEMO_CAR_RULES), checked as the add-car form is.
 */
function carValues(row: DemoCarRow, i: number) {
  const [, brand, model, year, category, fuel, transmission, seats, price, placeKey, , , pitch] =
    row;
  const place = DEMO_PLACES[placeKey];
  const where = landmarkPhrase(place.landmark);
  const description = `${pitch} Pickup ${where.charAt(0).toLowerCase()}${where.slice(1)}, ${place.city}; fuel or charge is returned as given, and the car is cleaned between rentals.`;
  return carColumns(
    parseCarData({
      brand,
      model,
      year,
      category,
      fuel_type: fuel,
      transmission,
      seating_capacity: seats,
      pricePerDay: price,
      description,
      address: place,
      ...DEMO_CAR_RULES[i],
      ...DEMO_CAR_PRICING[i],
      // Issue 30: 250 km a day included, then ₹10 a km; ₹400 an eighth of a tank short (₹300
      // per 10 % of battery for an electric car).
      kmPerDay: 250,
      extraKmRate: 10,
      fuelCharge: fuel === "Electric" ? 300 : 400,
    }),
  );
}

/** Renders row `i`'s artwork to WebP renditions and stores them; returns their URLs. */
async function renderAndStore(
  app: FastifyInstance,
  row: DemoCarRow,
  i: number,
): Promise<StoredImage> {
  const [, brand, model, year, , , , , , placeKey, body, colour] = row;
  const svg = carArtworkSvg({
    body,
    colour,
    brand,
    model,
    caption: `${year} · ${DEMO_PLACES[placeKey].city}`,
    seed: i + 1,
  });
  return storeRenditions(app.storage, await encodeRenditions(Buffer.from(svg)));
}

/** The valid-until date of a demo licence: `validForYears` from `today`. */
function demoValidUntil(l: (typeof DEMO_LICENCES)[number], today: string): string {
  return `${Number(today.slice(0, 4)) + l.validForYears}${today.slice(4, 10).replace("-02-29", "-02-28")}`;
}

/** Draws licence `l`'s card, re-encodes it as an upload is, stores it privately; its key. */
async function storeLicencePhoto(
  app: FastifyInstance,
  l: (typeof DEMO_LICENCES)[number],
  today: string,
): Promise<string> {
  const svg = licenceCardSvg({
    name: DEMO_ACCOUNTS[l.account]!.name,
    number: l.number,
    dateOfBirth: l.dateOfBirth,
    validUntil: demoValidUntil(l, today),
  });
  const key = `licences/${randomUUID()}.webp`;
  await licencePhotos(app).put(key, await licencePhotoWebp(Buffer.from(svg)));
  return key;
}

/** The driving_licences row of demo licence `l` (verified ones reviewed by the operator). */
function licenceValues(
  app: FastifyInstance,
  l: (typeof DEMO_LICENCES)[number],
  at: { userId: string; photo: string; operator: string; now: number; today: string },
): repo.NewLicence {
  const parsed = parseLicenceNumber(l.number);
  if (!parsed.ok) throw new Error(`demo licence ${l.number}: ${parsed.message}`);
  const submittedAt = new Date(at.now - l.submittedHoursAgo * 3_600_000);
  const reviewed = l.status === "verified";
  return {
    userId: at.userId,
    numberHash: licenceNumberHash(app.config.jwtSecret, parsed.normalised),
    numberLast4: parsed.last4,
    stateCode: parsed.stateCode,
    dateOfBirth: l.dateOfBirth,
    validUntil: demoValidUntil(l, at.today),
    photo: at.photo,
    status: l.status,
    reviewedBy: reviewed ? at.operator : null,
    reviewedAt: reviewed ? new Date(submittedAt.getTime() + 3_600_000) : null,
    submittedAt,
    createdAt: submittedAt,
  };
}

async function discardAll(app: FastifyInstance, images: StoredImage[]): Promise<void> {
  const onError = (err: unknown) => app.log.warn({ err }, "could not remove a demo image");
  await Promise.all(images.map((img) => removeStoredImage(app.storage, img, onError)));
}

/** `fn` over `items` with at most `limit` calls in flight; results in input order. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
