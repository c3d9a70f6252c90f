//go:build !js

package keep // keep_other.go: the desktop side: the save file under the user config directory and the -pdn/-fen/-out flags.

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/wasm/door"
)

// Options are the desktop game's command-line flags.
type Options struct {
	PDN    string // -pdn file: open this PDN (or FEN) file
	Game   int    // -game n: which game of a multi-game file (1-based)
	FEN    string // -fen text: start from this position
	Out    string // -out file: write the game as PDN there after every move
	Save   string // -save namespace|DIR|off: save file namespace, a save folder, or off
	Level  int    // -level 1..10
	Colour string // -color white|black
	Mode   string // -mode play|two-player|watch|analysis|view (as the browser's mode=)
}

// ParseFlags reads the game's flags (everything after the program name
// when no subcommand is given).
func ParseFlags(args []string, stderr io.Writer) (Options, error) {
	var o Options
	fs := flag.NewFlagSet("draughts", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.PDN, "pdn", "", "open a PDN (or FEN) file")
	fs.IntVar(&o.Game, "game", 0, "game number in a multi-game PDN file (1-based)")
	fs.StringVar(&o.FEN, "fen", "", "start from this FEN position")
	fs.StringVar(&o.Out, "out", "", "write the game as PDN to this file after every move")
	fs.StringVar(&o.Save, "save", "", "where games are kept: a namespace (letters, digits, - and _) under the user config folder, a folder (a path: ./saves, /media/usb/draughts), or off to keep nothing")
	fs.IntVar(&o.Level, "level", 0, "computer level 1-10")
	fs.StringVar(&o.Colour, "color", "", "your side against the computer: white or black")
	fs.StringVar(&o.Mode, "mode", "", "play, two-player, watch, analysis or view (as the browser's mode=)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q (subcommands come first: draughts perft 6)", fs.Arg(0))
	}
	return o, nil
}

// Setup wraps inner for the desktop: it loads the save from
// <user config dir>/draughts/, applies the flags, and returns the host and
// the config to start the app with.
func Setup(inner app.Host, cfg app.Config, o Options) (*Host, app.Config, error) {
	var h *Host
	// Automated runs (wasm/page's state file is set) start fresh and keep
	// nothing, unless -save names a namespace.
	if o.Save == "" && os.Getenv("DRAUGHTS_STATE_FILE") != "" {
		o.Save = "off"
	}
	var store *save.FileStore
	if strings.EqualFold(o.Save, "off") {
		h = New(inner, nil, save.New())
	} else {
		var err error
		if dir, ok := saveDir(o.Save); ok {
			store = save.DirFileStore(dir, "")
		} else if store, err = save.DefaultFileStore(o.Save); err != nil {
			h = New(inner, nil, save.New())
			h.SetLang(cfg.Lang)
			h.notify(h.phr("store.folder.bad", plain(err)))
		}
		if store != nil {
			// Reading never depends on writing; a folder that cannot be
			// written is said at start (and at every failing save).
			opened := save.Open(store, time.Now())
			h = New(inner, opened.Keeper, opened.State)
			h.SetLang(cfg.Lang)
			h.storeText = store.Path()
			h.openNotice(opened)
		}
	}
	h.export = exportHome
	cfg = h.RestoreLearn(h.Restore(cfg))
	if o.PDN != "" {
		b, err := os.ReadFile(o.PDN)
		if err != nil {
			return nil, cfg, err
		}
		// A door (wasm/door): a file that makes the reader panic is
		// said at start, and the game opens without it.
		var im save.Import
		perr := door.Guard("the -pdn file", func() { im, err = save.ImportText(string(b), o.Game) })
		switch p, panicked := door.IsPanic(perr); {
		case panicked:
			h.notify(h.phr("host.panic", o.PDN+": "+p.Text()))
		case err != nil:
			return nil, cfg, fmt.Errorf("%s: %w", o.PDN, err)
		default:
			cfg.FEN, cfg.Moves, h.tags, cfg.Game = im.Game.Start().FEN(), im.Game.Notation(), im.Tags, im.Game
		}
	} else if o.FEN != "" {
		if err := h.SetPosition(o.FEN); err != nil {
			return nil, cfg, err
		}
		h.queue = nil
		cfg.FEN, cfg.Moves, h.tags = strings.TrimSpace(o.FEN), nil, nil
	}
	if o.Level != 0 {
		if o.Level < 1 || o.Level > 10 {
			return nil, cfg, fmt.Errorf("-level %d: expected 1 to 10", o.Level)
		}
		cfg.Level = o.Level
	}
	if o.Mode != "" {
		m, ok := app.ParseMode(strings.ToLower(o.Mode))
		if !ok {
			return nil, cfg, fmt.Errorf("-mode %q: expected play, two-player, watch, analysis or view", o.Mode)
		}
		cfg.Mode = m
	}
	switch strings.ToLower(o.Colour) {
	case "":
	case "white":
		cfg.Human, cfg.Flipped = engine.White, false
	case "black":
		cfg.Human, cfg.Flipped = engine.Black, true
	default:
		return nil, cfg, fmt.Errorf("-color %q: expected white or black", o.Colour)
	}
	if o.Out != "" {
		out := o.Out
		h.onPublish = func(s app.State) {
			if text, err := h.PDN(); err == nil {
				writeAtomic(out, []byte(text))
			}
		}
	}
	keys := &shortcuts{h: h, out: o.Out, results: make(chan func(), 4)}
	h.onFrame, h.poll = keys.poll, keys.drain
	h.copyPDN = keys.copyGame
	if store != nil {
		w := &fileWatch{h: h, path: store.Path()}
		w.seen()
		// The save file as another copy of the game wrote it: a door.
		h.onFrame = func() { keys.poll(); _ = h.guard("the save file, changed by another window", w.poll) }
	}
	if n := h.Notices(); len(n) > 0 {
		cfg.Message = strings.Join(n, " ")
	}
	return h, cfg, nil
}

// saveDir reports whether -save names a folder rather than a namespace: a
// path (with a separator, or starting with . or ~) or an existing folder.
func saveDir(v string) (string, bool) {
	if v == "" {
		return "", false
	}
	if strings.HasPrefix(v, "~") {
		if home, err := os.UserHomeDir(); err == nil {
			v = filepath.Join(home, strings.TrimPrefix(v, "~"))
		}
		return v, true
	}
	if strings.ContainsAny(v, `/\`) || strings.HasPrefix(v, ".") || filepath.IsAbs(v) {
		return v, true
	}
	if st, err := os.Stat(v); err == nil && st.IsDir() {
		return v, true
	}
	return "", false
}

// exportHome writes an exported game into the home folder (the current
// folder when there is none) and returns the path.
func exportHome(name, text string) (string, error) {
	dir, err := os.UserHomeDir()
	if err != nil {
		dir = "."
	}
	path := filepath.Join(dir, name)
	if err := writeAtomic(path, []byte(text)); err != nil {
		return "", err
	}
	return path, nil
}

// fileWatch notices, about every two seconds, that another window wrote
// the save file (the desktop's storage event).
type fileWatch struct {
	h     *Host
	path  string
	mod   time.Time
	size  int64
	ticks int
}

func (w *fileWatch) seen() {
	if st, err := os.Stat(w.path); err == nil {
		w.mod, w.size = st.ModTime(), st.Size()
	}
}

func (w *fileWatch) poll() {
	if w.ticks++; w.ticks%120 != 0 || w.h.keeper == nil {
		return
	}
	st, err := os.Stat(w.path)
	if err != nil || (st.ModTime().Equal(w.mod) && st.Size() == w.size) {
		return
	}
	w.mod, w.size = st.ModTime(), st.Size()
	b, err := w.h.keeper.Store().Load()
	if err != nil {
		return
	}
	if s, err := save.Decode(b); err == nil && s.Writer != w.h.keeper.Writer() {
		w.h.OtherWrote(s)
	}
}

// writeAtomic writes b to path through a temporary file and a rename.
func writeAtomic(path string, b []byte) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// Wrap reads the game flags (-pdn, -fen, -out, -save, ...) from args and puts
// the save file and those options around the desktop host in cfg.
func Wrap(cfg app.Config, args []string) (app.Config, error) {
	opt, err := ParseFlags(args, os.Stderr)
	if err != nil {
		return cfg, err
	}
	h, cfg, err := Setup(cfg.Host, cfg, opt)
	if err != nil {
		return cfg, err
	}
	// Started with nothing asked and nothing in progress: the home screen.
	// Automated runs (wasm/page's state file) start in the game.
	cfg.Home = len(args) == 0 && os.Getenv("DRAUGHTS_STATE_FILE") == "" && StartHome(cfg)
	cfg.Host = h
	return cfg, nil
}
