//go:build js && wasm

// Command minimal is the reference for `make bench-load`: the smallest
// Ebitengine program that draws a 10x10 draughts board in the browser. The
// game's first frame is compared with this one's, side by side in one run.
// It notes in window.minimalFirstFrameMs (milliseconds since navigation)
// when its first frame has been drawn and presented: at the first Update
// after the first Draw, where the game notes state().firstFrameMs.
package main // main.go: a 10x10 board, nothing else.

import (
	"image/color"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

type board struct{ drawn, noted bool }

func (b *board) Update() error {
	if b.drawn && !b.noted {
		b.noted = true
		js.Global().Set("minimalFirstFrameMs", js.Global().Get("performance").Call("now"))
	}
	return nil
}

func (b *board) Draw(screen *ebiten.Image) {
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	cell := float32(min(w, h)) / 10
	light, dark := color.RGBA{0xf0, 0xd9, 0xb5, 0xff}, color.RGBA{0xa9, 0x7a, 0x50, 0xff}
	screen.Fill(color.RGBA{0x2b, 0x26, 0x22, 0xff})
	for r := range 10 {
		for c := range 10 {
			clr := light
			if (r+c)%2 == 1 {
				clr = dark
			}
			vector.FillRect(screen, float32(c)*cell, float32(r)*cell, cell, cell, clr, false)
		}
	}
	b.drawn = true
}

func (b *board) Layout(w, h int) (int, int) { return w, h }

func main() {
	ebiten.SetWindowTitle("minimal")
	if err := ebiten.RunGame(&board{}); err != nil {
		panic(err)
	}
}
