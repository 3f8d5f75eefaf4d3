/**
 * How long the renter may confirm a handover, or add a note and photos to it (issue 30 item 2):
 * "within the day". A check-in: to the end of the pickup day in India, or of the day it was
 * recorded when that is later (a pickup recorded late still leaves the renter the day). A
 * check-out: to the end of the India day it was recorded.
 */
import { endOfIndiaDay, indiaToday } from "../dates.js";
import type { HandoverKind } from "../enums.js";

/** The last instant (exclusive) the renter may answer the handover of `kind`. */
export function handoverAnswerBy(kind: HandoverKind, pickupDate: string, recordedAt: Date): Date {
  const recordedDay = indiaToday(recordedAt);
  const day = kind === "check_in" && pickupDate > recordedDay ? pickupDate : recordedDay;
  return endOfIndiaDay(day);
}
