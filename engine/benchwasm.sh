#!/usr/bin/env bash
# engine/benchwasm.sh: `make bench-wasm`. BenchmarkSearch natively, in js/wasm as Go builds it and in
# js/wasm through wasm-opt (as make wasm builds engine.wasm, with its PGO profile), and the same
# through wasm-opt without the profile, and the wasm-opt build through wasm/loops (what make wasm
# ships), all five in Node/native alternately, ROUNDS rounds; prints
# each round's nodes/s, the ratios to native within the round, their medians and ranges, and checks
# that the node counts are the same everywhere. Then the same for BenchmarkSearchSmallTable (the
# search with the 2-3 piece table, as the browser's worker runs it), natively and as shipped.
#   engine/benchwasm.sh DIR ROUNDS   (DIR holds engine.test, engine.go.wasm, engine.opt.wasm,
#   engine.nopgo.wasm, engine.loops.wasm, and table.test and table.loops.wasm of engine/egdb)
set -euo pipefail
dir=$1 rounds=${2:-5}
runner="$(go env GOROOT)/lib/wasm/wasm_exec_node.js"
args=(-test.run XXX -test.bench '^BenchmarkSearch$' -test.benchtime 3x)
targs=(-test.run XXX -test.bench '^BenchmarkSearchSmallTable$' -test.benchtime 2x)
cd engine # the benchmark reads nothing from disk, but runs where go test would
out=$(mktemp)
tout=$(mktemp)
trap 'rm -f "$out" "$tout"' EXIT
# record FILE ROUND KEY LINE: appends the round, the build's key, and the benchmark line's nodes/op and nodes/s.
record() {
	echo "$2 $3 $(echo "$4" | awk '{for (i = 1; i < NF; i++) { if ($(i+1) == "nodes/op") c = $i; if ($(i+1) == "nodes/s") s = $i } print c, s}')" >> "$1"
}
echo "bench-wasm: $rounds rounds; load average $(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq "$rounds"); do
	n=$("$dir/engine.test" "${args[@]}" | grep ^BenchmarkSearch)
	g=$(node "$runner" "$dir/engine.go.wasm" "${args[@]}" | grep ^BenchmarkSearch)
	o=$(node "$runner" "$dir/engine.opt.wasm" "${args[@]}" | grep ^BenchmarkSearch)
	p=$(node "$runner" "$dir/engine.nopgo.wasm" "${args[@]}" | grep ^BenchmarkSearch)
	l=$(node "$runner" "$dir/engine.loops.wasm" "${args[@]}" | grep ^BenchmarkSearch)
	for k in n g o p l; do record "$out" "$r" "$k" "${!k}"; done
	awk -v r="$r" '$1 == r { c[$2] = $3; s[$2] = $4 } END { printf "round %d: native %.2f M nodes/s, wasm %.2f M (%.2fx), wasm-opt %.2f M (%.2fx), without pgo %.2f M (%.2fx), loops %.2f M (%.2fx); load %s\n", r, s["n"]/1e6, s["g"]/1e6, s["g"]/s["n"], s["o"]/1e6, s["o"]/s["n"], s["p"]/1e6, s["p"]/s["n"], s["l"]/1e6, s["l"]/s["n"], load }' load="$(cut -d' ' -f1 /proc/loadavg)" "$out"
	tn=$(cd egdb && "$dir/table.test" "${targs[@]}" | grep ^BenchmarkSearchSmallTable)
	tl=$(cd egdb && node "$runner" "$dir/table.loops.wasm" "${targs[@]}" | grep ^BenchmarkSearchSmallTable)
	for k in tn tl; do record "$tout" "$r" "$k" "${!k}"; done
	awk -v r="$r" '$1 == r { s[$2] = $4 } END { printf "round %d, with the table: native %.2f M nodes/s, loops %.2f M (%.2fx)\n", r, s["tn"]/1e6, s["tl"]/1e6, s["tl"]/s["tn"] }' "$tout"
done
# med(a, k): the median of a[1..k], which it leaves sorted.
med='function med(a, k,   i, j, t) { for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t } return a[int((k + 1) / 2)] }'
awk "$med"'
	{ c[$3] = 1; s[$1, $2] = $4; n = $1 }
	END {
		for (i = 1; i <= n; i++) { g[i] = s[i, "g"] / s[i, "n"]; o[i] = s[i, "o"] / s[i, "n"]; x[i] = s[i, "o"] / s[i, "g"]; p[i] = s[i, "p"] / s[i, "n"]; y[i] = s[i, "o"] / s[i, "p"]; l[i] = s[i, "l"] / s[i, "n"]; z[i] = s[i, "l"] / s[i, "o"] }
		mg = med(g, n); lo = g[1]; hi = g[n]; printf "median ratio to native: wasm %.2fx (%.2f-%.2f)", mg, lo, hi
		mo = med(o, n); printf ", wasm-opt %.2fx (%.2f-%.2f)", mo, o[1], o[n]
		mp = med(p, n); printf ", wasm-opt without pgo %.2fx (%.2f-%.2f)", mp, p[1], p[n]
		ml = med(l, n); printf ", loops %.2fx (%.2f-%.2f)", ml, l[1], l[n]
		mx = med(x, n); printf "; wasm-opt over wasm %.2fx (%.2f-%.2f)", mx, x[1], x[n]
		my = med(y, n); printf "; pgo over none %.2fx (%.2f-%.2f)", my, y[1], y[n]
		mz = med(z, n); printf "; loops over wasm-opt %.2fx (%.2f-%.2f)\n", mz, z[1], z[n]
		k = 0; for (key in c) k++
		if (k != 1) { printf "node counts differ:"; for (key in c) printf " %s", key; print ""; exit 1 }
		for (key in c) printf "node counts identical (%s nodes per op)\n", key
	}' "$out"
awk "$med"'
	{ c[$3] = 1; s[$1, $2] = $4; n = $1 }
	END {
		for (i = 1; i <= n; i++) t[i] = s[i, "tl"] / s[i, "tn"]
		mt = med(t, n); printf "with the table: median ratio to native, as shipped: %.2fx (%.2f-%.2f)\n", mt, t[1], t[n]
		k = 0; for (key in c) k++
		if (k != 1) { printf "node counts differ with the table:"; for (key in c) printf " %s", key; print ""; exit 1 }
		for (key in c) printf "node counts identical with the table (%s nodes per op)\n", key
	}' "$tout"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
