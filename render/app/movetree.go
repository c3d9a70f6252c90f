package app // movetree.go: the move list as a tree (side lines in parentheses), clickable, and the side-line buttons.

import (
	"image/color"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/hajimehoshi/ebiten/v2"
)

// hasSideLines reports whether the game's tree branches anywhere.
func hasSideLines(n *engine.Node) bool {
	for {
		kids := n.Children()
		switch len(kids) {
		case 0:
			return false
		case 1:
			n = kids[0]
		default:
			return true
		}
	}
}

// treeToken is one move of the tree as written in the list.
type treeToken struct {
	text string
	node *engine.Node
	side bool // in a side line
}

// treeTokens writes the tree like PDN: the main line with each side line in
// parentheses right after the move it is an alternative to.
func treeTokens(root *engine.Node, mark func(*engine.Node) string) []treeToken {
	var out []treeToken
	first := root.Position().Side()
	var line func(n *engine.Node, number, side bool)
	move := func(n, c *engine.Node, number, side bool, pre string) {
		text := c.Notation() + mark(c)
		if n.Position().Side() == engine.White || number {
			num, dots := moveNo(first, c.Depth()-1)
			text = itoa(num) + dots + " " + text
		}
		out = append(out, treeToken{text: pre + text, node: c, side: side})
	}
	line = func(n *engine.Node, number, side bool) {
		for {
			kids := n.Children()
			if len(kids) == 0 {
				return
			}
			move(n, kids[0], number, side, "")
			number = false
			for _, alt := range kids[1:] {
				move(n, alt, true, true, "(")
				line(alt, false, true)
				out[len(out)-1].text += ")"
				number = true
			}
			n = kids[0]
		}
	}
	line(root, true, false)
	return out
}

// treeCells lays the tree's moves out in the move-list rectangle, wrapped
// like text, scrolled by whole lines so that the current move shows.
func (a *App) treeCells(face render.Face) []listCell {
	l := a.layout
	r := a.listRect()
	if r.H < l.LineH {
		return nil
	}
	space := render.Width(" ", face)
	var cells []listCell
	x, row, curRow := r.X, 0, 0
	cur := a.game.Current()
	for _, tk := range treeTokens(a.game.Root(), a.nodeMark) {
		w := render.Width(tk.text, face)
		if x > r.X && x+w > r.X+r.W {
			x, row = r.X, row+1
		}
		cells = append(cells, listCell{text: tk.text, node: tk.node, side: tk.side, ply: row,
			r: geom.Rect{X: x, Y: float64(row), W: min(w, r.W), H: l.LineH}})
		if tk.node == cur {
			curRow = row
		}
		x += w + space
	}
	rows := max(1, int(r.H/l.LineH))
	start := 0
	if curRow >= rows-1 {
		start = min(curRow-rows+2, row-rows+1)
	}
	out := cells[:0]
	for _, c := range cells {
		k := int(c.r.Y) - start
		if k < 0 || k >= rows {
			continue
		}
		c.r.Y = r.Y + float64(k)*l.LineH
		c.ply = 0
		out = append(out, c)
	}
	return out
}

// drawTreeList draws the tree with the current move marked, side lines dimmed.
func (a *App) drawTreeList(screen *ebiten.Image, t render.Theme, face render.Face) {
	inset := a.layout.Font * 0.2
	const k = 0x70
	mark := color.RGBA{uint8(int(t.Accent.R) * k / 255), uint8(int(t.Accent.G) * k / 255), uint8(int(t.Accent.B) * k / 255), k}
	cur := a.game.Current()
	for _, c := range a.treeCells(face) {
		cs := render.Scale(t.PanelText)
		if c.node == cur {
			a.fillRound(screen, geom.Rect{X: c.r.X - inset, Y: c.r.Y + 1, W: c.r.W + 2*inset, H: c.r.H - 2}, float32(c.r.H*0.2), mark)
		} else if c.side {
			cs.ScaleAlpha(0.65)
		}
		render.DrawText(screen, c.text, face, c.r.X, c.r.Y, c.r.W+inset, c.r.H, render.AlignStart, cs)
	}
}

// listFace is the face of the move list (as drawPanel draws it).
func (a *App) listFace() render.Face { return a.fonts.Face(a.layout.Font*0.9, false) }

// browsing reports whether the move list can be clicked to go to a move:
// view and analysis modes.
func (a *App) browsing() bool { return a.mode == ModeView || a.mode == ModeAnalysis }

// treeNodeAt returns the node of the move under (x, y) in the tree list.
func (a *App) treeNodeAt(x, y float64) *engine.Node {
	if !a.layout.MoveList.Contains(x, y) || !hasSideLines(a.game.Root()) {
		return nil
	}
	for _, c := range a.treeCells(a.listFace()) {
		if c.r.Contains(x, y) {
			return c.node
		}
	}
	return nil
}

// gotoNode makes n the current point, without animation.
func (a *App) gotoNode(n *engine.Node) {
	a.game.Goto(n)
	a.message = ""
	a.positionChanged()
}

// promoteLine and deleteLine act on the side line of the current point.
func (a *App) promoteLine() {
	if a.game.Promote() {
		a.say(a.tr("msg.promoted"), false)
		a.positionChanged()
	}
}

func (a *App) deleteLine() {
	if a.game.DeleteLine() {
		a.say(a.tr("msg.deleted"), false)
		a.positionChanged()
	}
}
