package egdb_test // search_bench_test.go: the search's speed with the small table, as the browser's worker searches.

import (
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/egdb"
)

// BenchmarkSearchSmallTable reports nodes per second over a fixed-depth
// search of the bench set (ns/op is per full pass) with the embedded 2-3
// piece table, the configuration of the browser's worker. Unlike the engine's
// BenchmarkSearch, it includes what the table costs at every node: the test
// whether a position is in it, and the probes in the endgames.
func BenchmarkSearchSmallTable(b *testing.B) {
	db, err := egdb.Small()
	if err != nil {
		b.Fatal(err)
	}
	s := engine.NewSearcher(16 << 20)
	s.Endgame = db
	perSecond, perPass, err := engine.SearchSetRate(s, engine.BenchPositions, engine.Limits{Depth: 8}, b.N)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(perSecond, "nodes/s")
	b.ReportMetric(perPass, "nodes/op")
}
