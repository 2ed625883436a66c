/*
 * The import rules the build keeps (issue 49 item 4), checked by `npm run lint` (and so by
 * `npm test`): no import circles anywhere, type-only imports included; the platform imports no
 * feature; a feature imports only features below it. docs/architecture.md draws the order.
 */

/** Server features, lowest first: each may import those before it, never those after. */
const FEATURES = ["places", "listings", "booking", "response-times", "reviews", "accounts", "waitlist", "inbox"];

/** A test file builds the whole app, or another feature's data, to try its own: it is above them all. */
const TESTS = "\\.test\\.tsx?$";

const featureOrder = FEATURES.slice(0, -1).map((feature, i) => ({
  name: `${feature}-below-${FEATURES.slice(i + 1).join("-")}`,
  comment: `${feature} is below ${FEATURES.slice(i + 1).join(", ")}: they use it, it tells them by events.`,
  severity: "error",
  from: { path: `^server/${feature}/`, pathNot: TESTS },
  to: { path: `^server/(${FEATURES.slice(i + 1).join("|")})/` },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import circle (type-only imports too): split the module both ends need, or publish an event.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "platform-knows-no-feature",
      comment:
        "server/platform/ is what every feature stands on; a feature's part goes in through its manifest (platform/feature.ts) or an event.",
      severity: "error",
      from: { path: "^server/platform/", pathNot: TESTS },
      to: { path: [`^server/(${FEATURES.join("|")})/`, "^server/(app|features|main)\\.ts$"] },
    },
    {
      name: "features-below-the-start",
      comment: "server/app.ts, features.ts and the other starts compose the features; no feature imports them.",
      severity: "error",
      from: { path: `^server/(${FEATURES.join("|")})/`, pathNot: TESTS },
      to: { path: "^server/[^/]+\\.ts$" },
    },
    {
      name: "another-feature-through-its-face",
      comment:
        "A feature (or a command line) uses another only through its index.ts, its face: the rest, its tables and rows included, is its own.",
      severity: "error",
      from: { path: `^server/(${[...FEATURES, "cli"].join("|")})/`, pathNot: TESTS },
      to: {
        path: `^server/(${FEATURES.join("|")})/`,
        pathNot: ["^server/$1/", `^server/(${FEATURES.join("|")})/index\\.ts$`],
      },
    },
    ...featureOrder,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router|data|test-results|playwright-report)/" },
    // Type-only imports count: a circle of types is still a circle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"] },
    moduleSystems: ["es6", "cjs"],
  },
};
