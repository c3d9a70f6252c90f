package sound // sound_test.go: the generated sounds are short, stereo and not silent.

import "testing"

func TestKnocks(t *testing.T) {
	for _, b := range [][]byte{knock(1, 0), knock(2, 0.09)} {
		if len(b)%4 != 0 || len(b) == 0 || len(b) > sampleRate*4 {
			t.Fatalf("bad length %d", len(b))
		}
		peak := 0
		for i := 0; i < len(b); i += 2 {
			v := int(int16(uint16(b[i]) | uint16(b[i+1])<<8))
			peak = max(peak, v, -v)
		}
		if peak < 3000 {
			t.Fatalf("too quiet: peak %d", peak)
		}
	}
}
