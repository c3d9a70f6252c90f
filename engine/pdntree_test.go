package engine // pdntree_test.go: PDN variations and comments read into the move tree and written back (round trips).

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// treeShape writes a tree as nested move lists, to compare two trees.
func treeShape(n *Node) string { return treeShapeOf(n, func(s string) string { return s }) }

// writtenShape is treeShape with the comments as PDN can write them (a
// "}" inside a comment is written ")").
func writtenShape(n *Node) string {
	return treeShapeOf(n, func(s string) string { return strings.ReplaceAll(s, "}", ")") })
}

func treeShapeOf(n *Node, comment func(string) string) string {
	var sb strings.Builder
	var walk func(n *Node)
	walk = func(n *Node) {
		for i, c := range n.children {
			if i > 0 {
				sb.WriteString("(")
			}
			sb.WriteString(c.Notation() + c.annot + "{" + comment(c.comment) + "} ")
			if i > 0 {
				walk(c)
				sb.WriteString(")")
			}
		}
		if len(n.children) > 0 {
			walk(n.children[0])
		}
	}
	walk(n)
	return sb.String()
}

const nestedPDN = `[Event "Variations"]
[Result "*"]

{Before the first move.} 1. 32-28 19-23! (1... 18-23 2. 38-32 (2. 37-32? 23-29!! {Black wins}) 2... 12-18)
2. 28x19 14x23 {Main.} (2... 13x24 3. 34-30 $2) 3. 33-28 (3. 37-32 (3. 34-29 23x34 4. 40x29) 3... 10-14) 3... 23x32 *
`

func TestPDNVariationsRoundTrip(t *testing.T) {
	games, errs := ParsePDN(nestedPDN)
	if len(errs) > 0 || len(games) != 1 {
		t.Fatalf("errors %v", errs)
	}
	g := games[0].Game
	if got := strings.Join(g.Notation(), " "); got != "32-28 19-23 28x19 14x23 33-28 23x32" {
		t.Fatalf("main line %q", got)
	}
	first := g.Root().Children()[0]
	if kids := first.Children(); len(kids) != 2 || kids[1].Notation() != "18-23" {
		t.Fatalf("side line at move 1...: %d children", len(kids))
	}
	if g.Root().Comment() != "Before the first move." || first.Children()[0].Annotation() != "!" {
		t.Fatalf("root comment %q, sign %q", g.Root().Comment(), first.Children()[0].Annotation())
	}
	out := g.PDNTree(games[0].Tags...)
	for _, want := range []string{"(1... 18-23 2. 38-32 (2. 37-32? 23-29!! {Black wins}) 2... 12-18)", "{Main.} (2... 13x24 3. 34-30 $2)", "(3. 34-29 23x34 4. 40x29)", "{Before the first move.} 1. 32-28 19-23!"} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("written PDN lacks %q:\n%s", want, out)
		}
	}
	again, errs := ParsePDN(out)
	if len(errs) > 0 {
		t.Fatalf("written PDN does not read back: %v\n%s", errs, out)
	}
	if a, b := treeShape(g.Root()), treeShape(again[0].Game.Root()); a != b {
		t.Fatalf("tree changed in the round trip:\n%s\n%s", a, b)
	}
	if out2 := again[0].Game.PDNTree(again[0].Tags...); out2 != out {
		t.Fatalf("writing is not a fixed point:\n%s\n%s", out, out2)
	}
}

func TestPDNTreeOfPlayedSideLines(t *testing.T) {
	g := NewGame()
	playAll(t, g, "32-28", "18-23", "37-32", "12-18")
	g.GotoPath([]int{0, 0})
	playAll(t, g, "33-29", "23x32", "37x28")
	g.SetComment("a side line")
	out := g.PDNTree()
	if !strings.Contains(out, "1. 32-28 18-23 2. 37-32 (2. 33-29 23x32 3. 37x28 {a side line}) 2... 12-18 *") {
		t.Fatalf("PDNTree:\n%s", out)
	}
	games, errs := ParsePDN(out)
	if len(errs) > 0 || treeShape(games[0].Game.Root()) != treeShape(g.Root()) {
		t.Fatalf("read back: %v", errs)
	}
}

func TestPDNTreeRoundTripsEveryTestFile(t *testing.T) {
	files, _ := filepath.Glob("testdata/pdn/*/games/*/*.pdn")
	more, _ := filepath.Glob("testdata/pdn/*/*/games/*.pdn")
	files = append(files, more...)
	if len(files) < 20 {
		t.Fatalf("only %d files", len(files))
	}
	variations := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		games, _ := ParsePDN(string(data))
		for _, pg := range games {
			out := pg.Game.PDNTree(pg.Tags...)
			again, errs := ParsePDN(out)
			if len(errs) > 0 || len(again) != 1 {
				t.Fatalf("%s game %d: written PDN does not read back: %v\n%s", f, pg.Index+1, errs, out)
			}
			if a, b := treeShape(pg.Game.Root()), treeShape(again[0].Game.Root()); a != b {
				t.Fatalf("%s game %d: tree changed:\n%s\n%s", f, pg.Index+1, a, b)
			}
			if again[0].Game.Position() != pg.Game.Position() {
				t.Fatalf("%s game %d: final position changed", f, pg.Index+1)
			}
			variations += strings.Count(out, "(")
		}
	}
	if variations < 20 {
		t.Fatalf("only %d variations in all the test files: are they read?", variations)
	}
	t.Logf("%d files, %d variations written", len(files), variations)
}
