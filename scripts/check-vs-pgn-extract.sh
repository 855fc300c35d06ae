#!/bin/sh
# Checks a PGN file of a million half-moves with annabella and with pgn-extract side by side, in
# one run: wall and processor time (hyperfine, whole processes) and peak memory (GNU time), then
# annabella's check in process (CheckTimes). With --big GIB, also one check of a generated file of
# about that many gigabytes (the same games over and over), its peak memory and time, and the file
# is deleted. Figures and what they mean: docs/performance.md, "Reading a large PGN file".
#
# Needs hyperfine and GNU time (/usr/bin/time); pgn-extract where installed (Debian: apt-get install
# pgn-extract), skipped otherwise. Usage, from the repository root after
# `mvn -q -B -o -DskipTests package && mvn -q -B -o test-compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=test`:
#     scripts/check-vs-pgn-extract.sh [--big GIB] [COMMAND...]
# COMMAND: more annabella commands to time beside the plain jar, such as the installed one
# (annabella, on PATH after installing the package) or an application image's launcher.
set -eu
big=
if [ "${1:-}" = --big ]; then
    big=$2
    shift 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp="target/test-classes:target/classes:$(cat target/classpath.txt)"
java -cp "$cp" org.annabella.rules.pgn.bench.RandomPgnFile "$work/1m.pgn" 1000000
echo "load average $(cut -d ' ' -f 1-3 /proc/loadavg), $(nproc) processors"

extract=$(command -v pgn-extract || ls /usr/games/pgn-extract 2>/dev/null || true)
set -- "java -jar target/annabella.jar" "$@"
runs=
[ -n "$extract" ] && runs="'$extract -s -r $work/1m.pgn'"
for command in "$@"; do
    runs="$runs '$command check --pgn $work/1m.pgn'"
done
eval hyperfine -N -w 1 -r 5 --ignore-failure "$runs"

peak() { # the command's peak resident memory and times, one run
    /usr/bin/time -f "%M KB peak, %e s wall, %U s user, %S s system: $1" sh -c "$1 >/dev/null 2>&1"
}
[ -n "$extract" ] && peak "$extract -s -r $work/1m.pgn"
for command in "$@"; do
    peak "$command check --pgn $work/1m.pgn"
done

java -XX:+UseSerialGC -cp "$cp" org.annabella.rules.pgn.bench.CheckTimes "$work/1m.pgn" 3 5

if [ -n "$big" ]; then
    block=$(stat -c %s "$work/1m.pgn")
    copies=$(( big * 1024 * 1024 * 1024 / block + 1 ))
    java -cp "$cp" org.annabella.rules.pgn.bench.RandomPgnFile "$work/big.pgn" 1000000 "$copies"
    rm -f "$work/1m.pgn"
    for command in "$@"; do
        peak "$command check --pgn $work/big.pgn"
    done
    rm -f "$work/big.pgn"
fi
