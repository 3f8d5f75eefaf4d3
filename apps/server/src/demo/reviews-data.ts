/**
 * The demo marketplace's reviews (server-rules.md section 5), so a newcomer's first start
 * shows ratings on car cards and pages, reviews to answer in the owners' Manage Reviews, and
 * replies on the car pages. Each review belongs to a completed trip of DEMO_BOOKINGS, named by
 * its renter and car; Ananya's trip in the MG ZS EV (car 44) is left unreviewed so she can
 * write one herself. Replies follow the reply dialog's bands: warm for 4 and up, apologetic
 * below 4. Texts respect the API's bounds (review 10 to 500, reply 10 to 400 characters).
 */
import { DEMO_BOOKINGS } from "./bookings-data.js";

export interface DemoReview {
  /** Index into DEMO_ACCOUNTS of the renter, and index into DEMO_CARS of the car. */
  renter: number;
  car: number;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** The owner's answer, if any. */
  reply?: string;
}

const ROHAN = 0;
const PRIYA = 1;
const ARJUN = 2;
const ANANYA = 3;

export const DEMO_REVIEWS: readonly DemoReview[] = [
  // Rohan's Maruti Suzuki Swift (car 0): 5, 4, 4 -> 4.3
  {
    renter: ANANYA,
    car: 0,
    rating: 5,
    text: "Spotless Swift and Rohan was right on time at Bandra Station. Light on fuel in city traffic and easy to park.",
    reply:
      "Thank you, Ananya! Glad the Swift made your Mumbai errands easy. Welcome back any time.",
  },
  {
    renter: PRIYA,
    car: 0,
    rating: 4,
    text: "Easy pickup and a clean car. The AC took a while to cool in the afternoon heat; otherwise a perfect city car.",
    reply: "Thanks, Priya. The AC has been serviced since your trip, so it should be quicker now.",
  },
  {
    renter: ARJUN,
    car: 0,
    rating: 4,
    text: "Reliable little hatchback for a weekend in Mumbai. Fuel-efficient and the handover took five minutes.",
  },
  // Priya's Maruti Suzuki Grand Vitara Strong Hybrid (car 7): 3, 5 -> 4.0
  {
    renter: ARJUN,
    car: 7,
    rating: 3,
    text: "Comfortable and very frugal hybrid, but the pickup was delayed by forty minutes without a call.",
    reply:
      "Sorry about the wait, Arjun. We now message the handover time the evening before so it does not happen again.",
  },
  {
    renter: ANANYA,
    car: 7,
    rating: 5,
    text: "Silent in traffic and returned superb mileage over the whole Kochi trip. Would book again.",
  },
  // Priya's Mercedes-Benz GLC Coupe (car 52): 5
  {
    renter: ROHAN,
    car: 52,
    rating: 5,
    text: "A genuine treat for the Nandi Hills drive. Priya walked me through every feature before we left.",
    reply: "It was a pleasure, Rohan. Thank you for returning it in such good shape!",
  },
  // Arjun's Mahindra Thar Roxx (car 26): 5, 4 -> 4.5
  {
    renter: ROHAN,
    car: 26,
    rating: 5,
    text: "The Thar Roxx made the Goa coast roads a joy. Clean, well kept and a quick handover at Church Square.",
  },
  {
    renter: PRIYA,
    car: 26,
    rating: 4,
    text: "Great fun with the roof off. The ride is a little firm on long drives, but that is part of the Thar.",
    reply:
      "Thanks, Priya! Happy you enjoyed the open-top drive. Hope to see you on the next Goa trip.",
  },
];

const HOUR_MS = 3_600_000;
const earliest = (a: Date, b: Date) => (a < b ? a : b);

/**
 * The reviews table's values for DEMO_REVIEWS. `bookings[i]` is DEMO_BOOKINGS row i as stored
 * (id, car, renter, owner, completedAt); `now` is the load instant. A review is written 20
 * hours after its trip was returned, a reply 6 hours after the review, never after `now`.
 * Throws when a review names no completed demo trip.
 */
export function demoReviewValues(input: {
  bookings: readonly {
    id: string;
    carId: string;
    renterId: string;
    ownerId: string;
    completedAt: Date | null;
  }[];
  now: Date;
}) {
  return DEMO_REVIEWS.map((r) => {
    const i = DEMO_BOOKINGS.findIndex(
      (b) => b.renter === r.renter && b.car === r.car && b.status === "completed",
    );
    const trip = input.bookings[i];
    if (!trip?.completedAt) throw new Error(`demo review of car ${r.car} has no completed trip`);
    const createdAt = earliest(new Date(trip.completedAt.getTime() + 20 * HOUR_MS), input.now);
    const repliedAt = r.reply
      ? earliest(new Date(createdAt.getTime() + 6 * HOUR_MS), input.now)
      : null;
    return {
      bookingId: trip.id,
      carId: trip.carId,
      renterId: trip.renterId,
      ownerId: trip.ownerId,
      rating: r.rating,
      reviewText: r.text,
      replyText: r.reply ?? null,
      repliedAt,
      createdAt,
      updatedAt: repliedAt ?? createdAt,
    };
  });
}
