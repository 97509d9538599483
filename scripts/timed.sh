#!/usr/bin/env bash
# timed.sh LABEL CMD...: run CMD, then print its wall time, CPU time and
# peak memory (GNU time -v when available, else bash's time).
set -euo pipefail
label=$1; shift
if [ -x /usr/bin/time ]; then
	log=$(mktemp)
	/usr/bin/time -v "$@" 2>"$log" || { cat "$log" >&2; rm -f "$log"; exit 1; }
	grep -v -E '^\s' "$log" >&2 || true
	wall=$(grep 'Elapsed (wall clock)' "$log" | awk '{print $NF}')
	user=$(grep 'User time (seconds)' "$log" | awk '{print $NF}')
	sys=$(grep 'System time (seconds)' "$log" | awk '{print $NF}')
	rss=$(grep 'Maximum resident set size' "$log" | awk '{print $NF}')
	rm -f "$log"
	echo "$label: wall $wall, CPU ${user} s user + ${sys} s system, peak RSS $((rss / 1024)) MiB"
else
	start=$(date +%s.%N)
	"$@"
	end=$(date +%s.%N)
	echo "$label: wall $(echo "$end - $start" | bc) s"
fi
