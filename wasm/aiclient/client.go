// Package aiclient runs engine jobs away from the game loop, so that the
// board never freezes: New returns a goroutine-backed client on the desktop
// and a Web Worker client (running web/engine.wasm) in the browser. Both
// speak engine/job Jobs and Replies; a new Start or Cancel abandons the running
// job, and the caller drops replies whose generation is stale.
package aiclient // client.go: the Client interface shared by the desktop and browser implementations.

import "github.com/draughts/draughts/engine/job"

// Client runs one engine job at a time.
type Client interface {
	// Start abandons any running job and starts job.
	Start(job job.Job)
	// Cancel abandons the running job, if any.
	Cancel()
	// Poll returns the next reply without blocking.
	Poll() (job.Reply, bool)
}

// replyBuffer is the number of replies waiting for the game loop; progress
// reports beyond it are dropped, answers never are.
const replyBuffer = 256
