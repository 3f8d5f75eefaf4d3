/**
 * The fake Razorpay's Route part (issue 28 items 5 and 8), in memory, in Razorpay's JSON shapes:
 * linked accounts (v2 accounts, type 'route'), their stakeholders and the 'route' product
 * configuration, and transfers of captured payments to linked accounts with holds and
 * reversals. Amounts in paise. Refusals are `FakeRazorpayError`s (Razorpay's error body).
 *
 * Rules kept: an account's email and its reference_id are each unique; a repeat is refused with
 * "... already exists for account - acc_..." naming the existing account (Razorpay's wording for
 * the email; the service reads the id from it to resume instead of creating twice). A product is
 * 'requested' until its settlements (account_number, ifsc_code, beneficiary_name) and
 * tnc_accepted are in, then 'activated'; a test may set any status. A transfer needs a captured
 * payment and an activated account; the transfers of a payment never exceed what was captured
 * less refunds; a reversal never exceeds what was transferred less reversed.
 */
import { FakeRazorpayError, type FakeRazorpayStore, fakeId, type Notes } from "./store.js";

export type ActivationStatus =
  | "requested"
  | "needs_clarification"
  | "under_review"
  | "activated"
  | "suspended";

export interface FakeAccount {
  id: string;
  type: "route";
  status: "created" | "activated" | "needs_clarification" | "suspended";
  email: string;
  phone: string;
  reference_id: string | null;
  business_type: string;
  legal_business_name: string;
  customer_facing_business_name: string | null;
  contact_name: string;
  profile: Record<string, unknown>;
  legal_info: Record<string, unknown>;
  notes: Notes;
  live: boolean;
  hold_funds: boolean;
  activated_at: number | null;
  created_at: number;
}

export interface FakeStakeholder {
  id: string;
  entity: "stakeholder";
  account_id: string;
  name: string;
  email: string;
  phone: Record<string, string>;
  kyc: { pan: string | null };
  relationship: Record<string, boolean>;
  addresses: Record<string, unknown>;
  notes: Notes;
  created_at: number;
}

export interface FakeProduct {
  id: string;
  account_id: string;
  product_name: "route";
  activation_status: ActivationStatus;
  requested_configuration: Record<string, unknown>;
  active_configuration: {
    settlements: { account_number: string; ifsc_code: string; beneficiary_name: string } | null;
  };
  requirements: {
    field_reference: string;
    resolution_url: string;
    status: string;
    reason_code: string;
  }[];
  tnc: { id: string; accepted: boolean; accepted_at: number | null } | null;
  requested_at: number;
}

export interface FakeTransfer {
  id: string;
  entity: "transfer";
  status: "processed";
  source: string;
  recipient: string;
  amount: number;
  currency: "INR";
  amount_reversed: number;
  fees: number;
  tax: number;
  notes: Notes;
  linked_account_notes: string[];
  on_hold: boolean;
  on_hold_until: number | null;
  settlement_status: "on_hold" | "pending" | "settled";
  recipient_settlement_id: string | null;
  created_at: number;
  processed_at: number;
  error: {
    code: null;
    description: null;
    reason: null;
    field: null;
    step: null;
    id: null;
    source: null;
    metadata: null;
  };
}

export interface FakeReversal {
  id: string;
  entity: "reversal";
  transfer_id: string;
  amount: number;
  fee: number;
  tax: number;
  currency: "INR";
  notes: Notes;
  initiator_id: string;
  customer_refund_id: null;
  created_at: number;
}

type Body = Record<string, unknown>;

const now = () => Math.floor(Date.now() / 1000);
const copy = <T>(value: T): T => structuredClone(value);
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

const bad = (description: string, field?: string) => new FakeRazorpayError(400, description, field);

function text(body: Body, field: string, max = 200): string {
  const value = body[field];
  if (typeof value !== "string" || value.trim() === "")
    throw bad(`The ${field} field is required.`, field);
  if (value.length > max)
    throw bad(`The ${field} may not be greater than ${max} characters.`, field);
  return value;
}

function notesOf(notes: unknown): Notes {
  if (notes === undefined || notes === null) return {};
  if (typeof notes !== "object" || Array.isArray(notes))
    throw bad("The notes must be an object.", "notes");
  return { ...(notes as Notes) };
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}

export class FakeRoute {
  readonly accounts = new Map<string, FakeAccount>();
  readonly stakeholders = new Map<string, FakeStakeholder>();
  readonly products = new Map<string, FakeProduct>();
  readonly transfers = new Map<string, FakeTransfer>();
  readonly reversals = new Map<string, FakeReversal>();
  /** How many times each call succeeded: tests prove a retry created nothing twice. */
  readonly created = { accounts: 0, stakeholders: 0, products: 0 };

  constructor(private readonly payments: FakeRazorpayStore) {}

  /** POST /v2/accounts: a linked account (type 'route'); email and reference_id unique. */
  createAccount(body: Body): FakeAccount {
    const email = text(body, "email", 132);
    const phone = text(body, "phone", 15);
    if (!/^\+?[0-9]{8,15}$/.test(phone.replace(/[\s-]/g, "")))
      throw bad("The phone format is invalid.", "phone");
    if (body.type !== "route") throw bad("The type must be route.", "type");
    const legal = text(body, "legal_business_name", 200);
    const businessType = text(body, "business_type", 40);
    const contact = text(body, "contact_name", 255);
    const reference = body.reference_id === undefined ? null : text(body, "reference_id", 512);
    for (const account of this.accounts.values()) {
      if (account.email === email)
        throw bad(`Merchant email already exists for account - ${account.id}`, "email");
      if (reference !== null && account.reference_id === reference)
        throw bad(`Reference id already exists for account - ${account.id}`, "reference_id");
    }
    const account: FakeAccount = {
      id: fakeId("acc"),
      type: "route",
      status: "created",
      email,
      phone,
      reference_id: reference,
      business_type: businessType,
      legal_business_name: legal,
      customer_facing_business_name:
        typeof body.customer_facing_business_name === "string"
          ? body.customer_facing_business_name
          : null,
      contact_name: contact,
      profile: objectOf(body.profile),
      legal_info: objectOf(body.legal_info),
      notes: notesOf(body.notes),
      live: false,
      hold_funds: false,
      activated_at: null,
      created_at: now(),
    };
    this.accounts.set(account.id, account);
    this.created.accounts += 1;
    return copy(account);
  }

  account(id: string): FakeAccount {
    return copy(this.find(this.accounts, id));
  }

  /** PATCH /v2/accounts/:id: phone, legal_business_name, contact_name, profile, notes. */
  editAccount(id: string, body: Body): FakeAccount {
    const account = this.find(this.accounts, id);
    if ("email" in body) throw bad("The email cannot be changed.", "email");
    if ("phone" in body) account.phone = text(body, "phone", 15);
    if ("legal_business_name" in body)
      account.legal_business_name = text(body, "legal_business_name");
    if ("contact_name" in body) account.contact_name = text(body, "contact_name", 255);
    if ("profile" in body) account.profile = { ...account.profile, ...objectOf(body.profile) };
    if ("notes" in body) account.notes = { ...account.notes, ...notesOf(body.notes) };
    return copy(account);
  }

  /** POST /v2/accounts/:id/stakeholders { name, email, phone?, kyc: { pan }?, relationship? }. */
  createStakeholder(accountId: string, body: Body): FakeStakeholder {
    const account = this.find(this.accounts, accountId);
    const name = text(body, "name", 255);
    const email = text(body, "email", 132);
    const kyc = objectOf(body.kyc);
    if (kyc.pan !== undefined && (typeof kyc.pan !== "string" || !PAN.test(kyc.pan)))
      throw bad("The pan field is invalid.", "kyc.pan");
    const stakeholder: FakeStakeholder = {
      id: fakeId("sth"),
      entity: "stakeholder",
      account_id: account.id,
      name,
      email,
      phone: Object.fromEntries(
        Object.entries(objectOf(body.phone)).map(([k, v]) => [k, String(v)]),
      ),
      kyc: { pan: typeof kyc.pan === "string" ? kyc.pan : null },
      relationship: Object.fromEntries(
        Object.entries(objectOf(body.relationship)).map(([k, v]) => [k, v === true]),
      ),
      addresses: objectOf(body.addresses),
      notes: notesOf(body.notes),
      created_at: now(),
    };
    this.stakeholders.set(stakeholder.id, stakeholder);
    this.created.stakeholders += 1;
    return copy(stakeholder);
  }

  accountStakeholders(accountId: string): FakeStakeholder[] {
    this.find(this.accounts, accountId);
    return [...this.stakeholders.values()].filter((s) => s.account_id === accountId).map(copy);
  }

  /** POST /v2/accounts/:id/products { product_name: 'route', tnc_accepted? }. */
  requestProduct(accountId: string, body: Body): FakeProduct {
    const account = this.find(this.accounts, accountId);
    if (body.product_name !== "route") throw bad("The product name is invalid.", "product_name");
    const product: FakeProduct = {
      id: fakeId("acc_prd"),
      account_id: account.id,
      product_name: "route",
      activation_status: "requested",
      requested_configuration: {},
      active_configuration: { settlements: null },
      requirements: [],
      tnc: null,
      requested_at: now(),
    };
    this.products.set(product.id, product);
    this.created.products += 1;
    this.applyProduct(product, body);
    return copy(product);
  }

  product(accountId: string, productId: string): FakeProduct {
    const product = this.find(this.products, productId);
    if (product.account_id !== accountId) throw bad("The id provided does not exist", "id");
    return copy(product);
  }

  /** PATCH /v2/accounts/:id/products/:pid { settlements?, tnc_accepted? }. */
  editProduct(accountId: string, productId: string, body: Body): FakeProduct {
    const product = this.find(this.products, productId);
    if (product.account_id !== accountId) throw bad("The id provided does not exist", "id");
    this.applyProduct(product, body);
    return copy(product);
  }

  /** Test control: sets an account's product (and account) status, e.g. 'needs_clarification'. */
  setStatus(accountId: string, status: ActivationStatus): FakeAccount {
    const account = this.find(this.accounts, accountId);
    for (const product of this.products.values())
      if (product.account_id === accountId) product.activation_status = status;
    account.status =
      status === "activated" || status === "needs_clarification" || status === "suspended"
        ? status
        : "created";
    return copy(account);
  }

  /** POST /v1/payments/:id/transfers { transfers: [{ account, amount, currency, on_hold?, on_hold_until?, notes? }] }. */
  createTransfers(paymentId: string, body: Body): FakeTransfer[] {
    const payment = this.payments.payment(paymentId);
    if (!payment.captured)
      throw bad("Transfers can be created only on captured payments", "payment_id");
    const list = body.transfers;
    if (!Array.isArray(list) || list.length === 0)
      throw bad("The transfers field is required.", "transfers");
    const requests = list.map((item: unknown) => {
      const t = objectOf(item);
      const account = this.find(this.accounts, String(t.account ?? ""));
      if (account.status !== "activated")
        throw bad(`The account ${account.id} is not activated for transfers`, "account");
      if (typeof t.amount !== "number" || !Number.isInteger(t.amount) || t.amount < 100)
        throw bad("The amount must be an integer of at least 100.", "amount");
      if (t.currency !== "INR") throw bad("Currency is not supported", "currency");
      if (
        t.on_hold !== undefined &&
        typeof t.on_hold !== "boolean" &&
        t.on_hold !== 0 &&
        t.on_hold !== 1
      )
        throw bad("The on hold field must be true or false.", "on_hold");
      const until = t.on_hold_until;
      if (
        until !== undefined &&
        (typeof until !== "number" || !Number.isInteger(until) || until <= now())
      )
        throw bad("on_hold_until must be a future epoch timestamp", "on_hold_until");
      return {
        account: account.id,
        amount: t.amount,
        onHold: Boolean(t.on_hold),
        until,
        notes: notesOf(t.notes),
      };
    });
    const already = [...this.transfers.values()]
      .filter((t) => t.source === paymentId)
      .reduce((sum, t) => sum + t.amount - t.amount_reversed, 0);
    const asked = requests.reduce((sum, r) => sum + r.amount, 0);
    if (already + asked > payment.amount - payment.amount_refunded)
      throw bad(
        "The sum of amount requested for transfer is greater than the captured amount",
        "amount",
      );
    const at = now();
    return requests.map((r) => {
      const transfer: FakeTransfer = {
        id: fakeId("trf"),
        entity: "transfer",
        status: "processed",
        source: paymentId,
        recipient: r.account,
        amount: r.amount,
        currency: "INR",
        amount_reversed: 0,
        fees: 0,
        tax: 0,
        notes: r.notes,
        linked_account_notes: [],
        on_hold: r.onHold,
        on_hold_until: r.onHold ? ((r.until as number | undefined) ?? null) : null,
        settlement_status: r.onHold ? "on_hold" : "pending",
        recipient_settlement_id: null,
        created_at: at,
        processed_at: at,
        error: {
          code: null,
          description: null,
          reason: null,
          field: null,
          step: null,
          id: null,
          source: null,
          metadata: null,
        },
      };
      this.transfers.set(transfer.id, transfer);
      return copy(transfer);
    });
  }

  transfer(id: string): FakeTransfer {
    return copy(this.find(this.transfers, id));
  }

  paymentTransfers(paymentId: string): FakeTransfer[] {
    this.payments.payment(paymentId);
    return [...this.transfers.values()].filter((t) => t.source === paymentId).map(copy);
  }

  /** PATCH /v1/transfers/:id { on_hold, on_hold_until? }: hold, move the date or release. */
  editTransfer(id: string, body: Body): FakeTransfer {
    const transfer = this.find(this.transfers, id);
    if (transfer.settlement_status === "settled")
      throw bad("The transfer is already settled", "on_hold");
    if (typeof body.on_hold !== "boolean" && body.on_hold !== 0 && body.on_hold !== 1)
      throw bad("The on hold field is required.", "on_hold");
    const until = body.on_hold_until;
    if (
      until !== undefined &&
      (typeof until !== "number" || !Number.isInteger(until) || until <= now())
    )
      throw bad("on_hold_until must be a future epoch timestamp", "on_hold_until");
    transfer.on_hold = Boolean(body.on_hold);
    transfer.on_hold_until = transfer.on_hold ? ((until as number | undefined) ?? null) : null;
    transfer.settlement_status = transfer.on_hold ? "on_hold" : "pending";
    return copy(transfer);
  }

  /** POST /v1/transfers/:id/reversals { amount?, notes? }: at most transferred less reversed. */
  reverse(id: string, body: Body): FakeReversal {
    const transfer = this.find(this.transfers, id);
    const left = transfer.amount - transfer.amount_reversed;
    if (left <= 0) throw bad("The transfer has been fully reversed already");
    const amount = body.amount ?? left;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
      throw bad("The amount must be an integer of at least 100.", "amount");
    if (amount > left)
      throw bad("The reversal amount provided is greater than amount transferred", "amount");
    const reversal: FakeReversal = {
      id: fakeId("rvrsl"),
      entity: "reversal",
      transfer_id: transfer.id,
      amount,
      fee: 0,
      tax: 0,
      currency: "INR",
      notes: notesOf(body.notes),
      initiator_id: "Gaadi0000000001",
      customer_refund_id: null,
      created_at: now(),
    };
    transfer.amount_reversed += amount;
    this.reversals.set(reversal.id, reversal);
    return copy(reversal);
  }

  private applyProduct(product: FakeProduct, body: Body): void {
    if (body.settlements !== undefined) {
      const s = objectOf(body.settlements);
      const number = s.account_number;
      if (typeof number !== "string" || !/^[0-9]{9,18}$/.test(number))
        throw bad("The account number is invalid.", "settlements.account_number");
      const ifsc = s.ifsc_code;
      if (typeof ifsc !== "string" || !IFSC.test(ifsc))
        throw bad("The ifsc code is invalid.", "settlements.ifsc_code");
      const name = s.beneficiary_name;
      if (typeof name !== "string" || name.trim().length < 2)
        throw bad("The beneficiary name field is required.", "settlements.beneficiary_name");
      product.active_configuration.settlements = {
        account_number: number,
        ifsc_code: ifsc,
        beneficiary_name: name,
      };
    }
    if (body.tnc_accepted !== undefined) {
      if (body.tnc_accepted !== true)
        throw bad("The tnc accepted field must be true.", "tnc_accepted");
      product.tnc = { id: fakeId("tnc"), accepted: true, accepted_at: now() };
    }
    const missing: FakeProduct["requirements"] = [];
    if (!product.active_configuration.settlements)
      missing.push({
        field_reference: "settlements.account_number",
        resolution_url: `/accounts/${product.account_id}/products/${product.id}`,
        status: "required",
        reason_code: "field_missing",
      });
    if (!product.tnc?.accepted)
      missing.push({
        field_reference: "tnc_accepted",
        resolution_url: `/accounts/${product.account_id}/products/${product.id}`,
        status: "required",
        reason_code: "field_missing",
      });
    product.requirements = missing;
    if (missing.length === 0 && product.activation_status === "requested") {
      product.activation_status = "activated";
      const account = this.find(this.accounts, product.account_id);
      account.status = "activated";
      account.activated_at = now();
    }
  }

  private find<T>(map: Map<string, T>, id: string): T {
    const found = map.get(id);
    if (!found) throw new FakeRazorpayError(400, "The id provided does not exist", "id");
    return found;
  }
}
