//go:build linux && !android

package sound // device_linux.go: whether a PulseAudio server or an ALSA card is there to open.

import (
	"os"
	"path/filepath"
)

func deviceLikely() bool {
	if os.Getenv("DRAUGHTS_SOUND") == "off" {
		return false
	}
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if d := os.Getenv("XDG_RUNTIME_DIR"); d != "" {
		if _, err := os.Stat(filepath.Join(d, "pulse", "native")); err == nil {
			return true
		}
	}
	m, _ := filepath.Glob("/dev/snd/pcmC*")
	return len(m) > 0
}
