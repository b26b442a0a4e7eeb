#!/usr/bin/env bash
# The one command that runs every test: installs what the tests need, then lint, typecheck,
# unit + integration tests (PGlite, and PostgreSQL again when TEST_DATABASE_URL is set), and the
# Playwright journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step install
# CI installs exactly the lock file; a developer's run may update it. .npmrc's engine-strict refuses a
# dependency that does not run on our Node.
if [ -n "${CI:-}" ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
if [ ! -x /usr/bin/chromium ]; then
  step "install chromium (Debian)"
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi

step lint
npm run lint

step typecheck
npm run typecheck

step "unit and integration tests (PGlite)"
env -u TEST_DATABASE_URL npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration tests (PostgreSQL: ${TEST_DATABASE_URL%%@*}@…)"
  npx vitest run --project server
fi

step "build the web app"
npm run build

step "browser journeys (Playwright, Chromium)"
npm run test:e2e
