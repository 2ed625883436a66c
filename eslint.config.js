import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** What no server file imports: the app (by path or its ~ alias). */
const SERVER_NEVER = { group: ["**/app/**", "~/*"], message: "The server never imports the app." };

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/out/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } },
  },
  // Architecture: form definitions (forms/) and the rules both sides need (rules/) know nothing of
  // the app or the server; the app never imports server code, and the server never imports the app.
  {
    files: ["forms/**", "rules/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/app/**", "~/*", "**/server/**"] }] },
  },
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**"] }] },
  },
  {
    files: ["server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER_NEVER] }] },
  },
  // Features below the server line (bulletproof-react's zones): one reaches another's data through
  // its repository or plugin, never its tables or row mappers; and the inbox, the operators' screens
  // over the other features, is imported by none of them. Each block repeats SERVER_NEVER: a later
  // block's patterns replace an earlier one's for the files both match.
  {
    files: ["server/inbox/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            SERVER_NEVER,
            {
              group: ["**/listings/rows", "**/listings/tables"],
              message: "Go through the listings repository (app.listingsStore), not its tables.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/listings/**", "server/platform/outbox/**", "server/response-times/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            SERVER_NEVER,
            { group: ["**/inbox/*"], message: "The inbox builds on the features, not they on it." },
          ],
        },
      ],
    },
  },
);
