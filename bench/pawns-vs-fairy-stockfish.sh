#!/usr/bin/env bash
# Wall time of `./arbiter perft pawns DEPTH` against fairy-stockfish's `go perft DEPTH` with
# bench/fairy-stockfish/pawns.ini, run one after the other; prints both counts, times and the ratio.
# usage: bench/pawns-vs-fairy-stockfish.sh [DEPTH]   (default 7: 153,456,226 nodes)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
depth="${1:-7}"
engine="$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)"
[ -x "$engine" ] || { echo "fairy-stockfish not found (apt-get install -y fairy-stockfish)" >&2; exit 1; }

"$root/arbiter" perft pawns 1 >/dev/null 2>&1 # build the jars first, outside the measurement

seconds() { date +%s.%N; }

start=$(seconds)
ours=$("$root/arbiter" perft pawns "$depth" 2>/dev/null | tail -n 1)
ours_time=$(echo "$(seconds) - $start" | bc)

start=$(seconds)
theirs=$(printf 'uci\nsetoption name VariantPath value %s\nsetoption name UCI_Variant value pawns\nposition startpos\ngo perft %s\nquit\n' \
  "$root/bench/fairy-stockfish/pawns.ini" "$depth" | "$engine" 2>&1 | grep 'Nodes searched')
theirs_time=$(echo "$(seconds) - $start" | bc)

printf 'arbiter         %-26s %6.2f s\n' "$ours" "$ours_time"
printf 'fairy-stockfish %-26s %6.2f s\n' "$theirs" "$theirs_time"
printf 'ratio arbiter / fairy-stockfish: %.2f\n' "$(echo "$ours_time / $theirs_time" | bc -l)"
