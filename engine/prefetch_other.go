//go:build !amd64

package engine // prefetch_other.go: no prefetch hint on other architectures (see prefetch_amd64.go).

// havePrefetch: prefetch does nothing here, so the search computes no
// keys for it (the code is compiled out).
const havePrefetch = false

// prefetch does nothing here.
func prefetch(addr *ttSlot) {}
