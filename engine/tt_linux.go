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
func allocEntries(n int) []ttEntry {
	size := n * ttEntrySize
	if size < 2*hugePage {
		return make([]ttEntry, n)
	}
	buf := make([]ttEntry, n+hugePage/ttEntrySize)
	off := (hugePage - int(uintptr(unsafe.Pointer(&buf[0]))%hugePage)) % hugePage / ttEntrySize
	e := buf[off : off+n : off+n]
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Pointer(&e[0])), size), syscall.MADV_HUGEPAGE)
	return e
}
