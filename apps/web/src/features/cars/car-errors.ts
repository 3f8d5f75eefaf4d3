/**
 * What the owner sees when a car call fails (owner document section 8) and when the public
 * car list fails (customer document section 8). The server's own sentence wins where it gave
 * one; otherwise the status decides. A 401 never reaches these: the API client ends the
 * session and says 'Session expired. Please login again.' once (toastApiError stays silent).
 */
import { CAR_MSG, HANDOVER_MSG, PRICE_MSG, TRIP_RULE_MSG } from "@gaadi/shared";
import { ApiError } from "@/lib/api-client";
import type { CarFormValues } from "./car-form-values";

const status = (err: unknown) => (err instanceof ApiError ? err.status : -1);
const network = (err: unknown) => err instanceof ApiError && err.network;
const serverSaid = (err: unknown) => (err instanceof ApiError && err.fromServer ? err.message : "");

/** Add car ('add') or the edit dialog ('update'). */
export function saveCarError(err: unknown, action: "add" | "update"): string {
  if (serverSaid(err)) return serverSaid(err);
  if (status(err) === 413) return CAR_MSG.uploadTooLarge;
  if (status(err) === 400) return CAR_MSG.invalidDetails;
  if (network(err)) return CAR_MSG.network;
  return action === "add" ? CAR_MSG.addFailed : CAR_MSG.updateFailed;
}

/** The car form's field each refusal of the server names (the rules and terms, issue 27). */
const FIELD_OF_REFUSAL = new Map<string, keyof CarFormValues>([
  [TRIP_RULE_MSG.advanceNotice, "advanceNoticeDays"],
  [TRIP_RULE_MSG.minTrip, "minTripDays"],
  [TRIP_RULE_MSG.tripRange, "minTripDays"],
  [TRIP_RULE_MSG.maxTrip, "maxTripDays"],
  [PRICE_MSG.weeklyDiscount, "weeklyDiscountPercent"],
  [PRICE_MSG.monthlyDiscount, "monthlyDiscountPercent"],
  [PRICE_MSG.securityDeposit, "securityDeposit"],
  [PRICE_MSG.cancellationPolicy, "cancellationPolicy"],
  [HANDOVER_MSG.kmPerDay, "kmPerDay"],
  [HANDOVER_MSG.extraKmRate, "extraKmRate"],
  [HANDOVER_MSG.fuelCharge, "fuelCharge"],
]);

/**
 * A save the server refused (400) for one of the form's rules or terms: that field and the
 * server's message, to show at the field; null for any other failure (a toast says those).
 */
export function carFieldRefusal(
  err: unknown,
): { field: keyof CarFormValues; message: string } | null {
  if (status(err) !== 400 || !serverSaid(err)) return null;
  const field = FIELD_OF_REFUSAL.get(serverSaid(err));
  return field ? { field, message: serverSaid(err) } : null;
}

/** Manage Cars list load: network, anything else (a 200 with success false says its own). */
export function loadOwnerCarsError(err: unknown): string {
  if (network(err)) return CAR_MSG.networkRefresh;
  if (status(err) === 200 && serverSaid(err)) return serverSaid(err);
  return CAR_MSG.loadFailed;
}

/** Hide/show. */
export function toggleCarError(err: unknown): string {
  if (serverSaid(err)) return serverSaid(err);
  if (network(err)) return CAR_MSG.network;
  return CAR_MSG.toggleFailed;
}

/** Delete. */
export function deleteCarError(err: unknown): string {
  if (serverSaid(err)) return serverSaid(err);
  if (status(err) === 403) return CAR_MSG.deleteOwn;
  if (network(err)) return CAR_MSG.network;
  return CAR_MSG.deleteFailed;
}

/** Public car list (also in availability mode): the server's message, else the refresh hint. */
export function carListError(err: unknown): string {
  return serverSaid(err) || CAR_MSG.listFailed;
}
