package engine // tree_test.go: the move tree: side lines kept, gone to, promoted and deleted.

import (
	"reflect"
	"strings"
	"testing"
)

func TestSideLinesAreKept(t *testing.T) {
	g := NewGame()
	playAll(t, g, "32-28", "18-23", "37-32", "12-18")
	g.Undo()
	g.Undo()               // back after 18-23
	playAll(t, g, "33-29") // a side line: the main line stays
	if got := g.Notation(); !reflect.DeepEqual(got, []string{"32-28", "18-23", "33-29"}) {
		t.Fatalf("current line %v", got)
	}
	at := g.Line()[1]
	if kids := at.Children(); len(kids) != 2 || kids[0].Notation() != "37-32" || kids[1].Notation() != "33-29" {
		t.Fatalf("children after 18-23: %d", len(kids))
	}
	if !g.InSideLine() || !reflect.DeepEqual(g.Path(), []int{0, 0, 1}) {
		t.Fatalf("path %v, side line %v", g.Path(), g.InSideLine())
	}
	// Undo then Redo follows the side line, not the main line.
	g.Undo()
	g.Redo()
	if g.Notation()[2] != "33-29" {
		t.Fatal("redo left the side line")
	}
	// Going back to the main line by path, then into the side line by playing its move.
	if !g.GotoPath([]int{0, 0, 0, 0}) || g.Ply() != 4 || g.InSideLine() {
		t.Fatalf("GotoPath main: ply %d", g.Ply())
	}
	g.Undo()
	g.Undo()
	playAll(t, g, "33-29")
	if len(g.Line()[1].Children()) != 2 {
		t.Fatal("playing an existing side line's move must not add a node")
	}
	// Promote makes it the main line; the old main line becomes the side line.
	if !g.Promote() || g.InSideLine() {
		t.Fatal("promote")
	}
	if kids := g.Line()[1].Children(); kids[0].Notation() != "33-29" || kids[1].Notation() != "37-32" {
		t.Fatal("promote did not swap the lines")
	}
	// Delete the side line 37-32 12-18.
	g.GotoPath([]int{0, 0, 1, 0})
	if g.Notation()[3] != "12-18" || !g.DeleteLine() || g.Ply() != 2 || len(g.Line()[1].Children()) != 1 {
		t.Fatalf("delete: ply %d", g.Ply())
	}
	if g.GotoPath([]int{0, 0, 5}) {
		t.Fatal("GotoPath to a child that does not exist")
	}
}

func TestCloneCopiesTheTree(t *testing.T) {
	g := NewGame()
	playAll(t, g, "32-28", "19-23")
	g.Undo()
	playAll(t, g, "18-23")
	c := g.Clone()
	c.DeleteLine()
	if len(g.Line()[0].Children()) != 2 {
		t.Fatal("deleting in the clone changed the original")
	}
	if c.Current().Parent() == nil || c.Position() != g.PositionAt(1) {
		t.Fatal("clone's current point")
	}
}

func TestDeepSideLinesAndPromoteToMain(t *testing.T) {
	g := NewGame()
	playAll(t, g, "32-28", "19-23", "28x19", "14x23")
	g.GotoPath([]int{0})
	playAll(t, g, "18-23", "37-32")
	g.Undo()
	playAll(t, g, "38-32", "12-18") // a side line inside a side line
	if !reflect.DeepEqual(g.Path(), []int{0, 1, 1, 0}) {
		t.Fatalf("path %v", g.Path())
	}
	if !g.PromoteToMain() || g.InSideLine() {
		t.Fatal("PromoteToMain")
	}
	main := []string{}
	for n := g.Root(); len(n.Children()) > 0; n = n.Children()[0] {
		main = append(main, n.Children()[0].Notation())
	}
	if !reflect.DeepEqual(main, []string{"32-28", "18-23", "38-32", "12-18"}) {
		t.Fatalf("main line %v", main)
	}
}

func TestSideLinesRebuildTheTree(t *testing.T) {
	games, errs := ParsePDN(nestedPDN)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	g := games[0].Game
	lines := g.SideLines()
	if len(lines) != 5 {
		t.Fatalf("%d side lines: %+v", len(lines), lines)
	}
	h := NewGame()
	for _, m := range g.MainLine() {
		if _, err := h.PlayString(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := h.AddSideLines(lines); err != nil {
		t.Fatal(err)
	}
	// Comments and signs are not part of side lines: compare the moves only.
	if a, b := moveShape(g.Root()), moveShape(h.Root()); a != b {
		t.Fatalf("rebuilt tree differs:\n%s\n%s", a, b)
	}
	if err := h.AddSideLines([]SideLine{{From: []int{0, 7}, Moves: []string{"32-28"}}}); err == nil {
		t.Fatal("a branch point that does not exist")
	}
	if err := h.AddSideLines([]SideLine{{From: []int{0}, Moves: []string{"50-45"}}}); err == nil {
		t.Fatal("an illegal move in a side line")
	}
}

// moveShape writes a tree's moves with its side lines in parentheses.
func moveShape(n *Node) string {
	var sb strings.Builder
	for i, c := range n.children {
		if i > 0 {
			sb.WriteString("(")
		}
		sb.WriteString(c.Notation() + " ")
		if i > 0 {
			sb.WriteString(moveShape(c) + ")")
		}
	}
	if len(n.children) > 0 {
		sb.WriteString(moveShape(n.children[0]))
	}
	return sb.String()
}
