package engine // tt_linux.go: the transposition table on huge pages (Linux).

import (
	"syscall"
	"unsafe"
)

// hugePage is the size of an x86-64/arm64 Linux huge page.
const hugePage = 2 << 20

// allocEntries returns n zeroed table entries. A probe lands on a random
// entry, so with 4 KB pages nearly every probe of a large table also
// misses the TLB; a table of two huge pages or more therefore starts on a
// huge-page boundary and the kernel is asked to back it with huge pages
// (madvise MADV_HUGEPAGE: honoured when transparent huge pages are set to
// "madvise" or "always", ignored otherwise). Only speed depends on it.
func allocEntries(n int) []ttSlot {
	size := n * ttEntrySize
	if size < 2*hugePage {
		return make([]ttSlot, n)
	}
	buf := make([]ttSlot, n+hugePage/ttEntrySize)
	off := (hugePage - int(uintptr(unsafe.Pointer(&buf[0]))%hugePage)) % hugePage / ttEntrySize
	e := buf[off : off+n : off+n]
	b := unsafe.Slice((*byte)(unsafe.Pointer(&e[0])), size)
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE)
	prefault(b)
	return e
}

// prefault writes to every page of b now, while the table is made (the Hub
// makes it at `init`, before `ready`), not during the first searches: the
// kernel backs a huge page at its first write and may have to compact
// memory for it first, which on a long-running machine took up to most of a
// second for a 64 MB table.
func prefault(b []byte) {
	for i := 0; i < len(b); i += 4096 {
		b[i] = 0
	}
}
