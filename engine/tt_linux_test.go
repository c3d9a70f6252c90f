package engine // tt_linux_test.go: a large table is in memory when it is made.

import (
	"syscall"
	"testing"
	"unsafe"
)

// TestTableResidentWhenMade checks with mincore(2) that every page of a
// huge-page table is backed by memory as soon as allocEntries returns, so
// that no search pays for the first touch of its pages.
func TestTableResidentWhenMade(t *testing.T) {
	const size = 8 << 20
	e := allocEntries(size / ttEntrySize)
	addr := uintptr(unsafe.Pointer(&e[0]))
	if addr%4096 != 0 {
		t.Fatalf("table at %#x: not page-aligned", addr)
	}
	vec := make([]byte, size/4096)
	if _, _, errno := syscall.Syscall(syscall.SYS_MINCORE, addr, size, uintptr(unsafe.Pointer(&vec[0]))); errno != 0 {
		t.Fatalf("mincore: %v", errno)
	}
	missing := 0
	for _, v := range vec {
		if v&1 == 0 {
			missing++
		}
	}
	if missing > 0 {
		t.Fatalf("%d of %d pages of a new %d MB table are not in memory", missing, len(vec), size>>20)
	}
	if e[0] != (ttSlot{}) || e[len(e)-1] != (ttSlot{}) {
		t.Fatal("a new table is not zeroed")
	}
}
