package save // save.go: Encode and Decode of a State, its version check, migrations and plain-word errors.

// Package save keeps a player's game, settings and finished games between
// visits, as msgp bytes (map encoding, so fields can be added).
//
// It offers:
//   - the wire types State, GameSave, Settings and FinishedGame (wire.go, with
//     generated msgp code in wire_gen.go);
//   - Encode and Decode, and EncodeText and DecodeText for base64 text
//     (localStorage), with a *DecodeError saying in plain words why bytes
//     could not be read (corrupt, truncated, newer version, not a save);
//   - NewGameSave and GameSave.Replay to go from and to an engine.Game; every
//     saved move is replayed through the rules;
//   - the Store interface with a file store (atomic write, backups of
//     unreadable saves) and a memory store, and Open, which loads a State
//     from a Store and moves an unreadable save aside instead of losing it.
//
// The engine package never imports this one (it stays standard-library only).
// Formats, where saves live and what happens when storage fails:
// engine/save/README.md.

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"github.com/tinylib/msgp/msgp"
)

const (
	// AppName marks a draughts save (the "app" field).
	AppName = "draughts"
	// CurrentVersion is the save format this build writes. Raise it when the
	// meaning of a field changes and add a step to migrations.
	CurrentVersion = 1
	// MaxSaveBytes bounds what Decode accepts; a real save is a few kB.
	MaxSaveBytes = 1 << 20
	// MaxFinished is how many finished games a State keeps.
	MaxFinished = 20
	// maxString bounds any single string field after decoding.
	maxString = 4096
)

// Reasons a save cannot be read; test them with errors.Is.
var (
	ErrEmpty     = errors.New("the save is empty")
	ErrTruncated = errors.New("the save is cut short")
	ErrCorrupt   = errors.New("the save is damaged")
	ErrNewer     = errors.New("the save is from a newer version")
	ErrForeign   = errors.New("the data is not a draughts save")
	ErrTooLarge  = errors.New("the save is too large")
)

// DecodeError says why bytes could not be read as a save. Kind is one of the
// Err* values above; Detail gives the particulars.
type DecodeError struct {
	Kind   error
	Detail string
}

func (e *DecodeError) Error() string {
	if e.Detail == "" {
		return e.Kind.Error()
	}
	return e.Kind.Error() + ": " + e.Detail
}

func (e *DecodeError) Unwrap() error { return e.Kind }

func decodeErr(kind error, format string, args ...any) error {
	return &DecodeError{Kind: kind, Detail: fmt.Sprintf(format, args...)}
}

// New returns an empty State of the current version.
func New() State {
	return State{App: AppName, Version: CurrentVersion}
}

// Encode returns the msgp bytes of s, stamped with AppName and
// CurrentVersion. The finished-game list is trimmed to the newest MaxFinished.
func Encode(s State) ([]byte, error) {
	s.App = AppName
	s.Version = CurrentVersion
	if n := len(s.Finished); n > MaxFinished {
		s.Finished = s.Finished[n-MaxFinished:]
	}
	if err := s.validate(); err != nil {
		return nil, fmt.Errorf("save: refusing to write an invalid state: %w", err)
	}
	return s.MarshalMsg(nil)
}

// Decode reads a State from msgp bytes, migrating older versions to the
// current one. Errors are *DecodeError.
func Decode(b []byte) (State, error) {
	var s State
	switch {
	case len(b) == 0:
		return s, &DecodeError{Kind: ErrEmpty}
	case len(b) > MaxSaveBytes:
		return s, decodeErr(ErrTooLarge, "%d bytes, at most %d are read", len(b), MaxSaveBytes)
	}
	// A save is a msgp map; anything else is someone else's data.
	if t := msgp.NextType(b); t != msgp.MapType {
		return s, decodeErr(ErrForeign, "it starts with a msgpack %s, not a map", t)
	}
	rest, err := s.UnmarshalMsg(b)
	if err != nil {
		// Data that is not ours often fails early; say "not a save" when the
		// marker field is missing or wrong, otherwise say what msgp found.
		if s.App != "" && s.App != AppName {
			return State{}, decodeErr(ErrForeign, "it belongs to %q", clip(s.App))
		}
		if errors.Is(err, msgp.ErrShortBytes) {
			return State{}, decodeErr(ErrTruncated, "%d bytes are not enough (%v)", len(b), err)
		}
		return State{}, decodeErr(ErrCorrupt, "%v", err)
	}
	if len(rest) != 0 {
		return State{}, decodeErr(ErrCorrupt, "%d unexpected bytes after the save", len(rest))
	}
	if s.App != AppName {
		if s.App == "" {
			return State{}, decodeErr(ErrForeign, "it has no %q marker", "app")
		}
		return State{}, decodeErr(ErrForeign, "it belongs to %q", clip(s.App))
	}
	if s.Version > CurrentVersion {
		return State{}, decodeErr(ErrNewer, "save format %d, this version reads up to %d; update the game to open it", s.Version, CurrentVersion)
	}
	if err := migrate(&s, migrations); err != nil {
		return State{}, err
	}
	if err := s.validate(); err != nil {
		return State{}, decodeErr(ErrCorrupt, "%v", err)
	}
	s.normalize()
	return s, nil
}

// normalize makes empty lists and maps nil, so a decoded State compares
// equal to the one that was encoded.
func (s *State) normalize() {
	if len(s.Finished) == 0 {
		s.Finished = nil
	}
	for i := range s.Finished {
		if len(s.Finished[i].Moves) == 0 {
			s.Finished[i].Moves = nil
		}
	}
	if g := s.Game; g != nil {
		if len(g.Moves) == 0 {
			g.Moves = nil
		}
		if len(g.Tags) == 0 {
			g.Tags = nil
		}
	}
}

// EncodeText is Encode as standard base64 text, for text-only stores such as
// the browser's localStorage.
func EncodeText(s State) (string, error) {
	b, err := Encode(s)
	if err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(b), nil
}

// DecodeText is Decode of base64 text written by EncodeText.
func DecodeText(text string) (State, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return State{}, &DecodeError{Kind: ErrEmpty}
	}
	if len(text) > base64.StdEncoding.EncodedLen(MaxSaveBytes) {
		return State{}, decodeErr(ErrTooLarge, "%d characters", len(text))
	}
	b, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		return State{}, decodeErr(ErrForeign, "it is not base64 text (%v)", err)
	}
	return Decode(b)
}

// migration upgrades a State from version n to n+1 in place.
type migration func(*State) error

// migrations[n] upgrades version n to n+1. Version 0 is a State written
// before the version field was filled in: same fields, nothing to change.
// Add a step here for every CurrentVersion bump; never edit an old step.
var migrations = []migration{
	0: func(*State) error { return nil },
}

// migrate applies steps until s reaches CurrentVersion.
func migrate(s *State, steps []migration) error {
	if s.Version < 0 {
		return decodeErr(ErrCorrupt, "negative save format %d", s.Version)
	}
	for s.Version < CurrentVersion {
		if s.Version >= len(steps) || steps[s.Version] == nil {
			return decodeErr(ErrCorrupt, "no upgrade from save format %d", s.Version)
		}
		from := s.Version
		if err := steps[from](s); err != nil {
			return decodeErr(ErrCorrupt, "upgrading save format %d: %v", from, err)
		}
		s.Version = from + 1
	}
	return nil
}

// validate checks the fields a reader relies on. Moves themselves are
// checked by replaying them (GameSave.Replay).
func (s *State) validate() error {
	if len(s.Finished) > 64 {
		return fmt.Errorf("%d finished games", len(s.Finished))
	}
	if err := checkStrings("settings theme", s.Settings.Theme, s.Settings.Motion); err != nil {
		return err
	}
	if w := s.Settings.Window; w != nil {
		if err := checkStrings("window monitor", w.Monitor); err != nil {
			return err
		}
	}
	if g := s.Game; g != nil {
		if err := g.validate(); err != nil {
			return fmt.Errorf("game: %w", err)
		}
	}
	if l := s.Learn; l != nil {
		if l.Step < 0 || l.PuzzleRating < 0 {
			return fmt.Errorf("learn: step %d, puzzle rating %d", l.Step, l.PuzzleRating)
		}
		for _, ss := range [][]string{{l.Puzzle, l.Lesson, l.Active}, l.PuzzlesSolved, l.PuzzlesFailed, l.StepsDone} {
			if err := checkStrings("learn", ss...); err != nil {
				return err
			}
		}
	}
	for i := range s.Finished {
		f := &s.Finished[i]
		if err := checkStrings(fmt.Sprintf("finished game %d", i+1), f.StartFEN, f.Mode, f.Human, f.Result, f.Reason, f.Resigned); err != nil {
			return err
		}
		if err := checkStrings(fmt.Sprintf("finished game %d moves", i+1), f.Moves...); err != nil {
			return err
		}
	}
	return nil
}

func (g *GameSave) validate() error {
	if g.Cursor < 0 || g.Cursor > len(g.Moves) {
		return fmt.Errorf("cursor %d outside the %d moves", g.Cursor, len(g.Moves))
	}
	if g.WhiteMillis < 0 || g.BlackMillis < 0 {
		return fmt.Errorf("negative clock: white_ms %d, black_ms %d", g.WhiteMillis, g.BlackMillis)
	}
	if err := checkStrings("fields", g.StartFEN, g.Mode, g.Human, g.Resigned, g.Result, g.Reason, g.TimeControl, g.Flagged); err != nil {
		return err
	}
	if err := checkStrings("moves", g.Moves...); err != nil {
		return err
	}
	for k, v := range g.Tags {
		if err := checkStrings("tags", k, v); err != nil {
			return err
		}
	}
	return nil
}

func checkStrings(what string, ss ...string) error {
	for _, s := range ss {
		if len(s) > maxString {
			return fmt.Errorf("%s: a string of %d bytes", what, len(s))
		}
	}
	return nil
}

// clip shortens foreign text quoted in an error message.
func clip(s string) string {
	if len(s) > 40 {
		return strings.ToValidUTF8(s[:40], "") + "..."
	}
	return s
}
