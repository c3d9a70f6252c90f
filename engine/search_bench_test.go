package engine // search_bench_test.go: search speed (nodes per second), natively and under GOOS=js GOARCH=wasm.

import "testing"

// benchFENs are a few middlegame positions of the bench set.
var benchFENs = []string{
	"W:W31-50:B1-20",
	"W:W30,32,33,34,35,36,37,38,42,44,49:B2,4,8,11,14,15,16,18,19,23,24,31",
	"W:W28,31,35,36,37,38,40,41,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,15,17,19,21,24",
	"W:W16,25,35,39,41,46,47,48,49,50:B2,3,4,6,10,19,22,24,27",
}

// BenchmarkSearch reports nodes per second over a fixed-depth search of
// the bench positions (ns/op is per full pass), with the default (learned)
// evaluation; BenchmarkSearchHand with the hand-written one, for a side by
// side comparison in one run.
func BenchmarkSearch(b *testing.B) { benchSearch(b, NewSearcher(16<<20)) }

func BenchmarkSearchHand(b *testing.B) {
	s := NewSearcher(16 << 20)
	s.Eval = nil
	benchSearch(b, s)
}

func benchSearch(b *testing.B, s *Searcher) {
	perSecond, perPass, err := SearchSetRate(s, benchFENs, Limits{Depth: 9}, b.N)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(perSecond, "nodes/s")
	b.ReportMetric(perPass, "nodes/op")
}

// BenchmarkEvaluate measures the static evaluation alone.
func BenchmarkEvaluate(b *testing.B) {
	p, _ := ParseFEN(benchFENs[2])
	sum := 0
	for i := 0; i < b.N; i++ {
		sum += Evaluate(p)
	}
	_ = sum
}

// BenchmarkThreadsToDepth searches the bench positions to depth 11 with 1
// and 2 threads. Besides the wall time (ns/op, which on a busy machine
// says more about the machine than about the search) it reports the main
// thread's nodes to reach the depth (main-nodes/op), which the helper's
// table entries lower and which the machine's load barely changes, and
// the nodes of all threads (nodes/op).
func BenchmarkThreadsToDepth(b *testing.B) {
	for _, threads := range []int{1, 2} {
		b.Run(map[int]string{1: "threads=1", 2: "threads=2"}[threads], func(b *testing.B) {
			s := NewSearcher(16 << 20)
			s.Threads = threads
			var main, all int64
			searchBenchFENs(b, s, 11, func(r SearchResult) {
				all += r.Nodes
				main += r.Nodes
				for _, h := range s.helpers {
					main -= h.nodes
				}
			})
			b.ReportMetric(float64(main)/float64(b.N), "main-nodes/op")
			b.ReportMetric(float64(all)/float64(b.N), "nodes/op")
		})
	}
}

// searchBenchFENs searches each bench position to depth from a new game,
// b.N times, and hands each result to f.
func searchBenchFENs(b *testing.B, s *Searcher, depth int, f func(SearchResult)) {
	b.Helper()
	for i := 0; i < b.N; i++ {
		if _, _, err := SearchSet(s, benchFENs, Limits{Depth: depth}, func(_ int, _ Position, r SearchResult) { f(r) }); err != nil {
			b.Fatal(err)
		}
	}
}
