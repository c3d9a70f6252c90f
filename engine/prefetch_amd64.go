package engine // prefetch_amd64.go: a cache prefetch hint for the transposition table (prefetch_amd64.s).

// havePrefetch: prefetch is a real hint here, worth computing keys for.
const havePrefetch = true

// prefetch asks the processor to start loading the cache line at addr
// (PREFETCHT0); it never faults and changes nothing else.
//
//go:noescape
func prefetch(addr *ttSlot)
