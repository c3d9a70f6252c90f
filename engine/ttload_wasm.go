//go:build wasm

package engine // ttload_wasm.go: plain loads of table slots where Go runs one thread (see ttload_other.go).

// loadSlot reads one word of a table slot. Go's js/wasm and wasip1 ports
// run every goroutine on one thread, so a plain load is what an atomic one
// would read; and there an atomic load is a call into the runtime, not an
// instruction, which cost about a seventh of the search's time in the
// browser's worker (engine/README.md, Search).
func loadSlot(p *uint64) uint64 { return *p }
