#!/usr/bin/env bash
# Keeps better-sqlite3's compiled addon in npm's own prebuild cache (~/.npm/_prebuilds), under the
# name prebuild-install looks for first, so the next `npm ci` on this machine unpacks it (about a
# second) instead of compiling SQLite from source (about 60 s of CPU: no prebuilt download is
# reachable from these machines). The name carries the package version, Node's ABI, the platform
# and the architecture, so a new version or a new Node compiles afresh and is cached again. It was
# compiled here, from the registry's own source, by the `npm ci` that ran just before this.
set -euo pipefail
cd "$(dirname "$0")/../node_modules/better-sqlite3"
addon=build/Release/better_sqlite3.node
[ -f "$addon" ] || exit 0
cache=$(node -e '
  const pkg = require("./package.json");
  const opts = { ...require("prebuild-install/rc")(pkg), pkg };
  const util = require("prebuild-install/util");
  console.log(util.cachedPrebuild(util.getDownloadUrl(opts)));
')
[ -f "$cache" ] && exit 0
mkdir -p "$(dirname "$cache")"
tar -czf "$cache.tmp.$$" "$addon"
mv "$cache.tmp.$$" "$cache"
echo "Kept better-sqlite3's compiled addon for the next npm ci: $cache"
