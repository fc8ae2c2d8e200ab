#!/usr/bin/env bash
# Interleaved runs of every engine: load (10 and 100 concurrent requests, 10 s each by
# default) and cold starts.
# Usage, in bench/engines: mkdir -p results && ./run-all.sh [reps] [modes] [seconds] > results/run-<n>.jsonl
# (data folders are kept in bench/engines/data/; seconds per load phase, default 10)
# Modes: A (PGlite main thread), B (PGlite worker + pglite-socket, pool 1), B4 (same, pool 4 on 4
# socket connections), C (PGlite worker + postMessage RPC), D (embedded-postgres), E (the same
# binaries started directly, unix socket), P (the machine's PostgreSQL on 5432, reference only).
set -u
cd "$(dirname "$0")"
REPS=${1:-3}
MODES=${2:-"A B C D E P"}
LOAD_SECONDS=${3:-10}
for rep in $(seq 1 "$REPS"); do
  for m in $MODES; do
    extra=""; base=$m
    [ "$m" = B4 ] && { base=B; extra="--pool 4 --socket-max 4"; }
    dir=data/$(echo "$base" | tr A-Z a-z)
    echo "{\"rep\":$rep,\"mode\":\"$m\",\"what\":\"load\"}"
    timeout 600 npx tsx src/bench.ts --mode "$base" --dir "$dir" --conns 10,100 --seconds "$LOAD_SECONDS" $extra 2>&1 | grep '^{' | sed "s/\"mode\":\"$base\"/\"mode\":\"$m\"/"
  done
  for m in $MODES; do
    case $m in P|B4) continue;; esac
    dir=data/$(echo "$m" | tr A-Z a-z)
    echo "{\"rep\":$rep,\"mode\":\"$m\",\"what\":\"cold-existing\"}"
    timeout 300 npx tsx src/cold.ts --mode "$m" --dir "$dir" 2>&1 | grep '^{'
    new=data/new-$m-$rep
    rm -rf "$new" "$new.sock" "$new.run"
    echo "{\"rep\":$rep,\"mode\":\"$m\",\"what\":\"cold-new\"}"
    timeout 300 npx tsx src/cold.ts --mode "$m" --dir "$new" 2>&1 | grep '^{'
    rm -rf "$new" "$new.sock" "$new.run"
  done
done
