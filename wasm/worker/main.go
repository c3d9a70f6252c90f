//go:build js && wasm

// Command worker is the engine-only program that runs in a Web Worker
// (web/worker.js loads it as engine.wasm). It receives engine/job Jobs as JSON
// strings by postMessage, posts progress and the answer back, and imports
// nothing but the engine (not even encoding/json: engine/job reads and
// writes the messages), so it stays small and never touches the page.
package main // main.go: the Web Worker's engine loop.

import (
	"context"
	"syscall/js"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/book"
	"github.com/draughts/draughts/engine/egdb"
	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/wasm/door"
)

// ttBytes is the worker's transposition table size.
const ttBytes = 32 << 20

func main() {
	self := js.Global()
	jobs := make(chan job.Job, 16)
	// Both doors of the worker (a message, a job) run behind wasm/door's
	// recover: a bad job is answered with an error and the worker keeps
	// serving.
	self.Set("onmessage", js.FuncOf(func(this js.Value, args []js.Value) any {
		if err := door.Guard("a message to the engine worker", func() { receive(self, args, jobs) }); err != nil {
			post(self, job.Reply{Kind: job.ReplyError, Error: "bad job: " + err.Error()})
		}
		return nil
	}))
	post(self, job.Reply{Kind: job.ReplyReady})
	s := engine.NewSearcher(ttBytes)
	// The embedded 2-3 piece endgame databases (45 KB, read in a few ms,
	// after ready so the page's first frame never waits for them).
	if db, err := egdb.Small(); err == nil {
		s.Endgame = db
	}
	// The opening book (levels 9-10; 1 KB).
	if b, err := book.Default(); err == nil {
		s.Book = b
	}
	warmUp()
	for j := range jobs {
		var r job.Reply
		if err := door.Guard("an engine job", func() {
			r = job.Run(context.Background(), s, j, func(r job.Reply) { post(self, r) })
		}); err != nil {
			r = job.Reply{Gen: j.Gen, Kind: job.ReplyError, Job: j.Kind, Error: err.Error()}
			// The search may have stopped midway: a fresh table for the next job.
			endgame, book := s.Endgame, s.Book
			s = engine.NewSearcher(ttBytes)
			s.Endgame, s.Book = endgame, book
		}
		post(self, r)
	}
}

// warmNodes is the warm-up search's node budget: about 0.15 s in the
// browser, enough for the engine's hot functions to be optimised.
const warmNodes = 100_000

// warmUp searches the start position once, in a searcher of its own that
// is then dropped, right after the worker is ready (the page has drawn its
// first frame by then and the player has not moved yet). The browser
// compiles the search's hot functions with its optimising compiler while
// they run, on threads of its own: without the warm-up that happened
// during the first real search, whose extra CPU took frames from the page
// (web/README.md, While the computer thinks). A job that arrives
// meanwhile waits for it; a worker started afresh after a cancel warms up
// again. The game's searcher is untouched, so that the levels play the
// same moves as without it.
func warmUp() {
	w := engine.NewSearcher(1 << 20)
	w.Search(context.Background(), engine.Request{Position: engine.Initial(), NoBook: true, Limits: engine.Limits{Nodes: warmNodes}})
}

// receive reads one message from the page: a job as JSON, queued for the loop.
func receive(self js.Value, args []js.Value, jobs chan<- job.Job) {
	data := args[0].Get("data")
	if data.Type() != js.TypeString {
		post(self, job.Reply{Kind: job.ReplyError, Error: "bad job: expected a JSON string, got " + data.Type().String()})
		return
	}
	j, err := job.ParseJob(data.String())
	if err != nil {
		post(self, job.Reply{Kind: job.ReplyError, Error: "bad job: " + err.Error()})
		return
	}
	select {
	case jobs <- j:
	default:
		post(self, job.Reply{Gen: j.Gen, Kind: job.ReplyError, Error: "engine busy"})
	}
}

func post(self js.Value, r job.Reply) {
	self.Call("postMessage", string(job.AppendReply(nil, r)))
}
