/**
 * Owner payout accounts (issue 28 item 5, decision 026): set-up through Razorpay Route and the
 * status shown to the owner. Onboarding is four calls, each id stored as soon as it comes, so a
 * retry (the same POST again) resumes where the last one stopped and creates nothing twice:
 *
 * 1. accounts.create (type 'route', reference_id = owner id, business_type 'individual'); if
 *    Razorpay says the reference or email exists, the id it names is taken instead;
 * 2. stakeholders.create with the PAN (an existing stakeholder of the account is reused);
 * 3. products.requestProductConfiguration('route', tnc_accepted);
 * 4. products.edit with settlements { account_number, ifsc_code, beneficiary_name } and
 *    tnc_accepted; the answer's activation_status becomes the row's status.
 *
 * The full PAN and account number go to Razorpay only: the row keeps their last 4 characters,
 * answers show them masked (maskPan, maskAccountNumber), and nothing here logs them.
 * With PAYMENTS=offline: GET answers { enabled: false, account: null }, POST 409
 * PAYOUT_MSG.offline, and no car action is gated.
 */
import {
  maskAccountNumber,
  maskPan,
  PAYOUT_MSG,
  type PayoutAccount,
  type PayoutAccountStatus,
  type payoutAccountBody,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { AppError, conflict } from "../../lib/errors.js";
import { isRazorpayApiError, type RazorpayClient } from "../payments/razorpay-client.js";
import * as repo from "./repository.js";

type SetupInput = z.output<typeof payoutAccountBody>;

/** How long one set-up request may hold the row before another may try (ms). */
const SETUP_LEASE_MS = 60_000;

/** How often GET asks Razorpay for the status, at most (ms). */
export const STATUS_REFRESH_MS = 60_000;

/** The app's Razorpay client (app.razorpay), or undefined with PAYMENTS=offline. */
function razorpayOf(app: FastifyInstance): RazorpayClient | undefined {
  return app.config.payments.mode === "razorpay" ? app.razorpay : undefined;
}

/** Razorpay's product activation_status in the app's four words. */
export function statusOf(activation: string | undefined): PayoutAccountStatus {
  if (activation === "activated") return "activated";
  if (activation === "needs_clarification") return "needs_clarification";
  if (activation === "suspended") return "suspended";
  return "pending";
}

/** The row as every answer shows it: PAN and account number masked. */
export function toPayoutAccount(row: repo.PayoutAccountRow): PayoutAccount {
  return {
    legalName: row.legalName,
    phone: row.phone,
    pan: maskPan(row.panLast4),
    accountNumber: maskAccountNumber(row.accountLast4),
    ifsc: row.ifsc,
    beneficiaryName: row.beneficiaryName,
    status: row.status,
    linkedAccountId: row.razorpayAccountId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET: the owner's payout account or null, its status refreshed from Razorpay when last asked
 * more than STATUS_REFRESH_MS ago (a failed refresh keeps the stored status).
 */
export async function getAccount(
  app: FastifyInstance,
  ownerId: string,
): Promise<{ enabled: boolean; account: PayoutAccount | null }> {
  if (!razorpayOf(app)) return { enabled: false, account: null };
  const row = await refreshedRow(app, ownerId);
  return { enabled: true, account: row ? toPayoutAccount(row) : null };
}

/**
 * The owner's payout account status, asked of Razorpay when last asked more than
 * STATUS_REFRESH_MS ago (the transfers job uses it before paying an owner whose account was not
 * yet active); undefined without an account or with payments off.
 */
export async function refreshStatus(
  app: FastifyInstance,
  ownerId: string,
): Promise<PayoutAccountStatus | undefined> {
  return (await refreshedRow(app, ownerId))?.status;
}

/** The owner's row, its status refreshed from Razorpay when due (see getAccount). */
async function refreshedRow(
  app: FastifyInstance,
  ownerId: string,
): Promise<repo.PayoutAccountRow | undefined> {
  const razorpay = razorpayOf(app);
  const row = await repo.findByOwner(app.db, ownerId);
  if (!razorpay || !row) return row;
  const now = app.now();
  const due = !row.checkedAt || now.getTime() - row.checkedAt.getTime() >= STATUS_REFRESH_MS;
  if (!due || !row.razorpayAccountId || !row.razorpayProductId || !row.settlementsSentAt)
    return row;
  try {
    const product = await razorpay.sdk.products.fetch(row.razorpayAccountId, row.razorpayProductId);
    return await repo.updateAccount(app.db, row.id, {
      status: statusOf(product.activation_status),
      checkedAt: now,
    });
  } catch (err) {
    app.log.warn({ err: describe(err), ownerId }, "payout account status refresh failed");
    return row;
  }
}

/**
 * POST: sets up the owner's payout account (steps above), one request at a time per owner (a
 * lease on the row; 409 PAYOUT_MSG.inProgress for a second one meanwhile). 409
 * PAYOUT_MSG.offline with payments off, 409 PAYOUT_MSG.exists once set up; 400 `providerRefused: <Razorpay's reason>` when
 * Razorpay refuses the details, 503 providerFailed when it cannot be reached (the row keeps
 * what was done; the same POST again resumes).
 */
export async function setUpAccount(
  app: FastifyInstance,
  ownerId: string,
  input: SetupInput,
): Promise<PayoutAccount> {
  const razorpay = razorpayOf(app);
  if (!razorpay) throw conflict(PAYOUT_MSG.offline);
  const masked = {
    legalName: input.legalName,
    phone: input.phone,
    panLast4: input.pan.slice(-4),
    ifsc: input.ifsc,
    accountLast4: input.accountNumber.slice(-4),
    beneficiaryName: input.legalName,
  };
  const row = await repo.insertOrFind(app.db, { ownerId, ...masked });
  if (row.settlementsSentAt) throw conflict(PAYOUT_MSG.exists);
  const now = app.now();
  const leased = await repo.takeSetupLease(
    app.db,
    row.id,
    now,
    new Date(now.getTime() + SETUP_LEASE_MS),
  );
  if (!leased) throw conflict(PAYOUT_MSG.inProgress);
  try {
    return await runSetUp(app, razorpay, row, ownerId, input, masked);
  } finally {
    await repo.releaseSetupLease(app.db, row.id);
  }
}

/** The steps of setUpAccount, under its lease. */
async function runSetUp(
  app: FastifyInstance,
  razorpay: RazorpayClient,
  leasedRow: repo.PayoutAccountRow,
  ownerId: string,
  input: SetupInput,
  masked: repo.PayoutAccountUpdate,
): Promise<PayoutAccount> {
  let row = (await repo.findByOwner(app.db, ownerId)) ?? leasedRow;
  if (row.settlementsSentAt) throw conflict(PAYOUT_MSG.exists);
  row = await repo.updateAccount(app.db, row.id, masked);
  const email = (await repo.ownerEmail(app.db, ownerId)) ?? "";
  try {
    if (!row.razorpayAccountId) {
      const accountId = await createLinkedAccount(razorpay, ownerId, email, input);
      row = await repo.updateAccount(app.db, row.id, { razorpayAccountId: accountId });
    }
    const accountId = row.razorpayAccountId as string;
    if (!row.razorpayStakeholderId) {
      const existing = await razorpay.sdk.stakeholders.all(accountId);
      const stakeholderId =
        existing.items[0]?.id ??
        (
          await razorpay.sdk.stakeholders.create(accountId, {
            name: input.legalName,
            email,
            phone: { primary: input.phone },
            kyc: { pan: input.pan },
            relationship: { director: true },
          } as never)
        ).id;
      row = await repo.updateAccount(app.db, row.id, { razorpayStakeholderId: stakeholderId });
    }
    if (!row.razorpayProductId) {
      const product = await razorpay.sdk.products.requestProductConfiguration(accountId, {
        product_name: "route",
        tnc_accepted: true,
      });
      row = await repo.updateAccount(app.db, row.id, { razorpayProductId: product.id });
    }
    const product = await razorpay.sdk.products.edit(
      accountId,
      row.razorpayProductId as string,
      {
        settlements: {
          account_number: input.accountNumber,
          ifsc_code: input.ifsc,
          beneficiary_name: input.legalName,
        },
        tnc_accepted: true,
      } as never,
    );
    row = await repo.updateAccount(app.db, row.id, {
      settlementsSentAt: app.now(),
      status: statusOf(product.activation_status),
      checkedAt: app.now(),
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    app.log.warn({ err: describe(err), ownerId }, "payout account set-up stopped");
    if (isRazorpayApiError(err) && Number(err.statusCode) >= 400 && Number(err.statusCode) < 500)
      throw new AppError(
        400,
        `${PAYOUT_MSG.providerRefused}: ${err.error.description ?? "no reason given"}`,
      );
    throw new AppError(503, PAYOUT_MSG.providerFailed);
  }
  return toPayoutAccount(row);
}

/** An existing account named by Razorpay's "... already exists for account - acc_..." refusal. */
const EXISTING_ACCOUNT = /already exists for account - (acc_[A-Za-z0-9]+)/;

async function createLinkedAccount(
  razorpay: RazorpayClient,
  ownerId: string,
  email: string,
  input: SetupInput,
): Promise<string> {
  try {
    const account = await razorpay.sdk.accounts.create({
      email,
      phone: input.phone,
      type: "route",
      reference_id: ownerId,
      legal_business_name: input.legalName,
      business_type: "individual",
      contact_name: input.legalName,
      profile: { category: "others", subcategory: "others" },
    } as never);
    return account.id;
  } catch (err) {
    const existing = isRazorpayApiError(err)
      ? EXISTING_ACCOUNT.exec(err.error.description ?? "")?.[1]
      : undefined;
    if (!existing) throw err;
    // A retry after a create whose answer was lost: the account is ours if its reference is.
    const account = await razorpay.sdk.accounts.fetch(existing);
    if (account.reference_id !== ownerId) throw err;
    return account.id;
  }
}

/** What a failure may log: Razorpay's status and reason, never the request (it holds the PAN). */
function describe(err: unknown): Record<string, unknown> {
  if (isRazorpayApiError(err))
    return { statusCode: err.statusCode, code: err.error.code, description: err.error.description };
  return { message: err instanceof Error ? err.message : String(err) };
}

/**
 * The gate (issue 28 item 5): with PAYMENTS=razorpay, listing a car, showing a hidden one or
 * switching instant book on needs a set-up payout account; 409 PAYOUT_MSG.required otherwise.
 * No gate with payments offline.
 */
export async function requirePayoutAccount(app: FastifyInstance, ownerId: string): Promise<void> {
  if (app.config.payments.mode !== "razorpay") return;
  if (!(await repo.hasCompletedAccount(app.db, ownerId))) throw conflict(PAYOUT_MSG.required);
}
