import closeWithGrace from "close-with-grace";

import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";

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
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
