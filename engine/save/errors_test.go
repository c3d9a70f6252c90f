package save // errors_test.go: an unreadable save is refused with a message that says why and where.

import (
	"errors"
	"strings"
	"testing"

	"github.com/tinylib/msgp/msgp"
)

func TestDecodeErrorMessages(t *testing.T) {
	good, err := Encode(State{App: AppName, Version: CurrentVersion,
		Game: &GameSave{StartFEN: "W:W31-50:B1-20", Moves: []string{"32-28"}, Cursor: 1}})
	if err != nil {
		t.Fatal(err)
	}
	m := func(kv ...any) []byte {
		b := msgp.AppendMapHeader(nil, uint32(len(kv)/2))
		for i := 0; i < len(kv); i += 2 {
			b = msgp.AppendString(b, kv[i].(string))
			b, _ = msgp.AppendIntf(b, kv[i+1])
		}
		return b
	}
	for _, tc := range []struct {
		name string
		in   []byte
		kind error
		want string
	}{
		{"empty", nil, ErrEmpty, "the save is empty"},
		{"an array", []byte{0x90}, ErrForeign, "starts with a msgpack array, not a map"},
		{"cut short", good[:len(good)-3], ErrTruncated, "bytes are not enough"},
		{"bytes after", append(append([]byte{}, good...), 0xc0), ErrCorrupt, "1 unexpected bytes after the save"},
		{"other app", m("app", "chess"), ErrForeign, `it belongs to "chess"`},
		{"long other app", m("app", "x"+strings.Repeat("é", 100)), ErrForeign, `..."`},
		{"no marker", m("version", 1), ErrForeign, `it has no "app" marker`},
		{"newer", m("app", AppName, "version", 99), ErrNewer, "save format 99, this version reads up to"},
		{"negative version", m("app", AppName, "version", -1), ErrCorrupt, "negative save format -1"},
		{"version type", m("app", AppName, "version", "one"), ErrCorrupt, `"str" with method for "int" at Version`},
		{"cursor", m("app", AppName, "game", map[string]any{"moves": []string{"32-28"}, "cursor": 5}), ErrCorrupt, "game: cursor 5 outside the 1 moves"},
		{"clock", m("app", AppName, "game", map[string]any{"white_ms": -1}), ErrCorrupt, "negative clock: white_ms -1"},
		{"move type", m("app", AppName, "game", map[string]any{"moves": []any{"32-28", 7}}), ErrCorrupt, "at Game/Moves/1"},
	} {
		_, err := Decode(tc.in)
		var de *DecodeError
		if !errors.As(err, &de) || !errors.Is(err, tc.kind) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %v with %q", tc.name, err, tc.kind, tc.want)
		}
		if err != nil && !isValidUTF8(err.Error()) {
			t.Errorf("%s: message is not valid UTF-8: %q", tc.name, err)
		}
	}
	if _, err := DecodeText("!!!"); !errors.Is(err, ErrForeign) || !strings.Contains(err.Error(), "not base64 text") {
		t.Errorf("DecodeText: %v", err)
	}
}

func isValidUTF8(s string) bool { return strings.ToValidUTF8(s, "\ufffd") == s }
