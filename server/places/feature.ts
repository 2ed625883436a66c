import type { Feature } from "../platform/feature";

/** Places: the towns, suburbs and postcodes a search can name, from the listings (plugin.ts). */
export const places = {
  name: "places",
  tables: ["places"],
  async register(app) {
    await app.register((await import("./plugin")).default);
  },
} satisfies Feature;
