/**
 * Outgoing mail. With SMTP_URL set, nodemailer sends through that server; without it every
 * message is printed to standard output in a clearly marked block (and a log line), so that
 * sign-up works on a machine with no mail server.
 */

import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(
  opts: { smtpUrl: string | undefined; from: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        const bar = "=".repeat(72);
        process.stdout.write(
          `\n${bar}\n OUTGOING MAIL (SMTP_URL is not set, so it is printed here)\n${bar}\n` +
            `From:    ${opts.from}\nTo:      ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${bar}\n\n`,
        );
        log.info({ to: mail.to }, "mail printed to stdout (no SMTP_URL)");
      },
      close() {},
    };
  }
  const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: opts.from, ...mail });
      log.info({ to: mail.to }, "mail sent");
    },
    close() {
      transport.close();
    },
  };
}
