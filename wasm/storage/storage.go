//go:build js && wasm

package storage // storage.go: the browser's localStorage as a save.Store, touched only the one safe way.

// Package storage keeps the save in the browser's localStorage.
//
// Keys (namespace "default" unless the page has save=<namespace>):
//
//	draughts:<namespace>:save                    base64 of the msgp save (engine/save);
//	                                             namespace "link" for games opened
//	                                             with fen= or pdn= and no save=
//	draughts:<namespace>:save.bad-<UTC stamp>    an unreadable save moved aside
//	                                             (stamp 20261130T092000Z, -2, -3... if taken)
//	draughts:<namespace>:save.recovery-<game id> a game another tab was about to overwrite
//	draughts:<namespace>:save.paused-<game id>   an unfinished game left for a new one
//
// (the last three are the store's slots, see save.Slots). Nothing else of
// the site's storage is ever read, written or removed.
//
// localStorage may be missing or throw (a cross-site iframe with third-party
// storage blocked, private modes, a full quota). Touching window.localStorage
// directly kills the Go program when it throws, so every access goes through
// Reflect.get / method calls inside a recover: a JS exception becomes an
// error, and the game plays on without saving.
import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"syscall/js"
	"time"

	"github.com/draughts/draughts/engine/save"
)

// KeyPrefix starts every key this package writes.
const KeyPrefix = "draughts:"

// Key returns the save key of a namespace.
func Key(namespace string) string {
	if namespace == "" {
		namespace = "default"
	}
	return KeyPrefix + namespace + ":save"
}

// Local is a save.Store over localStorage under one namespace.
type Local struct {
	key string
}

// New returns the store of a namespace ("" = "default").
func New(namespace string) *Local { return &Local{key: Key(namespace)} }

// Key is the localStorage key of the save.
func (l *Local) Key() string { return l.key }

func (l *Local) Where() string { return "localStorage key " + l.key }

// Probe reports whether a write of a few hundred characters would succeed
// now (save.ErrFull when the quota is used up), without touching the save:
// it writes and removes <key>.probe.
func (l *Local) Probe() error {
	probe := l.key + ".probe"
	return guard(func(ls js.Value) {
		ls.Call("setItem", probe, strings.Repeat("-", 256))
		ls.Call("removeItem", probe)
	})
}

// SlotNames lists the side saves of this namespace (bad-..., recovery-...,
// paused-..., archived-...).
func (l *Local) SlotNames() ([]string, error) {
	var out []string
	err := guard(func(ls js.Value) {
		n := ls.Get("length").Int()
		for i := 0; i < n; i++ {
			k := ls.Call("key", i)
			if k.Type() != js.TypeString {
				continue
			}
			name, ok := strings.CutPrefix(k.String(), l.key+".")
			if ok && save.IsSlotName(name) {
				out = append(out, name)
			}
		}
	})
	sort.Strings(out)
	return out, err
}

// SlotKey is the localStorage key of a side save.
func (l *Local) SlotKey(name string) string { return l.key + "." + name }

// LoadSlot reads a side save. A backup of an unreadable save is returned
// as its raw text bytes when it is not base64 (so it can be shown and
// exported as it is).
func (l *Local) LoadSlot(name string) ([]byte, error) {
	text, found, err := getItem(l.SlotKey(name))
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, save.ErrNotFound
	}
	if b, err := decodeBase64(strings.TrimSpace(text)); err == nil {
		return b, nil
	}
	return []byte(text), nil
}

func (l *Local) SaveSlot(name string, b []byte) error {
	return guard(func(ls js.Value) {
		ls.Call("setItem", l.SlotKey(name), encodeBase64(b))
	})
}

func (l *Local) RemoveSlot(name string) error {
	return guard(func(ls js.Value) {
		ls.Call("removeItem", l.SlotKey(name))
	})
}

// Load returns the decoded base64 bytes of the save, save.ErrNotFound, a
// *save.DecodeError when the text is not base64, or an error wrapping
// save.ErrUnavailable.
func (l *Local) Load() ([]byte, error) {
	text, found, err := getItem(l.key)
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, save.ErrNotFound
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, &save.DecodeError{Kind: save.ErrEmpty}
	}
	if len(text) > 2*save.MaxSaveBytes {
		return nil, &save.DecodeError{Kind: save.ErrTooLarge, Detail: fmt.Sprintf("%d characters", len(text))}
	}
	b, err := decodeBase64(text)
	if err != nil {
		return nil, &save.DecodeError{Kind: save.ErrForeign, Detail: "it is not base64 text"}
	}
	return b, nil
}

// Save writes base64 of b.
func (l *Local) Save(b []byte) error {
	return guard(func(ls js.Value) {
		ls.Call("setItem", l.key, encodeBase64(b))
	})
}

// PreviewKey returns the key of a namespace's preview: a small JSON text
// (see keep.Preview) that index.html reads to draw the saved position
// before the game has loaded, since it cannot decode the msgp save.
func PreviewKey(namespace string) string {
	return strings.TrimSuffix(Key(namespace), ":save") + ":preview"
}

// SavePreview writes the preview of the store's namespace.
func (l *Local) SavePreview(text string) error {
	return guard(func(ls js.Value) {
		ls.Call("setItem", strings.TrimSuffix(l.key, ":save")+":preview", text)
	})
}

// Backup moves the current text of the save key to
// <key>.bad-<stamp> (never over an existing key) and removes the original.
func (l *Local) Backup(at time.Time) (string, error) {
	var name string
	err := guard(func(ls js.Value) {
		v := ls.Call("getItem", l.key)
		if v.IsNull() || v.IsUndefined() {
			panic(errNothing)
		}
		base := l.key + ".bad-" + save.BackupStamp(at)
		name = base
		for i := 2; !ls.Call("getItem", name).IsNull(); i++ {
			name = fmt.Sprintf("%s-%d", base, i)
		}
		ls.Call("setItem", name, v)
		ls.Call("removeItem", l.key)
	})
	if errors.Is(err, errNothing) {
		return "", save.ErrNotFound
	}
	return name, err
}

var errNothing = errors.New("nothing to back up")

func getItem(key string) (text string, found bool, err error) {
	err = guard(func(ls js.Value) {
		v := ls.Call("getItem", key)
		if v.Type() == js.TypeString {
			text, found = v.String(), true
		}
	})
	return
}

// guard runs f with window.localStorage, turning a missing store or any JS
// exception into an error wrapping save.ErrUnavailable.
func guard(f func(ls js.Value)) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok && errors.Is(e, errNothing) {
				err = e
				return
			}
			err = classify(r)
		}
	}()
	// Reflect.get is a call: a SecurityError thrown by the localStorage
	// getter becomes a Go panic that recover sees. A plain Get would abort
	// the whole program.
	ls := js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if ls.IsNull() || ls.IsUndefined() {
		return fmt.Errorf("%w: this browser has no localStorage", save.ErrUnavailable)
	}
	f(ls)
	return nil
}

// classify wraps a recovered JS exception with save.ErrFull (quota),
// or save.ErrUnavailable (storage blocked, anything else).
func classify(r any) error {
	if je, ok := r.(js.Error); ok {
		name := safeString(je.Value, "name")
		if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" {
			return fmt.Errorf("%w: %v", save.ErrFull, describe(r))
		}
	}
	return fmt.Errorf("%w: %v", save.ErrUnavailable, describe(r))
}

// describe turns a recovered JS exception into short words.
func describe(r any) string {
	if je, ok := r.(js.Error); ok {
		name := safeString(je.Value, "name")
		msg := safeString(je.Value, "message")
		switch {
		case name == "SecurityError":
			return "the browser blocks storage for this page"
		case name == "QuotaExceededError":
			return "the browser's storage is full"
		case name != "" || msg != "":
			return strings.TrimSpace(name + " " + msg)
		}
	}
	return fmt.Sprint(r)
}

func safeString(v js.Value, field string) (s string) {
	defer func() { recover() }()
	if v.Type() != js.TypeObject {
		return ""
	}
	f := v.Get(field)
	if f.Type() == js.TypeString {
		return f.String()
	}
	return ""
}
