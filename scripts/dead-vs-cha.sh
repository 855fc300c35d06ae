#!/bin/sh
# Runs annabella's dead-position analysis and an installed Chess Unwinnability Analyzer (CHA)
# side by side on the same positions, in one run, and prints mean, median and worst time per
# analysis for both, full and quick modes (annabella's also after a warm-up over the whole file),
# and how many verdicts differ from CHA's full mode.
# CHA is not part of this project: build it from its sources (github.com/miguel-ambrona/D3-Chess)
# and give the path of its `cha` binary. Usage, from the repository root after
# `mvn -q -B -o test-compile`:
#     scripts/dead-vs-cha.sh PATH/TO/cha [POSITIONS]
# POSITIONS: CHA's input form, one "FEN white|black" per line. Without it, both sides of every
# position of ../shared/testdata/unwinnability (test vector and oracle) are used.
set -eu
cha=${1:?usage: scripts/dead-vs-cha.sh PATH/TO/cha [POSITIONS]}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ $# -ge 2 ]; then
    cp "$2" "$work/in.txt"
else
    data=../shared/testdata/unwinnability
    {
        awk '!/^#/ && NF > 1 { $1 = ""; sub(/^ /, ""); print $0 " white"; print $0 " black" }' "$data/cha-test-vector.txt"
        awk -F '\t' '$1 != "fen" { print $1 " white"; print $1 " black" }' "$data/cha-oracle.tsv"
    } > "$work/in.txt"
fi
echo "$(wc -l < "$work/in.txt") analyses; load average $(cut -d ' ' -f 1-3 /proc/loadavg)"

# CHA prints "winnable|unwinnable|undetermined ... time MICROSECONDS (line)" per analysis.
summary() {
    grep ' time ' "$1" | sed 's/.* time \([0-9]*\) (.*/\1/' | sort -n | awk -v name="$2" '
        { t[NR] = $1; s += $1 } END { printf "%s: %d analyses, mean %.1f us, median %.1f us, worst %.2f ms\n",
              name, NR, s / NR, t[int((NR + 1) / 2)], t[NR] / 1000 }'
}
"$cha" < "$work/in.txt" > "$work/cha-full.txt"
summary "$work/cha-full.txt" "CHA full"
"$cha" -quick < "$work/in.txt" > "$work/cha-quick.txt"
# Quick mode prints only the positions it proves unwinnable; its own summary line has mean and worst.
echo "CHA quick: $(tail -1 "$work/cha-quick.txt"); proved unwinnable: $(grep -c '^unwinnable' "$work/cha-quick.txt")"

cp=target/classes:target/test-classes
java -cp "$cp" org.annabella.rules.dead.bench.FenFileTimes full "$work/in.txt" "$work/ann-full.txt"
java -cp "$cp" org.annabella.rules.dead.bench.FenFileTimes quick "$work/in.txt" "$work/ann-quick.txt"
# The same analyses after a warm-up over the whole file (a process that has run for a while, as a
# session has; CHA is compiled ahead of time): without it, part of annabella's time is the JIT's.
for mode in full quick; do
    java -cp "$cp" org.annabella.rules.dead.bench.FenFileTimes $mode "$work/in.txt" "$work/ann-$mode-warm.txt" \
        1600000 wall "$(wc -l < "$work/in.txt")"
done

# CHA's full verdict as a letter per line, against annabella's.
grep ' time ' "$work/cha-full.txt" | paste -d ' ' - "$work/in.txt" | awk '
    { v = $1 == "unwinnable" ? "-" : $1 == "undetermined" ? "?" : ($NF == "white" ? "W" : "B"); print v }' > "$work/cha-letters.txt"
echo "annabella full agrees with CHA full on $(paste -d ' ' "$work/ann-full.txt" "$work/cha-letters.txt" | awk '$1 == $2' | wc -l) of $(wc -l < "$work/in.txt")"
echo "undecided at the default budget: CHA full $(grep -c '?' "$work/cha-letters.txt" || true), annabella full $(grep -c '?' "$work/ann-full.txt" || true)"
echo "CHA quick proved unwinnable: $(grep -c '^unwinnable' "$work/cha-quick.txt"); annabella quick proved: $(grep -c '^-' "$work/ann-quick.txt")"
echo "proved by CHA quick but not by annabella quick: $(grep '^unwinnable' "$work/cha-quick.txt" | sed 's/.* (\(.*\))$/\1/' | sort > "$work/cq.txt"; paste -d '|' "$work/in.txt" "$work/ann-quick.txt" | awk -F '|' '$2 == "-" { print $1 }' | sort > "$work/aq.txt"; comm -23 "$work/cq.txt" "$work/aq.txt" | tee "$work/missed.txt" | wc -l)"
cat "$work/missed.txt"
