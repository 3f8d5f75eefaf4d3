/**
 * The unread message mail (issue 31 item 4): a recurring job, `message_mail`, that tells a
 * party who has not read a message from the other side within LIMITS.unreadMailAfterMs (15
 * minutes) by a `message_received` notification, which the notifications module also mails
 * (the outbox, decision 009) with a link to the conversation; at most one per conversation side
 * per LIMITS.unreadMailEveryMs (an hour), and only for messages sent after that side's last
 * mail. Deleted messages and read ones are never mailed. Each batch is one transaction that
 * marks the sides mailed and writes their notifications; its rows are claimed FOR UPDATE SKIP
 * LOCKED, so sweeps on several servers at once mail each side once.
 */
import { LIMITS } from "@gaadi/shared";
import type { Db } from "../../../db/client.js";
import type { JobHandler } from "../../jobs/service.js";
import { notify } from "../../notifications/service.js";
import { claimDueMails } from "./repository.js";

/** The kind of the recurring job (modules/jobs). */
export const MESSAGE_MAIL_JOB = "message_mail";

/** Conversation sides claimed per side and transaction. */
const MAIL_BATCH = 50;

/** How much of the message the notification and mail quote (characters). */
export const MAIL_EXCERPT_CHARS = 200;

/** The first MAIL_EXCERPT_CHARS characters of `text` (code points), '…' when cut; '' stays ''. */
export function excerptOf(text: string): string {
  const chars = [...text.trim()];
  return chars.length > MAIL_EXCERPT_CHARS
    ? `${chars.slice(0, MAIL_EXCERPT_CHARS).join("")}…`
    : chars.join("");
}

/**
 * Writes the due `message_received` notifications (and so their mails) at `now`, batch by
 * batch until none is due. Resolves to how many it wrote.
 */
export async function mailUnreadMessages(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await claimDueMails(tx, now, {
        afterMs: LIMITS.unreadMailAfterMs,
        everyMs: LIMITS.unreadMailEveryMs,
        limit: MAIL_BATCH,
      });
      await notify(
        tx,
        due.map((d) => ({
          userId: d.userId,
          type: "message_received" as const,
          car: d.car,
          carId: d.carId,
          conversationId: d.conversationId,
          detail: { sender: d.senderName, excerpt: excerptOf(d.text) },
        })),
      );
      return due.length;
    });
    total += n;
    if (n === 0) return total;
  }
}

/** The recurring job that runs mailUnreadMessages every `everyMs` ms on one server at a time. */
export function messageMailJob(everyMs: number): JobHandler {
  return {
    kind: MESSAGE_MAIL_JOB,
    everyMs,
    run: async (db, _payload, now) => {
      await mailUnreadMessages(db, now);
    },
  };
}
