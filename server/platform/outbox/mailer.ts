import nodemailer from "nodemailer";

import type { Config } from "../config";
import { PermanentJobError } from "./worker";

export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** The job's own Message-ID: a copy sent again after a crash is recognisably the same e-mail. */
  messageId: string;
}

/** The one way out for e-mail: a pooled SMTP transport, or none (e-mails are kept in the outbox). */
export interface Mailer {
  /** False without SMTP settings: e-mails stay in the outbox, marked as not sent. */
  readonly sends: boolean;
  /** How many e-mails may be on their way at once (the pool's connections). */
  readonly connections: number;
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

const MAILER_SETTINGS = [
  "SMTP_HOST",
  "SMTP_PORT",
  "SMTP_USER",
  "SMTP_PASSWORD",
  "SMTP_FROM",
  "SMTP_TIMEOUT_MS",
  "SMTP_CONNECTIONS",
] as const;

/** What the transport needs of the server's settings (config.ts), all it is given on the mail thread. */
export type MailerSettings = Pick<Config, (typeof MAILER_SETTINGS)[number]>;

export const mailerSettings = (config: Config): MailerSettings =>
  Object.fromEntries(MAILER_SETTINGS.map((key) => [key, config[key]])) as MailerSettings;

/**
 * One pooled transport for the whole server: at most SMTP_CONNECTIONS (config.ts) connections, each reused
 * for up to 100 messages, and every wait bounded, so a stalled mail server holds a few sockets
 * for seconds instead of one per e-mail for ever. Without SMTP_HOST there is no transport.
 */
export function createMailer(config: MailerSettings): Mailer {
  if (!config.SMTP_HOST) {
    return {
      sends: false,
      connections: config.SMTP_CONNECTIONS,
      send: () => Promise.reject(new Error("no SMTP server is configured")),
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: config.SMTP_CONNECTIONS,
    maxMessages: 100,
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_PORT === 465,
    ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" } } : {}),
    connectionTimeout: config.SMTP_TIMEOUT_MS,
    greetingTimeout: config.SMTP_TIMEOUT_MS,
    socketTimeout: config.SMTP_TIMEOUT_MS * 2,
  });
  return {
    sends: true,
    connections: config.SMTP_CONNECTIONS,
    async send(email) {
      try {
        await transport.sendMail({ from: config.SMTP_FROM, ...email });
      } catch (error) {
        // 5xx from the mail server is a refusal for good (an address that does not exist, say);
        // anything else (4xx, a timeout, a refused connection) may pass on a later attempt.
        const code = (error as { responseCode?: unknown }).responseCode;
        if (typeof code === "number" && code >= 500 && code < 600) {
          throw new PermanentJobError((error as Error).message);
        }
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
