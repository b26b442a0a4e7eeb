#!/usr/bin/env bash
# While the trust issue is in progress: regenerate its one migration (0007_trust) from every
# *.schema.ts, so several changes land as one migration. Removed when the issue lands.
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
rm -f drizzle/0007_*.sql drizzle/meta/0007_snapshot.json
node -e '
const fs=require("fs");const p="drizzle/meta/_journal.json";const j=JSON.parse(fs.readFileSync(p));
j.entries=j.entries.filter(e=>e.idx<7);fs.writeFileSync(p,JSON.stringify(j,null,2)+"\n");'
npx drizzle-kit generate --name trust
