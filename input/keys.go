package input // keys.go: keyboard shortcuts as intents, and the typed-move buffer.

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Intent is something the user asked for with a key.
type Intent int

const (
	NoIntent Intent = iota
	IntentUndo
	IntentRedo
	IntentFlip
	IntentHint
	IntentNewGame
	IntentCancel
	IntentEnter
	IntentMute
	IntentNumbers
	IntentTheme
	IntentStart // Home: to the start of the game (view mode)
	IntentEnd   // End: to the end of the game (view mode)
	IntentNext  // Tab: the next button of the notice bar
	IntentPrev  // Shift+Tab: the previous one
	IntentPress // Space: press the button in focus, else pick on the board's focus square
	// The arrow keys move the board's focus square (up = up on the screen);
	// in view mode left and right step back and forward through the game.
	IntentUp
	IntentDown
	IntentLeft
	IntentRight
	IntentHelp // '?' or F1: the help overlay with every shortcut
)

// keyIntents maps single keys to intents. Digits, '-', 'x' and ':' are
// kept for typing moves.
var keyIntents = []struct {
	key    ebiten.Key
	intent Intent
}{
	{ebiten.KeyU, IntentUndo}, {ebiten.KeyR, IntentRedo},
	{ebiten.KeyArrowUp, IntentUp}, {ebiten.KeyArrowDown, IntentDown},
	{ebiten.KeyArrowLeft, IntentLeft}, {ebiten.KeyArrowRight, IntentRight}, {ebiten.KeyF1, IntentHelp},
	{ebiten.KeyF, IntentFlip}, {ebiten.KeyH, IntentHint}, {ebiten.KeyN, IntentNewGame},
	{ebiten.KeyEscape, IntentCancel}, {ebiten.KeyEnter, IntentEnter}, {ebiten.KeyNumpadEnter, IntentEnter},
	{ebiten.KeyM, IntentMute}, {ebiten.KeyC, IntentNumbers}, {ebiten.KeyT, IntentTheme},
	{ebiten.KeyHome, IntentStart}, {ebiten.KeyEnd, IntentEnd},
}

// Keys polls the keyboard: shortcuts and move text.
type Keys struct {
	Text  TextBuffer
	chars []rune
}

// Poll appends this tick's intents to dst and feeds typed move characters
// into k.Text. Ctrl+Z and Ctrl+Y are undo and redo too.
func (k *Keys) Poll(dst []Intent) []Intent {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if ctrl {
		if inpututil.IsKeyJustPressed(ebiten.KeyZ) {
			dst = append(dst, IntentUndo)
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyY) {
			dst = append(dst, IntentRedo)
		}
		return dst
	}
	for _, ki := range keyIntents {
		if inpututil.IsKeyJustPressed(ki.key) {
			dst = append(dst, ki.intent)
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyTab) {
		if ebiten.IsKeyPressed(ebiten.KeyShift) {
			dst = append(dst, IntentPrev)
		} else {
			dst = append(dst, IntentNext)
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeySpace) {
		dst = append(dst, IntentPress)
	}
	k.chars = ebiten.AppendInputChars(k.chars[:0])
	for _, r := range k.chars {
		if r == '?' {
			dst = append(dst, IntentHelp)
		}
		k.Text.Add(r)
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) {
		k.Text.Backspace()
	}
	return dst
}

// TextBuffer collects a move typed in notation: digits and the separators
// '-', 'x' and ':'; anything else is ignored.
type TextBuffer struct{ b []rune }

// Add appends r if it can be part of a move.
func (t *TextBuffer) Add(r rune) {
	if len(t.b) >= 40 {
		return
	}
	switch {
	case r >= '0' && r <= '9', r == '-', r == 'x', r == 'X', r == ':':
		t.b = append(t.b, r)
	}
}

// Backspace removes the last character.
func (t *TextBuffer) Backspace() {
	if len(t.b) > 0 {
		t.b = t.b[:len(t.b)-1]
	}
}

// String returns the text typed so far.
func (t *TextBuffer) String() string { return strings.ToLower(string(t.b)) }

// Take returns the text and empties the buffer.
func (t *TextBuffer) Take() string {
	s := t.String()
	t.b = t.b[:0]
	return s
}

// Clear empties the buffer.
func (t *TextBuffer) Clear() { t.b = t.b[:0] }
