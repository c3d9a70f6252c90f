//go:build !linux

package engine // tt_other.go: the transposition table's memory elsewhere (see tt_linux.go).

// allocEntries returns n zeroed table entries.
func allocEntries(n int) []ttSlot { return make([]ttSlot, n) }
