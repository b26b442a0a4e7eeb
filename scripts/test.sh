#!/usr/bin/env bash
# The one command that runs every test: installs what the tests need, then lint, typecheck,
# unit + integration tests (PGlite, and PostgreSQL again when TEST_DATABASE_URL is set), and the
# Playwright journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
timings=()
step_name=''
step_start=$SECONDS
step() {
  [ -n "$step_name" ] && timings+=("$(printf '%5ss  %s' $((SECONDS - step_start)) "$step_name")")
  step_name="$*"
  step_start=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
# Where the time went, printed however the run ends.
summary() {
  local status=$?
  [ -n "$step_name" ] && timings+=("$(printf '%5ss  %s' $((SECONDS - step_start)) "$step_name")")
  printf '\n\033[1m== time per step\033[0m\n'
  printf '%s\n' "${timings[@]}"
  printf '%5ss  in all, exit %s\n' $((SECONDS - started)) "$status"
  # A step left running in the background (below) ends with the run.
  local running
  running=$(jobs -p)
  [ -z "$running" ] || kill $running 2>/dev/null || true
}
trap summary EXIT

# Runs a command in the background with its output kept aside: `later NAME command…`, then
# `collect NAME` waits for it, prints its output and answers its exit status.
declare -A later_pid later_log
later() {
  local name=$1
  shift
  later_log[$name]=$(mktemp)
  "$@" >"${later_log[$name]}" 2>&1 &
  later_pid[$name]=$!
}
collect() {
  local status=0
  wait "${later_pid[$1]}" || status=$?
  cat "${later_log[$1]}"
  rm -f "${later_log[$1]}"
  return "$status"
}

step install
# Debian's Chromium (for the journeys) installs while npm does: one waits on the network and
# dpkg, the other on the registry and the disk.
if [ ! -x /usr/bin/chromium ]; then
  later chromium bash -c 'apt-get update -qq && apt-get install -y -qq chromium >/dev/null'
fi
# CI installs exactly the lock file; a developer's run may update it. .npmrc's engine-strict refuses a
# dependency that does not run on our Node.
if [ -n "${CI:-}" ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
if [ -n "${later_pid[chromium]:-}" ]; then
  step "install chromium (Debian)"
  collect chromium
fi

step lint
npm run lint

# tsc works on one core; the web build (esbuild, Rollup, brotli) takes the other meanwhile.
step "typecheck (the web app builds beside it)"
later build npm run build
npm run typecheck

step "build the web app"
collect build

step "unit and integration tests (PGlite)"
env -u TEST_DATABASE_URL npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration tests (PostgreSQL: ${TEST_DATABASE_URL%%@*}@…)"
  npx vitest run --project 'server*'
fi

step "browser journeys (Playwright, Chromium)"
npm run test:e2e
