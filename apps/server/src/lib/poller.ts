/**
 * A polling loop for the workers over leased rows (the mail worker, decision 009; the job
 * runner, decision 022): a run claims up to `batchSize` items and handles them one by one.
 * After `start()` it runs at once, then again `pollMs` after each run, or at once when a run
 * handled a full batch (more is likely due); a failed run is logged and the loop goes on.
 * `stop()` ends the loop and waits for the run in hand.
 */
import type { FastifyBaseLogger } from "fastify";

export interface PollerOptions<T> {
  /** Pause between runs when the last one did not fill a batch (ms). */
  pollMs: number;
  /** Items claimed per run; a run that claimed this many is followed by another at once. */
  batchSize: number;
  /** Claims up to `limit` due items (a leased-rows claim). */
  claim(limit: number): Promise<T[]>;
  /** Handles one claimed item; it settles the item itself and should not throw. */
  handle(item: T): Promise<void>;
  log: FastifyBaseLogger;
  /** The log line of a failed run ('mail outbox poll failed'). */
  failMessage: string;
}

export interface Poller {
  /** Starts polling (no-op when started). */
  start(): void;
  /** Stops polling and waits for the run in hand to finish. */
  stop(): Promise<void>;
  /** Runs once now, whether started or not; resolves to how many items it handled. */
  runOnce(): Promise<number>;
  /** Polls after `delayMs` instead of waiting for the next interval (no-op when stopped or busy). */
  wake(delayMs?: number): void;
}

export function createPoller<T>(opts: PollerOptions<T>): Poller {
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let inFlight: Promise<unknown> = Promise.resolve();

  function schedule(delayMs: number): void {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  async function runOnce(): Promise<number> {
    const items = await opts.claim(opts.batchSize);
    for (const item of items) await opts.handle(item);
    return items.length;
  }

  function tick(): void {
    timer = undefined;
    inFlight = runOnce().then(
      (handled) => schedule(handled >= opts.batchSize ? 0 : opts.pollMs),
      (err) => {
        opts.log.error({ err }, opts.failMessage);
        schedule(opts.pollMs);
      },
    );
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await inFlight;
    },
    runOnce,
    wake(delayMs = 0) {
      // Only when idle between polls: a poll in progress reschedules itself.
      if (started && timer) schedule(delayMs);
    },
  };
}
