#!/bin/sh
# Stands in for macOS's say(1) in tests: lists three voices for "say -v ?"; otherwise writes
# the voice, rate, output options and the text read from standard input (-f -) as one line of
# calls.log beside itself, and copies sound.wav from there to the -o file. "fail" in the text
# makes it fail as say does, with a message on standard error.
here=$(dirname "$0")
if [ "$1" = "-v" ] && [ "$2" = "?" ]; then
    printf '%-20s%-9s# %s\n' "Alex" "en_US" "Most people recognize me by my voice." \
        "Bad News" "en_US" "The light you see at the end of the tunnel." \
        "Anna" "de_DE" "Hallo, ich heisse Anna." \
        "Monica" "es_ES" "Hola, me llamo Monica."
    exit 0
fi
voice= rate= out= formats=
while [ $# -gt 0 ]; do
    case "$1" in
        -v) voice=$2; shift ;;
        -r) rate=$2; shift ;;
        -o) out=$2; shift ;;
        -f) [ "$2" = "-" ] || { echo "say: expected -f -" >&2; exit 1; }; shift ;;
        --file-format=*|--data-format=*) formats="$formats $1" ;;
        *) echo "say: unexpected argument $1" >&2; exit 1 ;;
    esac
    shift
done
text=$(cat)
case "$text" in *fail*) echo "say: Opening output file failed: -43" >&2; exit 1 ;; esac
printf '%s|%s|%s|%s\n' "$voice" "$rate" "$formats" "$text" >> "$here/calls.log"
cp "$here/sound.wav" "$out"
