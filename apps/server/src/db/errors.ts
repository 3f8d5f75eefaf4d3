/**
 * PostgreSQL constraint violations as AppErrors (server-rules.md section 1: every refusal is
 * `{ success: false, message }` with a real status, never a 500). Repositories wrap the
 * statements that can break a constraint with `refuseViolations`, naming per constraint the
 * AppError the client gets; any other error, and any violation not named, passes unchanged.
 *
 * Errors reach us in several shapes: pg's DatabaseError and PGlite's error both carry `code`
 * and `constraint`, and Drizzle wraps either in a DrizzleQueryError whose `cause` is the
 * driver's error. `violationOf` walks the `cause` chain to find it.
 */
import type { AppError } from "../lib/errors.js";

/** SQLSTATE codes of the integrity constraints the schema declares. */
export const PG_CODES = {
  unique: "23505",
  foreignKey: "23503",
  check: "23514",
  exclusion: "23P01",
} as const;

export type ViolationKind = keyof typeof PG_CODES;

export interface Violation {
  kind: ViolationKind;
  /** The constraint (or unique index) name, as PostgreSQL reports it. */
  constraint: string | undefined;
}

const KIND_OF_CODE = new Map<string, ViolationKind>(
  Object.entries(PG_CODES).map(([kind, code]) => [code, kind as ViolationKind]),
);

/**
 * SQLSTATE of a deadlock. Two bookings of one car whose ranges meet, inserted at the same
 * moment, can each wait on the other's check of the exclusion constraint; PostgreSQL then
 * aborts one of them with this code instead of 23P01, though the cause is the same overlap.
 */
export const DEADLOCK = "40P01";

/** How deep a `cause` chain is followed: Drizzle adds one level; a few more are harmless. */
const MAX_CAUSES = 5;

/** The SQLSTATE carried by `err` or one of its causes, or undefined. */
function sqlStateOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth <= MAX_CAUSES && typeof e === "object" && e !== null; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = cause;
  }
  return undefined;
}

/** The integrity violation carried by `err` or one of its causes, or undefined. */
export function violationOf(err: unknown): Violation | undefined {
  let e: unknown = err;
  for (let depth = 0; depth <= MAX_CAUSES && typeof e === "object" && e !== null; depth++) {
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    const kind = typeof code === "string" ? KIND_OF_CODE.get(code) : undefined;
    if (kind) return { kind, constraint: typeof constraint === "string" ? constraint : undefined };
    e = cause;
  }
  return undefined;
}

/**
 * What each constraint's violation becomes, by kind then constraint name, e.g.
 * `{ unique: { users_email_key: () => conflict(ACCOUNT_MSG.accountExists) } }`. A factory, so the
 * AppError's stack points at the refusal, not at module load.
 */
export type Refusals = Partial<Record<ViolationKind, Record<string, () => AppError>>> & {
  /** What a deadlock of this statement (SQLSTATE 40P01) means to the client, if anything. */
  deadlock?: () => AppError;
};

/** The AppError `refusals` name for `err`'s violation, else `err` itself. */
export function refusalFor(err: unknown, refusals: Refusals): unknown {
  if (refusals.deadlock && sqlStateOf(err) === DEADLOCK) return refusals.deadlock();
  const violation = violationOf(err);
  if (!violation?.constraint) return err;
  const refuse = refusals[violation.kind]?.[violation.constraint];
  return refuse ? refuse() : err;
}

/**
 * Runs `statement`; a violation named in `refusals` is thrown as its AppError, anything else
 * is rethrown as is. Inside a transaction the AppError still aborts it (PostgreSQL has already
 * marked the transaction failed), so callers need no cleanup of their own.
 */
export async function refuseViolations<T>(
  statement: () => PromiseLike<T>,
  refusals: Refusals,
): Promise<T> {
  try {
    return await statement();
  } catch (err) {
    throw refusalFor(err, refusals);
  }
}
