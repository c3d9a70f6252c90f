//go:build !amd64

package engine // prefetch_other.go: no prefetch hint on other architectures (see prefetch_amd64.go).

// prefetch does nothing here.
func prefetch(addr *ttEntry) {}
