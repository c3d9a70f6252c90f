//go:build js && wasm

package keep // testhooks_js.go: draughts.__panicForTest and __exitForTest, present only with test=panic in the address.

import (
	"net/url"
	"os"
	"strings"
	"syscall/js"

	"github.com/draughts/draughts/render/app"
)

// testHooks reports whether the address asks for the test-only hooks
// (test=panic). They are not part of the page's API: the browser tests use
// them to force a panic at a door and to stop the Go program.
func testHooks(search string) bool {
	q, _ := url.ParseQuery(strings.TrimPrefix(search, "?"))
	return q.Get("test") == "panic"
}

// installTestHooks adds to window.draughts:
//
//	__panicForTest()        panics inside the call (the JS API's door)
//	__panicForTest("loop")  queues a function for the game loop that panics
//	                        midway through loading a game (the queued door)
//	__exitForTest()         the Go program stops: an unrecovered panic in a
//	                        goroutine, as a bug outside every door would
//	__exitForTest("exit")   the Go program exits (os.Exit(3))
func (b *browser) installTestHooks() {
	api := js.Global().Get("draughts")
	b.fn(api, "__panicForTest", func(args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeString && args[0].String() == "loop" {
			b.do(func() {
				b.h.nextTags = nil
				b.h.Enqueue(app.Command{Name: "fen", Arg: "W:W31-50:B1-20"})
				panic("test: a panic in the game loop, midway through loading a game")
			})
			return ""
		}
		panic("test: a panic inside a JS API call")
	})
	b.fn(api, "__exitForTest", func(args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeString && args[0].String() == "exit" {
			go os.Exit(3)
			return nil
		}
		go func() { panic("test: an unrecovered panic, the Go program stops") }()
		return nil
	})
}
