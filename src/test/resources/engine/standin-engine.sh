#!/bin/sh
# A stand-in UCI engine for the tests, misbehaving on purpose. Its first argument says how:
#   play MOVE...  answers each search with the next MOVE of the list (the last one again when they run out)
#   crash         starts, then exits at the first search
#   hang          starts, then never answers a search, nor its stop
#   illegal       answers e2e5, legal in no position after the start
#   garbage       answers "bestmove" with nothing after it
#   silent        never completes the handshake
#   marker FILE   writes FILE when started (to prove it was, or was not), then plays like "play e7e5"
mode=${1:-play}; [ $# -gt 0 ] && shift
[ $# -eq 0 ] && set -- e7e5
if [ "$mode" = marker ]; then : > "$1"; shift; mode=play; set -- e7e5; fi
while IFS= read -r line; do
  case "$line" in
    uci)
      [ "$mode" = silent ] && continue
      echo "id name Standin $mode"
      echo "option name Skill Level type spin default 20 min 0 max 20"
      echo "uciok" ;;
    isready) echo "readyok" ;;
    quit) exit 0 ;;
    go*)
      case "$mode" in
        crash) exit 3 ;;
        hang) ;;
        illegal) echo "info depth 1 score cp 12 pv e2e5"; echo "bestmove e2e5" ;;
        garbage) echo "bestmove" ;;
        play)
          echo "info depth 5 score cp -35 pv $1"
          echo "bestmove $1"
          [ $# -gt 1 ] && shift ;;
      esac ;;
  esac
done
