/**
 * The renter's notice of a processed refund (issue 28 item 4): a 'refund_processed'
 * notification naming the amount (whole rupees), the booking's reference and its car, and so
 * its mail (mail/templates.ts MAIL_LINKS). Written in the transaction that marks the refund
 * processed (payments/service.ts applyProcessed), which does so once per refund, so a webhook
 * and the refunds job reaching it both write one notice.
 */
import { rupeesOfPaise } from "@gaadi/shared";
import type { Db } from "../../db/client.js";
import { findBooking, findCarName } from "../bookings/repository.js";
import { notify } from "../notifications/service.js";

/** Tells the booking's renter that `refund` (amount in paise) has been sent, inside `tx`. */
export async function notifyRefundProcessed(
  tx: Db,
  refund: { bookingId: string; kind: string; amountPaise: number },
): Promise<void> {
  const booking = (await findBooking(tx, refund.bookingId))!;
  await notify(tx, [
    {
      userId: booking.renterId,
      type: "refund_processed",
      car: await findCarName(tx, booking.carId),
      bookingId: booking.id,
      detail: {
        amount: rupeesOfPaise(refund.amountPaise),
        ref: booking.bookingRef,
        deposit: refund.kind === "deposit",
      },
    },
  ]);
}
