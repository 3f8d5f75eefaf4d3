/**
 * A real SMTP receiver (smtp-server) for tests: the app sends through SMTP_URL, and tests
 * read the 6-digit codes, or whole decoded messages, out of what actually arrived. It can
 * listen on a given port, so a test can stop it and start it again at the same address.
 */
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string;
  raw: string;
}

export interface MailCatcher {
  url: string;
  port: number;
  mails: CaughtMail[];
  /** Waits for the newest mail to `to` that arrived after `since` mails, returns its code. */
  waitForCode(to: string, opts?: { after?: number; timeoutMs?: number }): Promise<string>;
  /**
   * Waits until more than `after` mails reached `to` and returns the newest, with quoted-
   * printable soft breaks and escapes decoded (UTF-8), so a test can look for plain words.
   */
  waitForMail(to: string, opts?: { after?: number; timeoutMs?: number }): Promise<string>;
  countFor(to: string): number;
  close(): Promise<void>;
}

/** Quoted-printable to text: joins soft line breaks and turns =XX byte runs into UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"),
    );
}

export async function startMailCatcher(opts: { port?: number } = {}): Promise<MailCatcher> {
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
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const forAddress = (to: string) => mails.filter((m) => m.to === to.toLowerCase());

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    countFor: (to) => forAddress(to).length,
    async waitForMail(to, opts = {}) {
      const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
      while (Date.now() < deadline) {
        const list = forAddress(to);
        if (list.length > (opts.after ?? 0)) return decodeQuotedPrintable(list.at(-1)!.raw);
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No mail to ${to} within the timeout`);
    },
    async waitForCode(to, opts = {}) {
      const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
      const after = opts.after ?? 0;
      while (Date.now() < deadline) {
        // The newest code mail among those after `after`: booking mail (mail outbox) may reach
        // the same address in between and must not hide the code.
        const codes = forAddress(to)
          .slice(after)
          .map((mail) => mail.raw.match(/verification code is (\d{6})/)?.[1])
          .filter((code) => code !== undefined);
        const code = codes.at(-1);
        if (code) return code;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No code mailed to ${to} within the timeout`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
