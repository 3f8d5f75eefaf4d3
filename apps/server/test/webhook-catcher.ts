/**
 * A local HTTP receiver for the fake Razorpay's webhooks in tests (issue 28): it records each
 * POST (event name, X-Razorpay-Event-Id, X-Razorpay-Signature and the exact body) and answers
 * 200, so a test can read what Razorpay sent and hand it to the app itself, as often and in
 * whichever order it is about.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One webhook delivery as it arrived. */
export interface CaughtWebhook {
  event: string;
  eventId: string;
  signature: string;
  body: string;
}

export interface WebhookCatcher {
  /** Where to send webhooks (give it to the fake as its webhook URL). */
  url: string;
  /** Deliveries so far, oldest first; tests may reset it (`caught.length = 0`). */
  caught: CaughtWebhook[];
  close(): Promise<void>;
}

/** Starts a catcher on a free loopback port. */
export async function startWebhookCatcher(): Promise<WebhookCatcher> {
  const caught: CaughtWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      caught.push({
        event: (JSON.parse(body) as { event: string }).event,
        eventId: String(req.headers["x-razorpay-event-id"]),
        signature: String(req.headers["x-razorpay-signature"]),
        body,
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payments/webhook`,
    caught,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
