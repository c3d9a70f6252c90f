//go:build js && wasm

package aiclient // worker_js.go: the browser client, a Web Worker running web/engine.wasm.

import (
	"encoding/json"
	"syscall/js"

	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/wasm/door"
)

// workerScript is the worker's bootstrap, next to index.html.
const workerScript = "worker.js"

// worker drives one Web Worker. A Go program in a worker cannot read a
// "stop" message while it searches (wasm is single-threaded), so Cancel of
// a busy worker terminates it; the next Start creates a fresh one.
type worker struct {
	w       js.Value
	onmsg   js.Func
	onerr   js.Func
	busy    bool
	gen     int
	replies chan job.Reply
}

// New returns a client that searches in a Web Worker. The worker starts
// at the first Start or at Warm, which the game calls once its first frame
// is drawn: engine.wasm then downloads and compiles while the player thinks
// about the first move, not while the board is still loading.
func New() Client {
	return &worker{w: js.Undefined(), replies: make(chan job.Reply, replyBuffer)}
}

// Warm starts the worker if it is not running yet.
func (c *worker) Warm() {
	if c.w.IsUndefined() || c.w.IsNull() {
		if c.spawn() != nil {
			c.w = js.Undefined() // Start reports the error
		}
	}
}

func (c *worker) spawn() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = jsError(r)
		}
	}()
	c.w = js.Global().Get("Worker").New(workerScript)
	c.onmsg = js.FuncOf(func(this js.Value, args []js.Value) any {
		// A door (wasm/door): a reply that makes reading it panic is
		// answered as the job's error, and the game goes on.
		if err := door.Guard("the engine worker's reply", func() { c.receive(args) }); err != nil {
			c.busy = false
			select {
			case c.replies <- job.Reply{Gen: c.gen, Kind: job.ReplyError, Error: err.Error()}:
			default:
			}
		}
		return nil
	})
	c.onerr = js.FuncOf(func(this js.Value, args []js.Value) any {
		msg := "the engine worker failed"
		if len(args) > 0 && args[0].Get("message").Type() == js.TypeString {
			msg += ": " + args[0].Get("message").String()
		}
		c.busy = false
		select {
		case c.replies <- job.Reply{Gen: c.gen, Kind: job.ReplyError, Error: msg}:
		default:
		}
		return nil
	})
	c.w.Set("onmessage", c.onmsg)
	c.w.Set("onerror", c.onerr)
	return nil
}

// receive reads a reply of the worker (a JSON string) and hands it on.
func (c *worker) receive(args []js.Value) {
	data := args[0].Get("data")
	if data.Type() != js.TypeString {
		return
	}
	var r job.Reply
	if json.Unmarshal([]byte(data.String()), &r) != nil {
		return
	}
	if r.Kind == job.ReplyDone || r.Kind == job.ReplyError {
		if r.Gen == c.gen {
			c.busy = false
		}
	}
	// Never block inside a JS callback: drop progress when the game is behind.
	select {
	case c.replies <- r:
	default:
	}
}

func (c *worker) Start(j job.Job) {
	c.Cancel()
	if c.w.IsUndefined() || c.w.IsNull() {
		if err := c.spawn(); err != nil {
			c.replies <- job.Reply{Gen: j.Gen, Kind: job.ReplyError, Job: j.Kind, Error: err.Error()}
			return
		}
	}
	b, _ := json.Marshal(j)
	c.gen, c.busy = j.Gen, true
	c.w.Call("postMessage", string(b))
}

func (c *worker) Cancel() {
	if !c.busy || c.w.IsUndefined() {
		return
	}
	c.w.Call("terminate")
	// A message the worker posted before it was stopped can still be
	// dispatched after terminate; with no handler left it is dropped, not
	// sent to a released function (a console error, "call to released
	// function", seen once in the browser tests).
	c.w.Set("onmessage", js.Null())
	c.w.Set("onerror", js.Null())
	c.onmsg.Release()
	c.onerr.Release()
	c.w, c.busy = js.Undefined(), false
	// A fresh worker for the next job, loading while nothing waits for it.
	if c.spawn() != nil {
		c.w = js.Undefined()
	}
}

func (c *worker) Poll() (job.Reply, bool) {
	select {
	case r := <-c.replies:
		return r, true
	default:
		return job.Reply{}, false
	}
}

type jsErr struct{ msg string }

func (e jsErr) Error() string { return e.msg }

func jsError(r any) error {
	if e, ok := r.(error); ok {
		return jsErr{"cannot start the engine worker: " + e.Error()}
	}
	return jsErr{"cannot start the engine worker"}
}
