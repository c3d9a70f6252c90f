package book // build.go: building the book from the engine's own searches.

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"sort"
	"sync"

	"github.com/draughts/draughts/engine"
)

// Options control Build.
type Options struct {
	Plies  int // positions up to this many plies from the start get book moves
	Depth  int // search depth of every move
	Margin int // keep the moves within this many centi-men of the best
	MaxPer int // at most this many moves per position (best first)
}

// Build searches every legal move of the start position (and, breadth
// first, of the positions its kept moves lead to, up to opt.Plies) at
// opt.Depth, and keeps the moves that score within opt.Margin of the best.
// It writes a line per position to progress (nil for none). The result
// depends only on the options (fixed-depth searches, fresh tables).
func Build(ctx context.Context, opt Options, progress io.Writer) (*Book, error) {
	if opt.Plies < 1 || opt.Depth < 1 || opt.Margin < 0 || opt.MaxPer < 1 {
		return nil, fmt.Errorf("book: bad options %+v", opt)
	}
	type node struct {
		pos  engine.Position
		hist []engine.Position
		clk  engine.DrawClock
	}
	level := []node{{engine.Initial(), nil, engine.StartClock(engine.Initial())}}
	seen := map[uint64]bool{}
	var entries []Entry
	workers := runtime.GOMAXPROCS(0)
	searchers := make([]*engine.Searcher, workers)
	for i := range searchers {
		searchers[i] = engine.NewSearcher(16 << 20)
	}
	for ply := 0; ply < opt.Plies; ply++ {
		var next []node
		for _, n := range level {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			k := Key(n.pos)
			if seen[k] {
				continue
			}
			seen[k] = true
			moves := n.pos.LegalMoves()
			if len(moves) == 0 {
				continue
			}
			scores := make([]int, len(moves))
			var wg sync.WaitGroup
			jobs := make(chan int)
			for w := 0; w < workers; w++ {
				wg.Add(1)
				go func(s *engine.Searcher) {
					defer wg.Done()
					for i := range jobs {
						child := n.pos.Play(moves[i])
						s.NewGame()
						r := s.Search(ctx, engine.Request{Position: child, History: append(append([]engine.Position(nil), n.hist...), n.pos),
							Clock: n.clk.Next(n.pos, moves[i], child), Limits: engine.Limits{Depth: opt.Depth - 1}})
						scores[i] = -r.Score
					}
				}(searchers[w])
			}
			for i := range moves {
				jobs <- i
			}
			close(jobs)
			wg.Wait()
			order := make([]int, len(moves))
			for i := range order {
				order[i] = i
			}
			sort.SliceStable(order, func(a, b int) bool { return scores[order[a]] > scores[order[b]] })
			best := scores[order[0]]
			kept := 0
			for _, i := range order {
				if scores[i] < best-opt.Margin || kept == opt.MaxPer {
					break
				}
				kept++
				m := moves[i]
				entries = append(entries, Entry{Key: k, From: uint8(m.From()), To: uint8(m.To()), Cap: capFold(m), Score: int16(scores[i])})
				child := n.pos.Play(m)
				next = append(next, node{child, append(append([]engine.Position(nil), n.hist...), n.pos), n.clk.Next(n.pos, m, child)})
			}
			if progress != nil {
				fmt.Fprintf(progress, "book: ply %d  %s  %d of %d moves kept (best %+d)\n", ply, n.pos.FEN(), kept, len(moves), best)
			}
		}
		level = next
	}
	sort.SliceStable(entries, func(i, j int) bool { return entries[i].Key < entries[j].Key })
	return &Book{entries: entries}, nil
}
