#!/usr/bin/env bash
# The one command that runs the app: install, build the web app, then serve it with the API.
# The server migrates the database and seeds the demo data on start (PGlite in ./data without DATABASE_URL).
# Unless both SUPPLIER_URL and PAYMENT_GATEWAY_URL point at real providers, the sandbox (airline
# content and payment gateway) runs beside it on loopback (SANDBOX_PORT, default 3100), keeping its
# bookings and payments in ${DATA_DIR:-./data}/sandbox (SANDBOX_DATA_DIR) so a restart issues no PNR twice.
set -euo pipefail
cd "$(dirname "$0")/.."

# Install and build only when what they depend on changed since they last ran (scripts/start-steps.mjs
# says why, or that it skips; if it fails, the step runs): a restart with nothing changed goes straight
# to the server.
if ! node scripts/start-steps.mjs current install; then
  npm install --no-audit --no-fund
  node scripts/start-steps.mjs done install
fi
if ! node scripts/start-steps.mjs current build; then
  npm run build
  node scripts/start-steps.mjs done build
fi

if { [ -z "${SUPPLIER_URL:-}" ] && [ -z "${SUPPLIER_ENVIRONMENT:-}" ]; } || [ -z "${PAYMENT_GATEWAY_URL:-}" ]; then
  node --import tsx apps/sandbox/src/main.ts &
  sandbox=$!
  trap 'kill "$sandbox" 2>/dev/null || true' EXIT INT TERM
fi
node --import tsx apps/server/src/main.ts
