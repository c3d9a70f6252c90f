//go:build !goexperiment.simd || !amd64

package engine // netsimd_other.go: without GOEXPERIMENT=simd the network's lanes are summed in uint64 words only.

const netSIMD = false

func (acc *netLanes) addSIMD(rows *[numBits]netLanes, x Bitboard)  {}
func (acc *netLanes) subSIMD(rows *[numBits]netLanes, x Bitboard)  {}
func (l *Learned) netSumsSIMD(acc *netLanes, n int) (mg, eg int32) { return 0, 0 }
