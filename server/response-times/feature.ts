import type { Feature } from "../platform/feature";

/** Response times: how fast each practice answers, from the booking's recorded answers. */
export const responseTimes = {
  name: "response-times",
  tables: [],
  async register(app, { config }) {
    await app.register((await import("./plugin")).default, { refreshMs: config.RESPONSE_TIMES_REFRESH_MS });
  },
} satisfies Feature;
