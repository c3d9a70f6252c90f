package render // theme.go: board and piece colour themes.

import "image/color"

// Theme is a set of colours for the board, the pieces and the panel.
type Theme struct {
	Name                  string
	Light, Dark           color.RGBA // board squares
	Frame, FrameEdge      color.RGBA // board frame
	Number                color.RGBA // square numbers on the dark squares
	WhiteMan, WhiteRim    color.RGBA
	BlackMan, BlackRim    color.RGBA
	Crown                 color.RGBA
	Background, PanelText color.RGBA
	Button, ButtonText    color.RGBA
	Accent                color.RGBA // selection, destinations
	LastMove              color.RGBA // tint of the last move's squares
	Must                  color.RGBA // ring around pieces that must capture
	Hint                  color.RGBA // hint arrow
	Error                 color.RGBA // message text for illegal picks
	// Outlines marks the last move by shapes (corner marks) as well as by
	// a tint, for players who do not tell colours apart (High contrast).
	Outlines bool
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

func rgba(v uint32, a uint8) color.RGBA {
	c := rgb(v)
	// Premultiplied alpha, as image/color expects.
	c.R, c.G, c.B, c.A = uint8(uint32(c.R)*uint32(a)/255), uint8(uint32(c.G)*uint32(a)/255), uint8(uint32(c.B)*uint32(a)/255), a
	return c
}

// Themes are the built-in themes; the first is the default.
var Themes = []Theme{
	{
		Name: "Wood", Light: rgb(0xf0d9b5), Dark: rgb(0xa97a50), Frame: rgb(0x5a3a22), FrameEdge: rgb(0x3b2515),
		Number: rgba(0xf5e6cc, 200), WhiteMan: rgb(0xf7f1e3), WhiteRim: rgb(0xb9ab8e), BlackMan: rgb(0x2a2623), BlackRim: rgb(0x0d0b0a),
		Crown: rgb(0xd9a520), Background: rgb(0x2b2622), PanelText: rgb(0xeee3d0), Button: rgb(0x4a3f35), ButtonText: rgb(0xf3eadb),
		Accent: rgb(0x3fa34d), LastMove: rgba(0xe8d44d, 110), Must: rgb(0xff7a1a), Hint: rgba(0x2f8fe0, 220), Error: rgb(0xffa090),
	},
	{
		Name: "Tournament", Light: rgb(0xeeeed2), Dark: rgb(0x769656), Frame: rgb(0x33402a), FrameEdge: rgb(0x1f2819),
		Number: rgba(0xeeeed2, 190), WhiteMan: rgb(0xfdfdf8), WhiteRim: rgb(0xa5a596), BlackMan: rgb(0xb23a2b), BlackRim: rgb(0x5e1a12),
		Crown: rgb(0xf2c318), Background: rgb(0x262a23), PanelText: rgb(0xe8ecdf), Button: rgb(0x3e4a36), ButtonText: rgb(0xf0f3ea),
		Accent: rgb(0x1d6fd6), LastMove: rgba(0xf6f669, 120), Must: rgb(0xff8c1a), Hint: rgba(0x1d6fd6, 220), Error: rgb(0xffa896),
	},
	{
		Name: "Ocean", Light: rgb(0xdfe7ef), Dark: rgb(0x5b7c99), Frame: rgb(0x22364a), FrameEdge: rgb(0x142230),
		Number: rgba(0xe3ecf5, 190), WhiteMan: rgb(0xfbfbfb), WhiteRim: rgb(0x9aa6b0), BlackMan: rgb(0x1c232b), BlackRim: rgb(0x05080b),
		Crown: rgb(0xe9b53b), Background: rgb(0x1b2530), PanelText: rgb(0xe2eaf2), Button: rgb(0x2f4256), ButtonText: rgb(0xeef3f8),
		Accent: rgb(0x2fbf71), LastMove: rgba(0x9ad0ff, 110), Must: rgb(0xff8a3d), Hint: rgba(0xffb000, 230), Error: rgb(0xffab9c),
	},
	{
		Name: "High contrast", Light: rgb(0xffffff), Dark: rgb(0x3d3d3d), Frame: rgb(0x000000), FrameEdge: rgb(0x000000),
		Number: rgba(0xffffff, 230), WhiteMan: rgb(0xffffff), WhiteRim: rgb(0x000000), BlackMan: rgb(0x000000), BlackRim: rgb(0xffffff),
		Crown: rgb(0xffcc00), Background: rgb(0x000000), PanelText: rgb(0xffffff), Button: rgb(0x303030), ButtonText: rgb(0xffffff),
		Accent: rgb(0x00c853), LastMove: rgba(0x0060c0, 130), Must: rgb(0xff3d00), Hint: rgba(0xd500f9, 230), Error: rgb(0xff8a80),
		Outlines: true,
	},
}

// HighContrast is the index in Themes of the high-contrast theme, the one
// a system that asks for more contrast starts in.
const HighContrast = 3

// ThemeAt returns theme i, wrapping around.
func ThemeAt(i int) Theme {
	n := len(Themes)
	return Themes[((i%n)+n)%n]
}
