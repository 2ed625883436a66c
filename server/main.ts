import "./platform/node-env";

import closeWithGrace from "close-with-grace";

import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./platform/config";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);

  // SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "server closing after an error");
    else app.log.info({ signal }, "server closing");
    // A keep-alive connection whose request finishes after the close began stays open and idle,
    // and would hold the close back until the timeout: close such connections as they go idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  });

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
