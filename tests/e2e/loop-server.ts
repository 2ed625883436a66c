/**
 * The end-to-end tests' second server: the real server with a real SMTP server on loopback
 * (smtp-server), for the request loop's e-mails. What the SMTP server received is readable as JSON
 * on LOOP_MAIL_PORT (tests/e2e/mailbox.ts). Started by playwright.config.ts.
 */
import { createServer } from "node:http";

import { startSmtp } from "../server/smtp";

const smtp = await startSmtp();
const mailPort = Number(process.env.LOOP_MAIL_PORT);
createServer((request, response) => {
  if (request.url === "/mail") {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(smtp.received));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(mailPort, "127.0.0.1");

process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
await import("../../server/main");
