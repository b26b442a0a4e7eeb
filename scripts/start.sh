#!/usr/bin/env bash
# The one command that runs the app: install, build the web app, then serve it with the API.
# The server migrates the database and seeds the demo data on start (PGlite in ./data without DATABASE_URL).
# Unless both SUPPLIER_URL and PAYMENT_GATEWAY_URL point at real providers, the sandbox (airline
# content and payment gateway) runs beside it on loopback (SANDBOX_PORT, default 3100).
set -euo pipefail
cd "$(dirname "$0")/.."

npm install --no-audit --no-fund
npm run build

if [ -z "${SUPPLIER_URL:-}" ] || [ -z "${PAYMENT_GATEWAY_URL:-}" ]; then
  node --import tsx apps/sandbox/src/main.ts &
  sandbox=$!
  trap 'kill "$sandbox" 2>/dev/null || true' EXIT INT TERM
fi
node --import tsx apps/server/src/main.ts
