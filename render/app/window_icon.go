//go:build !js

package app // window_icon.go: the desktop window's icon (the browser build leaves render/icon and its PNG codec out).

import (
	"github.com/draughts/draughts/render/icon"
	"github.com/hajimehoshi/ebiten/v2"
)

func setWindowIcon() { ebiten.SetWindowIcon(icon.Images(16, 32, 48, 64, 128, 256)) }
