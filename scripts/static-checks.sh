#!/usr/bin/env bash
# The static checks before the tests: types, then lint, format and import cycles. Each tool is single-threaded, so
# the two groups run side by side (on two cores, half the wall time of running them one after the other).
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s typecheck &
types=$!
npm run -s lint &
lint=$!
status=0
wait "$types" || status=1
wait "$lint" || status=1
exit "$status"
