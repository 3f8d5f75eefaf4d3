/**
 * Every API module, mounted under /api. Each module is a plugin in src/modules/<name>/routes.ts.
 */
import type { FastifyInstance } from "fastify";
import analytics from "./modules/analytics/routes.js";
import bookings from "./modules/bookings/routes.js";
import calendar from "./modules/calendar/routes.js";
import cars from "./modules/cars/routes.js";
import catalogue from "./modules/catalogue/routes.js";
import claims from "./modules/claims/routes.js";
import liveMessages from "./modules/conversations/live/routes.js";
import conversations from "./modules/conversations/routes.js";
import handover from "./modules/handover/routes.js";
import health from "./modules/health/routes.js";
import licences from "./modules/licences/routes.js";
import notifications from "./modules/notifications/routes.js";
import operator from "./modules/operator/routes.js";
import otp from "./modules/otp/routes.js";
import payments from "./modules/payments/routes.js";
import payouts from "./modules/payouts/routes.js";
import reviews from "./modules/reviews/routes.js";
import users from "./modules/users/routes.js";

export default async function apiRoutes(app: FastifyInstance) {
  await app.register(health);
  await app.register(otp, { prefix: "/otp" });
  // Users (and licences) answer under /user/* and /owner/change-role, cars, the calendar, analytics and payouts under /owner/*, the catalogue
  // under /user/cars: these modules carry their own prefixes.
  await app.register(users);
  await app.register(cars);
  await app.register(calendar);
  await app.register(analytics);
  await app.register(catalogue);
  await app.register(payouts);
  await app.register(licences);
  // The handover (issue 30): /owner/bookings/:id/check-in|check-out and /bookings/:id/handover/*.
  await app.register(handover);
  await app.register(bookings, { prefix: "/bookings" });
  await app.register(reviews, { prefix: "/reviews" });
  await app.register(notifications, { prefix: "/notifications" });
  await app.register(payments, { prefix: "/payments" });
  await app.register(operator, { prefix: "/operator" });
  // Claims and the deposit (issue 30): under /bookings/:id/claim, /claims and /operator/claims.
  await app.register(claims);
  // Messages between renter and owner (issue 31): /messages/* and /operator/conversations*.
  await app.register(conversations);
  // Messages (issue 31): the live stream GET /messages/stream (decision 033).
  await app.register(liveMessages, { prefix: "/messages" });
}
