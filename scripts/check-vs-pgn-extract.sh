#!/bin/sh
# Checks a PGN file of a million half-moves with annabella and with pgn-extract side by side, in
# one run: wall and processor time and peak memory of whole processes (GNU time, the commands taken
# in turn), then annabella's check in process (CheckTimes); prints one table. With --big GIB, also
# one check of a generated file of about that many gigabytes (the same games over and over), its
# peak memory and time, and the file is deleted. Figures and what they mean: docs/performance.md, "Reading a large PGN file".
#
# Needs GNU time (/usr/bin/time); pgn-extract where installed (Debian: apt-get install
# pgn-extract), skipped otherwise. Usage, from the repository root after
# `mvn -q -B -o -DskipTests package && mvn -q -B -o test-compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=test`:
#     scripts/check-vs-pgn-extract.sh [--big GIB] [COMMAND...]
# COMMAND: more annabella commands to time beside the plain jar (with Java's defaults, and with the
# installed command's options for check), such as the installed one
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
jar="java -jar target/annabella.jar"
# The installed Linux command's options for check (src/packaging/linux/annabella), on the plain jar.
quick="java -XX:TieredStopAtLevel=1 -Xms24m -Xmn12m -XX:+UseSerialGC -jar target/annabella.jar"
set -- "$jar" "$quick" "$@"
[ -n "$extract" ] && set -- "$extract -s -r" "$@"

# One warm-up each, then five rounds taking the commands in turn, so that a change in the
# machine's load falls on all of them alike; GNU time gives each run's wall, user and system
# time and peak memory.
times="$work/times"
line() { # the command line that checks the file
    case "$1" in
        "$extract -s -r") echo "$1 $work/1m.pgn" ;;
        *) echo "$1 check --pgn $work/1m.pgn" ;;
    esac
}
for command in "$@"; do
    sh -c "$(line "$command") >/dev/null 2>&1" || true
done
for round in 1 2 3 4 5; do
    n=0
    for command in "$@"; do
        n=$((n + 1))
        /usr/bin/time -a -o "$times" -f "$n|%e|%U|%S|%M" sh -c "$(line "$command") >/dev/null 2>&1" || true
    done
done

java -XX:+UseSerialGC -cp "$cp" org.annabella.rules.pgn.bench.CheckTimes "$work/1m.pgn" 3 5 > "$work/inprocess"

echo
echo "| command (1,000,000 half-moves; mean of 5 runs) | wall | user | system | user + system | peak memory |"
echo "|---|---|---|---|---|---|"
n=0
for command in "$@"; do
    n=$((n + 1))
    awk -F'|' -v n="$n" -v name="$command" '$1 == n {
        k++; w += $2; ww += $2 * $2; u += $3; s += $4; if ($5 > m) m = $5 }
        END { if (k == 0) { printf "| `%s` | failed | | | | |\n", name; exit }
              v = ww / k - (w / k) ^ 2; sd = v > 0 ? sqrt(v) : 0
              printf "| `%s` | %.2f s (± %.2f) | %.2f s | %.2f s | %.2f s | %.0f MB |\n", name, w / k, sd, u / k, s / k, (u + s) / k, m / 1024 }' "$times"
done
awk '/^run/ { k++; w += $3; gsub(",", "", $5); h += $5; p += $11 }
     END { if (k) printf "| in process, warm (CheckTimes, %d runs) | %.2f s | | | %.2f s | |\n\n%.0f half-moves a second of wall time, %.0f a processor-second\n",
           k, w / k, p / k, h / k, h / k * (w / k) / (p / k) }' "$work/inprocess"
echo "load average now $(cut -d ' ' -f 1-3 /proc/loadavg)"

if [ -n "$big" ]; then
    block=$(stat -c %s "$work/1m.pgn")
    copies=$(( big * 1024 * 1024 * 1024 / block + 1 ))
    java -cp "$cp" org.annabella.rules.pgn.bench.RandomPgnFile "$work/big.pgn" 1000000 "$copies"
    rm -f "$work/1m.pgn"
    for command in "$@"; do
        checks=$(line "$command" | sed "s#$work/1m.pgn#$work/big.pgn#")
        /usr/bin/time -f "%M KB peak, %e s wall, %U s user, %S s system: $command" sh -c "$checks >/dev/null 2>&1"
    done
    rm -f "$work/big.pgn"
fi
