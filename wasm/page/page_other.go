//go:build !js

package page // page_other.go: the desktop host: optional state file for tests, no commands.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"

	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
)

// StateFileEnv names the environment variable with the state file path.
const StateFileEnv = "DRAUGHTS_STATE_FILE"

// Host is the desktop host.
type Host struct {
	path         string
	last         app.State
	have         bool
	ticks, draws int64
	written      int64
}

// New returns the desktop host.
func New() *Host { return &Host{path: os.Getenv(StateFileEnv)} }

// Config returns start-up settings from the environment: the system's
// language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as POSIX orders them).
func (h *Host) Config(c app.Config) app.Config {
	c.Lang = i18n.Detect(systemLanguages()...)
	return c
}

// systemLanguages lists the language preferences of the environment.
func systemLanguages() []string {
	var out []string
	for _, v := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		for _, l := range strings.Split(os.Getenv(v), ":") {
			if l != "" && l != "C" && l != "POSIX" && !strings.HasPrefix(l, "C.") {
				out = append(out, l)
			}
		}
	}
	return out
}

// Publish records the state and writes the state file.
func (h *Host) Publish(s app.State) {
	h.last, h.have = s, true
	h.write()
}

// Frame counts ticks; the file is refreshed about once a second.
func (h *Host) Frame(ticks, draws int64) {
	h.ticks, h.draws = ticks, draws
	if h.have && ticks-h.written >= 60 {
		h.write()
	}
}

// Command returns nothing: the desktop has no outside commands.
func (h *Host) Command() (app.Command, bool) { return app.Command{}, false }

type fileState struct {
	app.State
	Frames  int64          `json:"frames"`
	Draws   int64          `json:"draws"`
	Squares [51][2]float64 `json:"squares"` // square centres in window (logical) pixels
}

func (h *Host) write() {
	h.written = h.ticks
	if h.path == "" {
		return
	}
	b, err := json.Marshal(fileState{State: h.last, Frames: h.ticks, Draws: h.draws, Squares: squareCenters(&h.last)})
	if err != nil {
		return
	}
	tmp := h.path + ".tmp"
	if os.WriteFile(tmp, b, 0o644) == nil {
		_ = os.Rename(tmp, filepath.Clean(h.path))
	}
}
