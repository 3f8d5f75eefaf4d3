/**
 * The fake Razorpay's webhook sender (issue 28 items 3 and 8): wraps each event as Razorpay does
 * (`{ entity: 'event', account_id, event, contains, payload, created_at }`), signs the exact body
 * with the webhook secret (`X-Razorpay-Signature`: HMAC-SHA256 hex) and names it with
 * `X-Razorpay-Event-Id`, then POSTs it to the configured URL. Controls, for tests: send each
 * event twice (same id, same body), late (`delayMs` before each batch), out of order (a state
 * change's events last-first, and held events released last-first), or hold events until
 * `release()`. A failed delivery is recorded, not retried (Razorpay retries; the app's
 * reconciler must cope with a lost one).
 */
import { type FakeEvent, fakeId, hmacHex } from "./store.js";

export interface WebhookControls {
  /** Where events are POSTed; undefined: events are recorded as not sent. */
  url: string | undefined;
  /** Send every event twice, with the same event id and body. */
  duplicate: boolean;
  /** Wait this many ms before sending each batch (one state change's events). */
  delayMs: number;
  /** Send each batch, and each release of held events, last event first. */
  outOfOrder: boolean;
  /** Keep events until `release()` instead of sending them. */
  hold: boolean;
}

/** One signed event, as sent (or to be sent). */
export interface SignedEvent {
  id: string;
  event: string;
  body: string;
}

/** One POST of an event: the answer's status, or the network error's message. */
export interface Delivery {
  eventId: string;
  event: string;
  status: number | undefined;
  error: string | undefined;
}

export class WebhookSender {
  controls: WebhookControls = {
    url: undefined,
    duplicate: false,
    delayMs: 0,
    outOfOrder: false,
    hold: false,
  };
  readonly deliveries: Delivery[] = [];
  private held: SignedEvent[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly secret: string,
    url?: string,
  ) {
    this.controls.url = url;
  }

  /** Changes some controls; the others keep their values. */
  configure(changes: Partial<WebhookControls>): WebhookControls {
    this.controls = { ...this.controls, ...changes };
    return this.controls;
  }

  /** Signs one state change's events and sends them (or holds them). */
  emit(events: FakeEvent[]): void {
    const signed = events.map((e) => this.sign(e));
    if (this.controls.hold) this.held.push(...signed);
    else this.track(this.send(signed));
  }

  /** Sends every held event (last first when out of order); resolves when they are sent. */
  async release(): Promise<number> {
    const held = this.held;
    this.held = [];
    await this.track(this.send(held));
    return held.length;
  }

  /** Events held, not yet sent. */
  get heldCount(): number {
    return this.held.length;
  }

  /** Resolves once every send started so far has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  private sign(e: FakeEvent): SignedEvent {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_FakeRazorpay01",
      event: e.event,
      contains: Object.keys(e.payload),
      payload: e.payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return { id: fakeId("evt").slice(4), event: e.event, body };
  }

  private track(sending: Promise<void>): Promise<void> {
    this.inFlight.add(sending);
    return sending.finally(() => this.inFlight.delete(sending));
  }

  private async send(batch: SignedEvent[]): Promise<void> {
    const { delayMs, outOfOrder, duplicate } = this.controls;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const ordered = outOfOrder ? [...batch].reverse() : batch;
    for (const signed of ordered)
      for (let copy = 0; copy < (duplicate ? 2 : 1); copy++) await this.post(signed);
  }

  private async post(signed: SignedEvent): Promise<void> {
    const url = this.controls.url;
    const delivery: Delivery = {
      eventId: signed.id,
      event: signed.event,
      status: undefined,
      error: undefined,
    };
    this.deliveries.push(delivery);
    if (!url) {
      delivery.error = "no webhook URL configured";
      return;
    }
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": hmacHex(this.secret, signed.body),
          "x-razorpay-event-id": signed.id,
          "user-agent": "Razorpay-Webhook/v1 (fake)",
        },
        body: signed.body,
        signal: AbortSignal.timeout(5000),
      });
      delivery.status = response.status;
      await response.arrayBuffer();
    } catch (err) {
      delivery.error = err instanceof Error ? err.message : String(err);
    }
  }
}
