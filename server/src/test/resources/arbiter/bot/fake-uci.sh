#!/usr/bin/env bash
# A fake UCI engine for the adapter's tests. $1 says how it misbehaves:
#   good     answers e2e4 (or e7e5 when a move was played before)
#   illegal  answers a move that is not legal (e2e5)
#   crash    exits when asked to move
#   hang     never answers a go, nor a stop
#   mute     never finishes the handshake
mode="$1"
moved=""
while read -r line; do
  case "$line" in
    uci)
      [ "$mode" = mute ] && continue
      echo "id name fake-$mode"
      echo "uciok" ;;
    isready) echo "readyok" ;;
    position*moves*) moved="yes" ;;
    go*)
      case "$mode" in
        good) echo "info depth 1 score cp 20"
              if [ -n "$moved" ]; then echo "bestmove e7e5"; else echo "bestmove e2e4"; fi ;;
        illegal) echo "bestmove e2e5" ;;
        crash) exit 3 ;;
        hang) ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
