/**
 * A real SMTP receiver (smtp-server) for tests: the app sends through SMTP_URL, and tests
 * read the 6-digit codes out of what actually arrived.
 */
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string;
  raw: string;
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** Waits for the newest mail to `to` that arrived after `since` mails, returns its code. */
  waitForCode(to: string, opts?: { after?: number; timeoutMs?: number }): Promise<string>;
  countFor(to: string): number;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        raw += chunk;
      });
      stream.on("end", () => {
        for (const rcpt of session.envelope.rcptTo)
          mails.push({ to: rcpt.address.toLowerCase(), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const forAddress = (to: string) => mails.filter((m) => m.to === to.toLowerCase());

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    countFor: (to) => forAddress(to).length,
    async waitForCode(to, opts = {}) {
      const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
      const after = opts.after ?? 0;
      while (Date.now() < deadline) {
        const list = forAddress(to);
        const mail = list.length > after ? list[list.length - 1] : undefined;
        const code = mail?.raw.match(/verification code is (\d{6})/)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No code mailed to ${to} within the timeout`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
