//go:build !js

package aiclient // local.go: the desktop client, a search goroutine per job.

import (
	"context"
	"runtime"
	"sync"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/book"
	"github.com/draughts/draughts/engine/egdb"
	"github.com/draughts/draughts/engine/job"
)

// ttBytes is the desktop transposition table size.
const ttBytes = 64 << 20

type local struct {
	mu       sync.Mutex // held by the goroutine that searches
	searcher *engine.Searcher
	cancel   context.CancelFunc
	replies  chan job.Reply
}

// New returns a client that searches in a goroutine. The searcher (its
// 64 MB table written through when made, see engine's allocEntries) is
// made in the background, so that the window does not wait for it; the
// first search waits for it instead (it holds mu until then).
func New() Client {
	c := &local{replies: make(chan job.Reply, replyBuffer)}
	c.mu.Lock()
	go func() {
		defer c.mu.Unlock()
		s := engine.NewSearcher(ttBytes)
		// All cores: hints, analysis, reviews and level 10 search with
		// every core (levels 1-9 keep one thread, see engine.LevelSpec).
		s.Threads = runtime.NumCPU()
		// The embedded 2-3 piece endgame databases and the opening book, as in
		// the browser's worker (used at full strength and levels 9-10).
		if db, err := egdb.Small(); err == nil {
			s.Endgame = db
		}
		if b, err := book.Default(); err == nil {
			s.Book = b
		}
		c.searcher = s
	}()
	return c
}

func (c *local) Start(j job.Job) {
	c.Cancel()
	ctx, cancel := context.WithCancel(context.Background())
	c.cancel = cancel
	go func() {
		c.mu.Lock() // waits for a cancelled search to return
		defer c.mu.Unlock()
		if ctx.Err() != nil {
			return
		}
		r := job.Run(ctx, c.searcher, j, func(r job.Reply) {
			select {
			case c.replies <- r:
			default: // the game loop is behind: drop a progress report
			}
		})
		if ctx.Err() == nil {
			c.replies <- r
		}
	}()
}

func (c *local) Cancel() {
	if c.cancel != nil {
		c.cancel()
		c.cancel = nil
	}
}

func (c *local) Poll() (job.Reply, bool) {
	select {
	case r := <-c.replies:
		return r, true
	default:
		return job.Reply{}, false
	}
}
