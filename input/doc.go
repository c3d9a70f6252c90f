// Package input turns mouse, touch and keyboard into intents and engine moves.
//
// It never draws. It offers:
//   - Picker: the move-entry state machine (select, destinations, click-click,
//     drag-and-drop, multi-capture by final square, disambiguation by a square
//     along the path or a captured piece, typed moves, messages for illegal
//     picks). Pure logic over engine positions; unit-tested without a window.
//   - Pointer: one abstraction over mouse and touch (press, move, release in
//     screen pixels), polled from Ebitengine in Update.
//   - Keys and TextBuffer: keyboard shortcuts as Intents and typed move text.
//
// The keys and the ways to enter a move are described in README.md (Playing)
// and render/README.md (Input).
package input // doc.go: package documentation.
