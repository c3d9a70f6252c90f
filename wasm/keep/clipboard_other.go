//go:build !js

package keep // clipboard_other.go: desktop PDN shortcuts: Ctrl+C copy, Ctrl+V paste, Ctrl+S save a .pdn (clipboard through the system's tool).

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"time"

	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/words"
	"github.com/draughts/draughts/wasm/door"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// clipboardTools are tried in order: the first whose program exists is used.
var clipboardTools = []struct{ copy, paste []string }{
	{[]string{"wl-copy"}, []string{"wl-paste", "--no-newline"}},
	{[]string{"xclip", "-selection", "clipboard", "-in"}, []string{"xclip", "-selection", "clipboard", "-out"}},
	{[]string{"xsel", "--clipboard", "--input"}, []string{"xsel", "--clipboard", "--output"}},
	{[]string{"pbcopy"}, []string{"pbpaste"}},
	{[]string{"clip.exe"}, []string{"powershell.exe", "-NoProfile", "-Command", "Get-Clipboard -Raw"}},
}

func clipboardCommand(paste bool, lang i18n.Lang) ([]string, error) {
	for _, t := range clipboardTools {
		cmd := t.copy
		if paste {
			cmd = t.paste
		}
		if runtime.GOOS == "linux" && os.Getenv("WAYLAND_DISPLAY") == "" && cmd[0] == "wl-copy" {
			continue
		}
		if _, err := exec.LookPath(cmd[0]); err == nil {
			return cmd, nil
		}
	}
	return nil, errors.New(lang.T("clip.no.tool"))
}

// shortcuts polls Ctrl+C, Ctrl+V and Ctrl+S (called from Frame, inside the
// game's Update). Clipboard tools run in goroutines; their results come
// back through results and are turned into app commands by Command.
type shortcuts struct {
	h       *Host
	out     string // -out file, the default place for Ctrl+S
	results chan func()
}

func (k *shortcuts) poll() {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if !ctrl {
		return
	}
	lang := k.h.lang // read here: the clipboard work runs in a goroutine
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyC):
		k.copyGame()
	case inpututil.IsKeyJustPressed(ebiten.KeyV):
		go k.run(func() app.Command {
			cmd, err := clipboardCommand(true, lang)
			var out []byte
			if err == nil {
				out, err = exec.Command(cmd[0], cmd[1:]...).Output()
			}
			if err != nil {
				return app.Command{Name: "error", Arg: lang.T("clip.paste.failed", err.Error())}
			}
			text := string(out)
			return app.Command{Name: "keep-load", Arg: text}
		})
	case inpututil.IsKeyJustPressed(ebiten.KeyS):
		text, err := k.h.PDN()
		if err != nil {
			k.h.Enqueue(app.Command{Name: "error", Arg: err.Error()})
			return
		}
		path := k.out
		if path == "" {
			dir, derr := os.UserHomeDir()
			if derr != nil {
				dir = "."
			}
			path = filepath.Join(dir, "draughts-"+time.Now().Format("2006-01-02-150405")+".pdn")
		}
		if err := writeAtomic(path, []byte(text)); err != nil {
			k.h.Enqueue(app.Command{Name: "error", Arg: k.h.tr("pdn.save.failed", err.Error())})
			return
		}
		k.h.Enqueue(app.Command{Name: "say", Arg: k.h.tr("pdn.saved", path)})
	}
}

// copyGame puts the game's PDN on the clipboard (Ctrl+C, the notice bar's
// Copy PDN), through the system's tool off the game loop; the player is
// told how it went.
func (k *shortcuts) copyGame() {
	text, err := k.h.PDN()
	if err != nil {
		k.h.Enqueue(app.Command{Name: "error", Arg: err.Error()})
		k.h.shut.on = false // the bar's other ways out are still needed
		return
	}
	lang := k.h.lang
	go k.run(func() app.Command {
		cmd, err := clipboardCommand(false, lang)
		if err == nil {
			c := exec.Command(cmd[0], cmd[1:]...)
			c.Stdin = bytes.NewReader([]byte(text))
			err = c.Run()
		}
		if err != nil {
			return app.Command{Name: "copy-failed", Arg: lang.T("clip.copy.failed", err.Error())}
		}
		return app.Command{Name: "say", Arg: lang.T("clip.copied")}
	})
}

// run does slow work off the game loop and hands its command back. Both
// halves are doors (wasm/door): the clipboard's text comes from outside.
func (k *shortcuts) run(f func() app.Command) {
	var c app.Command
	if p, ok := door.IsPanic(door.Guard("the clipboard", func() { c = f() })); ok {
		k.results <- func() { k.h.Enqueue(app.Command{Name: "error", Arg: k.h.panicText(p)}) }
		return
	}
	k.results <- func() {
		if c.Name == "copy-failed" {
			c.Name = "error"
			k.h.shut.on = false // the notice bar's other ways out come back
		}
		if c.Name == "keep-load" {
			// A long text is read in slices: the window keeps drawing.
			k.h.LoadTextThen(c.Arg, 0, func(im save.Import, err error) {
				switch {
				case err != nil:
					k.h.Enqueue(app.Command{Name: "error", Arg: k.h.tr("clip.no.game", words.Err(k.h.lang, err))})
				case len(im.Entries) > 1:
					k.h.Enqueue(app.Command{Name: "say", Arg: k.h.tr("clip.loaded", im.Index+1, len(im.Entries))})
				}
			})
			return
		}
		k.h.Enqueue(c)
	}
}

// drain applies finished clipboard work (from Command).
func (k *shortcuts) drain() {
	for {
		select {
		case f := <-k.results:
			_ = k.h.guard("the pasted text", f)
		default:
			return
		}
	}
}
