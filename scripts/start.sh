#!/usr/bin/env bash
# The one command that runs the app: install, build the web app, then serve it with the API.
# The server migrates the database and seeds the demo data on start (PGlite in ./data without DATABASE_URL).
set -euo pipefail
cd "$(dirname "$0")/.."

npm install --no-audit --no-fund
npm run build
exec node --import tsx apps/server/src/main.ts
