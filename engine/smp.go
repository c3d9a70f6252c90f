package engine // smp.go: lazy SMP, helper threads that search the same root and share the transposition table.

import (
	"math/bits"
	"sync"
	"sync/atomic"
)

// smpState is what the threads of one search share besides the table.
type smpState struct {
	stop      atomic.Bool  // every thread stops at its next poll
	nodes     atomic.Int64 // nodes published by the threads (each every checkInterval nodes)
	nodeLimit int64        // the search's node budget over all threads (0 = none)
	wg        sync.WaitGroup
}

// helperResult is a helper's last completed iteration.
type helperResult struct {
	depth int
	score int
	move  Move
	pv    []Move
}

// publish adds the nodes s searched since its last call to the shared
// count and reports whether the search must stop (another thread said so,
// or the node budget is spent).
func (sm *smpState) publish(s *Searcher) bool {
	total := sm.nodes.Add(s.nodes - s.published)
	s.published = s.nodes
	if sm.nodeLimit > 0 && total >= sm.nodeLimit {
		sm.stop.Store(true)
	}
	return sm.stop.Load()
}

// totalNodes is the nodes of every thread so far (s's unpublished ones
// included); s.nodes alone in a one-thread search.
func (s *Searcher) totalNodes() int64 {
	if s.smp == nil {
		return s.nodes
	}
	return s.smp.nodes.Load() + s.nodes - s.published
}

// helperSkips reports whether helper id (1, 2, ...) skips the iteration of
// this depth. Helpers skip depths in different patterns (helper 1 searches
// the odd depths, helpers 2-3 two depths on, two off, at different phases,
// and so on), so that they run ahead of the main thread at other depths
// and fill the table with entries it will want, rather than repeat its
// work in the same order.
func helperSkips(id, depth int) bool {
	size := 1 + bits.Len(uint(id))/2
	phase := id % (2 * size)
	return (depth+phase)/size%2 == 1
}

// startHelpers starts n-1 helper threads searching the root of the search
// s has just set up, to maxDepth; they stop with s.smp.stop.
func (s *Searcher) startHelpers(n, maxDepth int, pos Position, clock DrawClock) {
	for len(s.helpers) < n-1 {
		h := &Searcher{}
		for i := range h.moves {
			h.moves[i] = make([]Move, 0, 64)
			h.scores[i] = make([]int32, 0, 64)
		}
		s.helpers = append(s.helpers, h)
	}
	for i, h := range s.helpers[:n-1] {
		h.Weights, h.Eval, h.Params, h.Endgame = s.Weights, s.Eval, s.Params, s.Endgame
		h.tt = s.tt
		h.smp = s.smp
		h.ctx, h.start, h.hardTime = s.ctx, s.start, s.hardTime
		h.nodes, h.published, h.nextCheck, h.stopped = 0, 0, checkInterval, false
		h.nodeLimit = 0 // counted over all threads in smp
		h.noise, h.noiseSeed = s.noise, s.noiseSeed
		h.egPieces, h.rootEG, h.rootCount = s.egPieces, s.rootEG, s.rootCount
		h.progress = nil
		h.noPrefetch = s.noPrefetch
		h.stack = append(h.stack[:0], s.stack...)
		h.base = s.base
		h.rootMoves = append(h.rootMoves[:0], s.rootMoves...)
		h.result = helperResult{}
		s.smp.wg.Add(1)
		go h.helperSearch(i+1, maxDepth, pos, clock)
	}
}

// helperSearch is a helper thread's iterative deepening.
func (s *Searcher) helperSearch(id, maxDepth int, pos Position, clock DrawClock) {
	defer s.smp.wg.Done()
	s.moves[0] = pos.AppendMoves(s.moves[0][:0])
	prev := 0
	for depth := 1; depth <= maxDepth && !s.smp.stop.Load(); depth++ {
		if depth > 1 && depth < maxDepth && helperSkips(id, depth) {
			continue
		}
		score := s.aspiration(pos, clock, depth, prev)
		if s.stopped {
			break
		}
		prev = score
		s.result.depth, s.result.score, s.result.move = depth, score, s.rootMoves[0].move
		s.result.pv = s.rootLine(s.result.pv, s.result.move)
	}
	s.smp.nodes.Add(s.nodes - s.published)
	s.published = s.nodes
}

// stopHelpers stops the helper threads, waits for them and adds their
// nodes to s's; it returns the deepest iteration a helper completed.
func (s *Searcher) stopHelpers(n int) helperResult {
	s.smp.stop.Store(true)
	s.smp.wg.Wait()
	var best helperResult
	for _, h := range s.helpers[:n-1] {
		s.nodes += h.nodes
		if h.result.depth > best.depth {
			best = h.result
		}
	}
	s.smp = nil
	s.tt.shared = false
	return best
}
