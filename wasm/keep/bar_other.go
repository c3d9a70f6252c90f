//go:build !js

package keep // bar_other.go: the desktop's notice bar (app.NoticeBar): another window's game and a failing save asked in the game window, with buttons.

import (
	"errors"
	"os"
	"path/filepath"

	"github.com/draughts/draughts/render/app"
)

// The browser's notice bar is HTML (keep_js.go); on the desktop the game
// draws the same words and actions in its window (render/app/notice.go).
var _ app.NoticeBar = (*Host)(nil)

// Notice returns the words and the actions of the notice bar (Bar); after a choice, what it did (where the PDN file is) with
// Dismiss, or nothing, until another save fails or another window's game
// asks again.
func (h *Host) Notice() (string, []string) {
	text, acts := h.Bar()
	if s := h.shut; len(acts) == 0 || s.on && s.failures == h.failures && s.ask == h.ask {
		if s.told != nil {
			return s.told.in(h.lang), []string{ActDismiss}
		}
		return "", nil
	}
	return text, acts
}

// NoticeAction runs a choice of the bar and puts the bar away: Download
// writes the PDN to a file and says where, Copy puts it on the clipboard,
// the others are Act's. When the way out failed (no file could be written,
// no clipboard, not enough space freed) the bar stays.
func (h *Host) NoticeAction(action string) {
	h.shut = barShut{on: true, failures: h.failures}
	switch action {
	case ActDismiss:
	case ActDownload:
		where, err := h.downloadPDN()
		if err != nil {
			h.Enqueue(app.Command{Name: "error", Arg: h.tr("store.download.failed", err.Error())})
			h.shut.on = false
			break
		}
		// Said in the panel, and in full in the bar (a long path does
		// not fit the panel's message lines).
		h.shut.told = h.phr("store.downloaded", where)
		h.Enqueue(app.Command{Name: "say", Arg: h.shut.told.in(h.lang)})
	case ActCopy:
		if h.copyPDN != nil {
			h.copyPDN()
		}
	case ActFree:
		h.Act(action)
		h.shut.on = !h.failing
	case ActKeep:
		h.Act(action)
		h.Enqueue(app.Command{Name: "say", Arg: h.tr("store.kept")})
	default:
		h.Act(action)
	}
	h.shut.ask = h.ask // Games leaves the question open, in the list
}

// downloadPDN writes the game as a .pdn file where the player finds it (the
// home folder, else the temporary folder: a full disk or an unusable save
// folder must not stop this way out) and returns the path.
func (h *Host) downloadPDN() (string, error) {
	text, err := h.PDN()
	if err != nil {
		return "", err
	}
	name := "draughts-" + h.now().Format("2006-01-02-150405") + ".pdn"
	write := h.export
	if write == nil {
		write = exportHome
	}
	where, err := write(name, text)
	if err != nil {
		tmp := filepath.Join(os.TempDir(), name)
		if err2 := writeAtomic(tmp, []byte(text)); err2 != nil {
			return "", errors.Join(err, err2)
		}
		where = tmp
	}
	return where, nil
}
