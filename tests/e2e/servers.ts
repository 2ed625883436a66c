import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The end-to-end tests' two servers. The main one runs without SMTP settings, as `npm start` does
 * on a machine with no mail server (e-mails kept in the outbox). The loop one (loop-server.ts)
 * sends through a real SMTP server on loopback, for the request loop's e-mails. E2E_PORT lets
 * several checkouts run side by side: the loop server and its mailbox take the next two ports.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const LOOP_PORT = E2E_PORT + 1;
export const LOOP_MAIL_PORT = E2E_PORT + 2;
export const LOOP_BASE_URL = `http://127.0.0.1:${LOOP_PORT}`;

/** Fixed once in the runner (the config sets them), inherited by global setup and the workers. */
process.env.NZDD_E2E_MAIN_DATA_DIR ??= join(tmpdir(), `nzdd-e2e-${process.pid}`);
process.env.NZDD_E2E_LOOP_DATA_DIR ??= join(tmpdir(), `nzdd-e2e-loop-${process.pid}`);
export const MAIN_DATA_DIR = process.env.NZDD_E2E_MAIN_DATA_DIR;
export const LOOP_DATA_DIR = process.env.NZDD_E2E_LOOP_DATA_DIR;
