import type { Feature } from "../platform/feature";
import { RETENTION_PURGE_JOB } from "./retention";

/** The operators' inbox: its API under /admin/api, and the daily retention purge. */
export const inbox = {
  name: "inbox",
  tables: [],
  jobs: [RETENTION_PURGE_JOB],
  async register(app, { config, failureDelayMs }) {
    await app.register((await import("./plugin")).default, { config, failureDelayMs });
  },
} satisfies Feature;
