//go:build !wasm

package engine // ttload_other.go: atomic loads of table slots (see ttload_wasm.go).

import "sync/atomic"

// loadSlot reads one word of a table slot atomically: helper threads may
// write the slot at the same moment (smp.go). On amd64 and arm64 the
// compiler makes this a plain load instruction.
func loadSlot(p *uint64) uint64 { return atomic.LoadUint64(p) }
