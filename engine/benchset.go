package engine // benchset.go: the positions the search is benchmarked on, and how.

import (
	"context"
	"fmt"
	"time"
)

// SearchSet searches each position of fens in turn, each from a new game
// with its own draw clock, within lim. It calls each (when not nil) with
// every result, and returns the nodes and the search times summed: the
// search benchmarks and `draughts bench` measure with it.
func SearchSet(s *Searcher, fens []string, lim Limits, each func(i int, p Position, r SearchResult)) (nodes int64, elapsed time.Duration, err error) {
	for i, fen := range fens {
		p, err := ParseFEN(fen)
		if err != nil {
			return nodes, elapsed, fmt.Errorf("position %d: %w", i+1, err)
		}
		s.NewGame()
		r := s.Search(context.Background(), Request{Position: p, Clock: StartClock(p), Limits: lim})
		nodes += r.Nodes
		elapsed += r.Elapsed
		if each != nil {
			each(i, p, r)
		}
	}
	return nodes, elapsed, nil
}

// SearchSetRate runs SearchSet passes times and returns the nodes searched
// per second and per pass: what the search benchmarks report.
func SearchSetRate(s *Searcher, fens []string, lim Limits, passes int) (perSecond, perPass float64, err error) {
	var nodes int64
	var elapsed time.Duration
	for range passes {
		n, d, err := SearchSet(s, fens, lim, nil)
		if err != nil {
			return 0, 0, err
		}
		nodes += n
		elapsed += d
	}
	if elapsed > 0 {
		perSecond = float64(nodes) / elapsed.Seconds()
	}
	return perSecond, float64(nodes) / float64(max(passes, 1)), nil
}

// BenchPositions are the bench set of `draughts bench` and of the search
// benchmarks with a table: the start, openings, middlegames and
// endgames with kings (from self-play).
var BenchPositions = []string{
	"W:W31-50:B1-20",
	"W:W29,31,32,35,37,39,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,13,16,17,19,20,21",
	"W:W18,31,34,35,37,38,40,43,44,46,47,49,50:B1,2,3,4,5,7,9,12,16,17,19,24",
	"W:W30,32,33,34,35,36,37,38,42,44,49:B2,4,8,11,14,15,16,18,19,23,24,31",
	"W:W18,30,34,35,39,42,49:B2,4,16,17,19,25,27",
	"W:W28,31,35,36,37,38,40,41,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,15,17,19,21,24",
	"W:W27,33,35,36,37,39,40,43,46,47,48,49,50:B1,2,3,4,5,11,12,13,16,19,24,25,26",
	"W:W16,25,35,39,41,46,47,48,49,50:B2,3,4,6,10,19,22,24,27",
	"W:W16,25,30,35,43,48:B2,3,4,6,19,28,41,42",
	"W:W26,27,30,32,33,38,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,10,11,13,14,15,16,17,18,23",
	"W:W30,34,37,38,39,40,45,46,47,48,49,50:B1,2,3,4,5,6,10,11,15,18,19,24",
	"W:W21,28,30,32,34,35,44,45,47,48,49:B1,3,4,5,10,15,17,19,22,24,26",
	"W:W27,28,30,40,43,45,49:B1,3,4,5,17,K20",
	"W:W27,29,31,32,34,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,5,6,7,8,9,10,13,14,15,16,17,18,20,21,23,30",
	"W:W23,27,39,40,42,43,46,47,50:B1,5,11,12,13,14,20,24",
	"W:W18,21,27,37,40,41,43,50:B10,14,16,29,30",
	"B:WK3,K46,28:BK10,25,26",
}
