// Package door is the recover at every entry into the program from outside:
// the page's JS API, URL parameters, the embedding page's messages, the
// engine worker's replies and jobs, the desktop's files and clipboard, and
// the commands queued into the game loop. Guard runs one such entry; a panic
// inside it becomes a *Panic error (the panic text and stack are logged for a
// bug report) and the program goes on. It imports only the standard library,
// so the engine worker can use it too.
package door // door.go: Guard, the shared recover helper, and Panic, the error it turns a panic into.

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"sync"
)

// Panic is a panic caught at a door.
type Panic struct {
	Door  string // which entry, e.g. "draughts.loadPDN" or "embed message"
	Value any    // what was panicked with
	Stack string // the goroutine's stack where it happened
}

func (p *Panic) Error() string { return fmt.Sprintf("internal error in %s: %s", p.Door, p.Text()) }

// Text is the panic value as text, shortened to one line of at most 200
// bytes (for the player's message; the log has it whole).
func (p *Panic) Text() string {
	s := fmt.Sprint(p.Value)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 200 {
		s = strings.ToValidUTF8(s[:200], "") + "..."
	}
	return s
}

var (
	mu  sync.Mutex
	log io.Writer = os.Stderr // the browser's console under js/wasm
)

// SetLog sends the panic reports to w (tests) and returns the previous writer.
func SetLog(w io.Writer) io.Writer {
	mu.Lock()
	defer mu.Unlock()
	old := log
	log = w
	return old
}

// Guard runs f. When f panics, the panic is logged with its stack and
// returned as a *Panic; otherwise Guard returns nil. A runtime.Goexit is
// not a panic and is not stopped.
func Guard(name string, f func()) (err error) {
	done := false
	defer func() {
		if done {
			return
		}
		r := recover()
		if r == nil {
			return // runtime.Goexit, or panic(nil) before Go 1.21 semantics
		}
		p := &Panic{Door: name, Value: r, Stack: string(debug.Stack())}
		mu.Lock()
		fmt.Fprintf(log, "draughts: %s (the game goes on)\npanic: %v\n%s\n", p.Error(), r, p.Stack)
		mu.Unlock()
		err = p
	}()
	f()
	done = true
	return nil
}

// IsPanic reports whether err is (or wraps) a panic caught at a door.
func IsPanic(err error) (*Panic, bool) {
	for err != nil {
		if p, ok := err.(*Panic); ok {
			return p, true
		}
		u, ok := err.(interface{ Unwrap() error })
		if !ok {
			return nil, false
		}
		err = u.Unwrap()
	}
	return nil, false
}
