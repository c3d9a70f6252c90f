// Command loops restructures the control flow of Go's js/wasm output so that
// the iterations of a Go loop no longer go through the function's dispatch loop.
//
// Go compiles every function to one dispatch loop: the body is
//
//	(loop $L (block ... (block (br_table ... (local.get $0))) seg0) seg1) ... segN)
//
// and a jump to Go block P is (local.set $0 (i32.const P)) (br $L), so each
// iteration of a Go loop goes through the br_table at the top. This tool reads
// the text form (wasm-dis), finds the loops among the segments (a back-edge from
// segment s to segment t <= s makes the region t..s; regions that cross are
// merged) and gives each region its own wasm loop:
//
//   - a jump backwards inside a region branches to the region's loop; a jump
//     forwards branches straight to the block that ends before its target;
//   - a region whose entries from outside all land in one segment (Go puts a
//     loop's condition after its body and jumps into it) starts with that
//     segment and needs no dispatch; otherwise (a resume point after a call
//     inside the loop, a jump into its middle) its loop starts with a small
//     dispatch on $0, with a compare for its usual back-edge first;
//   - the function's own dispatch still routes every pc, so a resumed function
//     (after the goroutine stack was unwound) finds its block; $0 is still set
//     before every jump, and set before falling into a region. Only the return
//     addresses the function pushes (PC_F<<16 | block, PC_F from the function
//     table) are taken as pcs it can be resumed at.
//   - each loop made is marked as not innermost, by a loop nested in it in an
//     if on the constant 0 (-nounroll, the default): V8 unrolls small innermost
//     loops, and the unrolled loops cost more than the restructuring saves.
//
// make wasm runs it after wasm-opt (which would drop the marks). After wasm-opt
// $0 also serves as a scratch local, but never across a segment boundary (the
// dispatch reaches every segment start with $0 holding the pc), which is the
// only place where this tool adds a write of $0.
//
// Functions whose shape is not exactly Go's are left as they are, byte for byte.
//
// Usage: loops [flags] in.wasm|in.wat out.wasm|out.wat (wasm-dis and wasm-as
// from binaryen for .wasm).
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
)

var binaryenFeatures = []string{"--enable-sign-ext", "--enable-nontrapping-float-to-int", "--enable-bulk-memory"}

func main() {
	only := flag.String("only", "", "transform only the functions whose name matches this regexp")
	stats := flag.Bool("stats", false, "print what was done to each function on stderr")
	var opts Options
	flag.BoolVar(&opts.NoDispatch, "nodispatch", false, "make only the loops that need no dispatch")
	flag.BoolVar(&opts.CallsOnly, "calls", false, "make only the loops that call a function")
	flag.BoolVar(&opts.NoUnroll, "nounroll", true, "mark the loops made so that V8 does not unroll them")
	flag.BoolVar(&opts.Forward, "forward", false, "restructure the functions without loops too")
	flag.BoolVar(&opts.MarkTop, "marktop", false, "mark the function's dispatch loop as not innermost too")
	flag.Parse()
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: loops [-only regexp] [-stats] in.wasm|in.wat out.wasm|out.wat")
		os.Exit(2)
	}
	var re *regexp.Regexp
	if *only != "" {
		re = regexp.MustCompile(*only)
	}
	in, out := flag.Arg(0), flag.Arg(1)
	text, err := readText(in)
	if err != nil {
		fatal(err)
	}
	var buf bytes.Buffer
	st, err := Transform(text, &buf, re, opts)
	if err != nil {
		fatal(err)
	}
	if *stats {
		for _, l := range st.Log {
			fmt.Fprintln(os.Stderr, l)
		}
	}
	fmt.Fprintf(os.Stderr, "loops: %d functions, %d transformed, %d regions (%d with a dispatch), %d jumps made direct\n",
		st.Funcs, st.Transformed, st.Regions, st.Dispatch, st.Direct)
	if err := writeText(out, buf.Bytes()); err != nil {
		fatal(err)
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "loops:", err)
	os.Exit(1)
}

func readText(path string) ([]byte, error) {
	if strings.HasSuffix(path, ".wat") {
		return os.ReadFile(path)
	}
	cmd := exec.Command("wasm-dis", append(binaryenFeatures, path)...)
	cmd.Stderr = os.Stderr
	return cmd.Output()
}

func writeText(path string, text []byte) error {
	if strings.HasSuffix(path, ".wat") {
		return os.WriteFile(path, text, 0o644)
	}
	cmd := exec.Command("wasm-as", append(binaryenFeatures, "-", "-o", path)...)
	cmd.Stdin = bytes.NewReader(text)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	return cmd.Run()
}

// Options are the tool's switches, the experiments beside what make wasm ships;
// main sets them from its flags (-nodispatch, -calls, -nounroll, -forward, -marktop).
type Options struct {
	// NoDispatch makes only the loops that need no dispatch (entered only at their top).
	NoDispatch bool

	// CallsOnly makes only the loops that call a function: V8 unrolls the small
	// loops without calls, and the unrolled copies cost more than they save.
	CallsOnly bool

	// NoUnroll marks each loop made as not innermost, so that V8 does not unroll it.
	NoUnroll bool

	// Forward restructures the functions without loops too: their jumps branch
	// forward directly instead of through the dispatch loop.
	Forward bool

	// MarkTop marks the function's dispatch loop too as not innermost (-nounroll).
	MarkTop bool
}

// Stats says what Transform did.
type Stats struct {
	Funcs, Transformed, Regions, Dispatch, Direct int
	Log                                           []string
}

// Transform copies the module text in to w, with the functions of Go's shape
// restructured as opts says. Only functions whose name matches only (when not nil)
// are touched.
func Transform(in []byte, w io.Writer, only *regexp.Regexp, opts Options) (*Stats, error) {
	st := &Stats{}
	bw := bufio.NewWriterSize(w, 1<<20)
	defer bw.Flush()
	// PC_F of each function: its index in Go's function table, which the
	// return addresses it pushes carry in their high bits.
	pcf := map[string][]int{}
	for _, m := range elemRE.FindAllSubmatch(in, -1) {
		base, _ := strconv.Atoi(string(m[1]))
		for i, f := range strings.Fields(string(m[2])) {
			pcf[f] = append(pcf[f], base+i)
		}
	}
	rest := in
	for len(rest) > 0 {
		i := bytes.IndexByte(rest, '\n')
		var line []byte
		if i < 0 {
			line, rest = rest, nil
		} else {
			line, rest = rest[:i+1], rest[i+1:]
		}
		if !bytes.HasPrefix(line, []byte(" (func ")) {
			bw.Write(line)
			continue
		}
		// A function runs to the line " )".
		end := bytes.Index(rest, []byte("\n )\n"))
		if end < 0 {
			return nil, fmt.Errorf("function without end: %.60s", line)
		}
		fn := append(append([]byte{}, line...), rest[:end+3]...)
		rest = rest[end+4:]
		st.Funcs++
		out, msg := transformFunc(fn, pcf, only, opts, st)
		if msg != "" {
			st.Log = append(st.Log, msg)
		}
		if out == nil {
			bw.Write(fn)
		} else {
			bw.Write(out)
			st.Transformed++
		}
		bw.WriteByte('\n')
	}
	return st, bw.Flush()
}

// Node is an S-expression: an atom, or a list whose first element is usually an atom.
type Node struct {
	Atom string
	Kids []*Node
}

func (n *Node) head() string {
	if n.Atom != "" || len(n.Kids) == 0 {
		return ""
	}
	return n.Kids[0].Atom
}

func (n *Node) label() string {
	if len(n.Kids) > 1 && strings.HasPrefix(n.Kids[1].Atom, "$") {
		return n.Kids[1].Atom
	}
	return ""
}

func atom(s string) *Node { return &Node{Atom: s} }

func list(kids ...*Node) *Node { return &Node{Kids: kids} }

func parse(b []byte) (*Node, error) {
	p := &parser{b: b}
	n, err := p.node()
	if err != nil {
		return nil, err
	}
	p.space()
	if p.i != len(p.b) {
		return nil, fmt.Errorf("trailing text at %d", p.i)
	}
	return n, nil
}

type parser struct {
	b []byte
	i int
}

func (p *parser) space() {
	for p.i < len(p.b) {
		c := p.b[p.i]
		if c == ' ' || c == '\n' || c == '\t' || c == '\r' {
			p.i++
		} else if c == ';' && p.i+1 < len(p.b) && p.b[p.i+1] == ';' {
			for p.i < len(p.b) && p.b[p.i] != '\n' {
				p.i++
			}
		} else {
			return
		}
	}
}

func (p *parser) node() (*Node, error) {
	p.space()
	if p.i >= len(p.b) {
		return nil, fmt.Errorf("unexpected end")
	}
	switch p.b[p.i] {
	case '(':
		p.i++
		n := &Node{}
		for {
			p.space()
			if p.i >= len(p.b) {
				return nil, fmt.Errorf("unclosed list")
			}
			if p.b[p.i] == ')' {
				p.i++
				return n, nil
			}
			k, err := p.node()
			if err != nil {
				return nil, err
			}
			n.Kids = append(n.Kids, k)
		}
	case ')':
		return nil, fmt.Errorf("unexpected ) at %d", p.i)
	case '"':
		j := p.i + 1
		for j < len(p.b) && p.b[j] != '"' {
			if p.b[j] == '\\' {
				j++
			}
			j++
		}
		if j >= len(p.b) {
			return nil, fmt.Errorf("unclosed string")
		}
		s := string(p.b[p.i : j+1])
		p.i = j + 1
		return atom(s), nil
	}
	j := p.i
	for j < len(p.b) {
		c := p.b[j]
		if c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '(' || c == ')' {
			break
		}
		j++
	}
	s := string(p.b[p.i:j])
	p.i = j
	return atom(s), nil
}

func print(w *bytes.Buffer, n *Node, indent int) {
	if n.Atom != "" {
		w.WriteString(n.Atom)
		return
	}
	w.WriteByte('(')
	nested := false
	for _, k := range n.Kids {
		if k.Atom == "" {
			nested = true
		}
	}
	for i, k := range n.Kids {
		if i > 0 {
			if nested && k.Atom == "" {
				w.WriteByte('\n')
				for j := 0; j <= indent; j++ {
					w.WriteByte(' ')
				}
			} else {
				w.WriteByte(' ')
			}
		}
		print(w, k, indent+1)
	}
	w.WriteByte(')')
}

// walk calls f on every node under n, parents first.
func walk(n *Node, f func(*Node)) {
	f(n)
	for _, k := range n.Kids {
		walk(k, f)
	}
}

func isSetConst(n *Node) (int, bool) {
	if n.head() != "local.set" || len(n.Kids) != 3 || n.Kids[1].Atom != "$0" {
		return 0, false
	}
	c := n.Kids[2]
	if c.head() != "i32.const" || len(c.Kids) != 2 {
		return 0, false
	}
	v, err := strconv.Atoi(c.Kids[1].Atom)
	if err != nil || v < 0 {
		return 0, false
	}
	return v, true
}

func setConst(p int) *Node {
	return list(atom("local.set"), atom("$0"), list(atom("i32.const"), atom(strconv.Itoa(p))))
}

// jump is a (local.set $0 (i32.const P)) (br $L) in segment seg; br is the br node.
type jump struct {
	seg, pc, target int
	br              *Node
}

type region struct {
	lo, hi   int
	kids     []*region
	parent   *region
	items    []item
	loop     string   // the loop's label
	before   []string // before[i]: the label of the block that ends just before item i
	dispatch bool
	order    []int  // the items in the order they are emitted
	pos      []int  // pos[i]: where item i is emitted
	exit     string // the label of a block around the loop, to leave it
}

type item struct {
	seg int     // the segment, when sub is nil
	sub *region // a nested region
}

func (r *region) contains(s int) bool { return r.lo <= s && s <= r.hi }

// inside says whether r is inside a, and not a itself.
func (r *region) inside(a *region) bool {
	for p := r.parent; p != nil; p = p.parent {
		if p == a {
			return true
		}
	}
	return false
}

func (r *region) itemOf(s int) int {
	for i, it := range r.items {
		if it.sub == nil && it.seg == s || it.sub != nil && it.sub.contains(s) {
			return i
		}
	}
	panic("segment not in region")
}

func (r *region) first(it item) (lo, hi int) {
	if it.sub == nil {
		return it.seg, it.seg
	}
	return it.sub.lo, it.sub.hi
}

var elemRE = regexp.MustCompile(`(?m)^ \(elem \(i32\.const (\d+)\) ([^()\n]*)\)$`)

var funcName = regexp.MustCompile(`^ \(func (\$\S+)`)

// transformFunc returns the new text of the function, or nil to keep it.
func transformFunc(text []byte, pcfs map[string][]int, only *regexp.Regexp, opts Options, st *Stats) ([]byte, string) {
	m := funcName.FindSubmatch(text)
	if m == nil {
		return nil, ""
	}
	name := string(m[1])
	if only != nil && !only.MatchString(name) {
		return nil, ""
	}
	if !bytes.Contains(text, []byte("br_table")) || !bytes.Contains(text, []byte("(loop")) {
		return nil, ""
	}
	fn, err := parse(text)
	if err != nil {
		return nil, fmt.Sprintf("%s: not parsed: %v", name, err)
	}
	r0, d0, j0 := st.Regions, st.Dispatch, st.Direct
	if len(pcfs[name]) == 0 {
		return nil, name + ": left: not in the function table"
	}
	why := restructure(fn, pcfs[name], opts, st)
	if why == "" {
		return printFunc(fn), fmt.Sprintf("%s: %d regions, %d with a dispatch, %d jumps direct", name, st.Regions-r0, st.Dispatch-d0, st.Direct-j0)
	}
	if why != "" {
		return nil, fmt.Sprintf("%s: left: %s", name, why)
	}
	return nil, ""
}

func printFunc(fn *Node) []byte {
	var w bytes.Buffer
	w.WriteByte(' ')
	print(&w, fn, 1)
	return w.Bytes()
}

// restructure rewrites fn in place, or says why it did not (and then fn is unchanged).
// pcfs holds the function's PC_F, the high bits of the return addresses it pushes.
func restructure(fn *Node, pcfs []int, opts Options, st *Stats) string {
	f, why := readGoFunc(fn)
	if why != "" {
		return why
	}
	if why := f.findJumps(fn, pcfs); why != "" {
		return why
	}
	// The regions that the switches leave out go with their back-edges, and
	// the rest are planned again.
	excluded := map[[2]int]bool{}
	for {
		f.resetJumps()
		pl, why := newPlan(f, excluded, opts)
		if why != "" {
			f.resetJumps()
			return why
		}
		if drop := pl.dropped(); len(drop) > 0 {
			for _, d := range drop {
				excluded[d] = true
			}
			continue
		}
		f.loop.Kids = append([]*Node{f.loop.Kids[0], f.loop.Kids[1]}, pl.emit(pl.top)...)
		st.Regions += pl.regions
		st.Dispatch += pl.dispatch
		st.Direct += pl.direct
		return ""
	}
}

// goFunc is a function of Go's shape, as readGoFunc and findJumps find it.
type goFunc struct {
	loop     *Node          // the dispatch loop
	L        string         // its label
	segs     [][]*Node      // the segments, first to last
	seglabel map[string]int // seglabel[l]: the segment after the chain's block l
	pcSeg    []int          // the dispatch's table: pc -> segment
	jumps    []*jump
	entries  []int // pcs the function can be entered with
}

// readGoFunc reads fn as Go compiles a function: its signature, its dispatch
// loop, the chain of blocks in it with the br_table on $0 innermost, and the
// segment after each block. It says why when fn is not of that shape.
func readGoFunc(fn *Node) (*goFunc, string) {
	if len(fn.Kids) < 2 || fn.Kids[1].Atom == "" {
		return nil, "no name"
	}
	// The signature: (param $0 i32) (result i32), Go's calling convention.
	var body []*Node
	sig := ""
	for i, k := range fn.Kids[2:] {
		h := k.head()
		if h == "param" || h == "result" {
			sig += "(" + h
			for _, a := range k.Kids[1:] {
				sig += " " + a.Atom
			}
			sig += ")"
			continue
		}
		if h == "local" || h == "type" {
			continue
		}
		body = fn.Kids[2+i:]
		break
	}
	if sig != "(param $0 i32)(result i32)" {
		return nil, "signature " + sig
	}
	// The dispatch loop: at the top of the body, or in the unwinding exit block.
	var loop *Node
	for _, k := range body {
		if k.head() == "loop" {
			if loop != nil {
				return nil, "two loops"
			}
			loop = k
		}
		if k.head() == "block" && len(k.Kids) == 4 && k.Kids[2].head() == "loop" && k.Kids[3].head() == "unreachable" {
			if loop != nil {
				return nil, "two loops"
			}
			loop = k.Kids[2]
		}
	}
	if loop == nil || loop.label() == "" {
		return nil, "no dispatch loop"
	}
	// The chain of blocks, outermost first, and the segments after them.
	var chain []*Node
	var segsOut [][]*Node
	node := loop
	var table *Node
	for {
		if len(node.Kids) < 3 {
			return nil, "short block"
		}
		inner := node.Kids[2]
		if node != loop && inner.head() == "br_table" && len(node.Kids) == 3 {
			table = inner
			break
		}
		if inner.head() != "block" || inner.label() == "" {
			return nil, "no block chain"
		}
		segsOut = append(segsOut, node.Kids[3:])
		chain = append(chain, inner)
		node = inner
	}
	n := len(chain)
	f := &goFunc{loop: loop, L: loop.label(), segs: make([][]*Node, n), seglabel: map[string]int{}}
	for i := 0; i < n; i++ {
		f.segs[i] = segsOut[n-1-i]
		f.seglabel[chain[n-1-i].label()] = i
	}
	// The table: pc -> segment.
	tk := table.Kids[1:]
	if len(tk) < 2 || tk[len(tk)-1].head() != "local.get" || len(tk[len(tk)-1].Kids) != 2 || tk[len(tk)-1].Kids[1].Atom != "$0" {
		return nil, "dispatch not on $0"
	}
	for _, l := range tk[:len(tk)-1] {
		s, ok := f.seglabel[l.Atom]
		if !ok {
			return nil, "br_table target outside the chain"
		}
		f.pcSeg = append(f.pcSeg, s)
	}
	return f, ""
}

// segOf is the segment that the dispatch sends pc p to.
func (f *goFunc) segOf(p int) int {
	if p >= len(f.pcSeg) {
		return f.pcSeg[len(f.pcSeg)-1]
	}
	return f.pcSeg[p]
}

// findJumps finds the jumps of f and the pcs it can be entered with, and
// says why not when $L or a label of the chain is used otherwise. fn is f's
// function, and pcfs its PC_F.
func (f *goFunc) findJumps(fn *Node, pcfs []int) string {
	uses := 0
	f.entries = append(f.entries, 0)
	// The resume points: the return addresses the function pushes before its
	// calls (PC_F<<16 | the block after the call; a deferreturn resumes at the
	// call's own block, hence -1 too), wherever they are in the function.
	walk(fn, func(x *Node) {
		if x.head() == "i64.const" && len(x.Kids) == 2 {
			if v, err := strconv.ParseInt(x.Kids[1].Atom, 10, 64); err == nil && slices.Contains(pcfs, int(v>>16)) {
				f.entries = append(f.entries, int(v&0xffff), int(v&0xffff)-1)
			}
		}
	})
	for s, seg := range f.segs {
		for _, top := range seg {
			bad := ""
			walk(top, func(x *Node) {
				if x.Atom != "" {
					if x.Atom == f.L {
						uses++
					}
					if _, ok := f.seglabel[x.Atom]; ok {
						bad = "chain label used in a segment"
					}
					return
				}
				switch x.head() {
				case "loop":
					bad = "nested loop"
				}
				for i, k := range x.Kids {
					if f.isJump(k) {
						if i == 0 {
							bad = "br first"
							continue
						}
						if !f.addJump(s, x.Kids[i-1], k) {
							bad = "br $L without a set"
						}
					}
				}
			})
			if bad != "" {
				return bad
			}
		}
	}
	// Top-level instructions of a segment are children of the chain blocks, which
	// walk does not see as parents: check them too.
	for s, seg := range f.segs {
		for i, k := range seg {
			if f.isJump(k) {
				if i == 0 {
					return "br first in segment"
				}
				if !f.addJump(s, seg[i-1], k) {
					return "br $L without a set"
				}
			}
		}
	}
	if uses != len(f.jumps) {
		return fmt.Sprintf("$L used %d times, %d jumps", uses, len(f.jumps))
	}
	return ""
}

// isJump says whether n is a (br $L).
func (f *goFunc) isJump(n *Node) bool {
	return n.head() == "br" && len(n.Kids) == 2 && n.Kids[1].Atom == f.L
}

// addJump adds the jump of segment s that is set, then br; it says false when
// set is not a (local.set $0 (i32.const P)).
func (f *goFunc) addJump(s int, set, br *Node) bool {
	p, ok := isSetConst(set)
	if ok {
		f.jumps = append(f.jumps, &jump{seg: s, pc: p, target: f.segOf(p), br: br})
	}
	return ok
}

// resetJumps points every jump at $L again, as in the function read.
func (f *goFunc) resetJumps() {
	for _, j := range f.jumps {
		j.br.Kids[1] = atom(f.L)
	}
}

// plan is the new shape of a goFunc, but for the back-edges excluded: its
// regions, with the order of their items, and what each of their loops needs.
// Making it points the jumps at their new targets.
type plan struct {
	*goFunc
	opts      Options
	backEdges [][2]int                 // the back-edges that the regions are made of, before merging
	top       *region                  // the whole function: its dispatch loop
	all       []*region                // top, then the other regions, each after those around it
	labels    int                      // the labels made so far
	reach     map[*region]map[int]bool // the pcs that arrive at the top of each region's loop
	backPCs   map[*region]map[int]bool // those of them that branch back to the loop from inside
	tails     map[*region][][]*Node    // tails[r][i]: the code after item i of r, where it falls through
	direct    int                      // the jumps made direct
	regions   int                      // the regions emitted
	dispatch  int                      // those of them with a dispatch
}

// newPlan plans f's regions without the back-edges excluded, or says why f
// is to be left as it is.
func newPlan(f *goFunc, excluded map[[2]int]bool, opts Options) (*plan, string) {
	pl := &plan{goFunc: f, opts: opts}
	if why := pl.findRegions(excluded); why != "" {
		return nil, why
	}
	pl.makeItems()
	pl.orderItems()
	pl.routeJumps()
	if why := pl.fallThroughs(); why != "" {
		return nil, why
	}
	pl.markDispatch()
	return pl, ""
}

// findRegions makes the regions: one per back-edge, from its target to its
// segment, merged while they cross until they nest, in a tree under top.
func (pl *plan) findRegions(excluded map[[2]int]bool) string {
	var ivs [][2]int
	for _, j := range pl.jumps {
		if j.target <= j.seg && !excluded[[2]int{j.target, j.seg}] {
			ivs = append(ivs, [2]int{j.target, j.seg})
		}
	}
	pl.backEdges = slices.Clone(ivs)
	if len(ivs) == 0 && !pl.opts.Forward {
		return "no loop"
	}
	for changed := true; changed; {
		changed = false
		for a := 0; a < len(ivs) && !changed; a++ {
			for b := 0; b < len(ivs) && !changed; b++ {
				x, y := ivs[a], ivs[b]
				if a != b && x[0] < y[0] && y[0] <= x[1] && x[1] < y[1] {
					ivs[a] = [2]int{x[0], y[1]}
					ivs = append(ivs[:b], ivs[b+1:]...)
					changed = true
				}
			}
		}
	}
	sort.Slice(ivs, func(a, b int) bool {
		if ivs[a][0] != ivs[b][0] {
			return ivs[a][0] < ivs[b][0]
		}
		return ivs[a][1] > ivs[b][1]
	})
	n := len(pl.segs)
	pl.top = &region{lo: 0, hi: n - 1, loop: pl.L}
	pl.all = []*region{pl.top}
	var prev [2]int
	for i, iv := range ivs {
		if i > 0 && iv == prev {
			continue
		}
		prev = iv
		if iv[0] == 0 && iv[1] == n-1 {
			continue
		}
		r := &region{lo: iv[0], hi: iv[1]}
		p := pl.innermost(r.lo)
		r.parent = p
		p.kids = append(p.kids, r)
		pl.all = append(pl.all, r)
	}
	return ""
}

// makeItems divides each region into its items, its segments and the regions
// right inside it, and labels its loop and the block before each item.
func (pl *plan) makeItems() {
	for _, r := range pl.all {
		if r != pl.top {
			r.loop = pl.newLabel()
		}
		for s := r.lo; s <= r.hi; {
			var sub *region
			for _, k := range r.kids {
				if k.lo == s {
					sub = k
				}
			}
			if sub != nil {
				r.items = append(r.items, item{sub: sub})
				s = sub.hi + 1
			} else {
				r.items = append(r.items, item{seg: s})
				s++
			}
			r.before = append(r.before, pl.newLabel()) // by position
		}
	}
}

func (pl *plan) newLabel() string {
	pl.labels++
	return fmt.Sprintf("$go$%d", pl.labels)
}

// innermost is the smallest region that holds segment s.
func (pl *plan) innermost(s int) *region {
	r := pl.top
	for {
		var next *region
		for _, k := range r.kids {
			if k.contains(s) {
				next = k
			}
		}
		if next == nil {
			return r
		}
		r = next
	}
}

// common is the smallest region that holds segments a and b.
func (pl *plan) common(a, b int) *region {
	r := pl.innermost(a)
	for !r.contains(b) {
		r = r.parent
	}
	return r
}

// orderItems chooses the order of each region's items: a region whose entries
// from outside all land in one item starts with that item (Go puts a loop's
// condition after its body and jumps into it), so that its loop needs no dispatch.
func (pl *plan) orderItems() {
	for _, r := range pl.all {
		r.order = make([]int, len(r.items))
		r.pos = make([]int, len(r.items))
		for i := range r.items {
			r.order[i] = i
		}
		if r == pl.top {
			continue
		}
		in := map[int]bool{} // items entered from outside
		for _, j := range pl.jumps {
			if !r.contains(j.seg) && r.contains(j.target) {
				in[r.itemOf(j.target)] = true
			}
		}
		for _, p := range pl.entries {
			if p >= 0 && r.contains(pl.segOf(p)) {
				in[r.itemOf(pl.segOf(p))] = true
			}
		}
		if r.lo == 0 || canFall(pl.segs, r.lo-1) {
			in[0] = true
		}
		if len(in) == 1 {
			for h := range in {
				for k := range r.order {
					r.order[k] = (h + k) % len(r.items)
				}
			}
		}
	}
	for _, r := range pl.all {
		for k, i := range r.order {
			r.pos[i] = k
		}
	}
}

// routeJumps points each jump at where it now goes, in the smallest region
// that holds both its ends: forwards to the block that ends before its target,
// backwards to that region's loop. It notes the pcs that so reach the top of
// each region's loop, and those the function is entered with.
func (pl *plan) routeJumps() {
	pl.reach = map[*region]map[int]bool{}
	pl.backPCs = map[*region]map[int]bool{}
	for _, j := range pl.jumps {
		c := pl.common(j.seg, j.target)
		a, b := c.itemOf(j.seg), c.itemOf(j.target)
		if c.pos[b] > c.pos[a] {
			j.br.Kids[1] = atom(c.before[c.pos[b]])
			pl.direct++
		} else {
			j.br.Kids[1] = atom(c.loop)
			addPC(pl.reach, c, j.pc)
			addPC(pl.backPCs, c, j.pc)
		}
		pl.enter(c, j.target, j.pc)
	}
	for _, p := range pl.entries {
		if p < 0 {
			continue
		}
		for _, r := range pl.all {
			if r.contains(pl.segOf(p)) {
				addPC(pl.reach, r, p)
			}
		}
	}
}

// fallThroughs makes the tails: the code that follows an item that can run on
// into the next one where the next is not emitted right after it, which sets
// $0 and branches on to it (forwards, or back to the region's loop), or leaves
// the region after its last item. Before a region's loop emitted right after,
// the tail only sets $0.
func (pl *plan) fallThroughs() string {
	firstPC := map[int]int{}
	for p := len(pl.pcSeg) - 1; p >= 0; p-- {
		firstPC[pl.pcSeg[p]] = p
	}
	pl.tails = map[*region][][]*Node{}
	for _, r := range pl.all {
		pl.tails[r] = make([][]*Node, len(r.items))
		for i, it := range r.items {
			if it.sub == nil && !canFall(pl.segs, it.seg) {
				continue
			}
			if i+1 == len(r.items) {
				if r.pos[i] != len(r.items)-1 {
					r.exit = pl.newLabel()
					pl.tails[r][i] = []*Node{list(atom("br"), atom(r.exit))}
				}
				continue
			}
			lo, _ := r.first(r.items[i+1])
			p, ok := firstPC[lo]
			if !ok {
				return "no pc for a segment"
			}
			if r.pos[i+1] == r.pos[i]+1 {
				if r.items[i+1].sub != nil {
					pl.tails[r][i] = []*Node{setConst(p)}
					pl.enter(r, lo, p)
				}
				continue
			}
			var br *Node
			if r.pos[i+1] > r.pos[i] {
				br = list(atom("br"), atom(r.before[r.pos[i+1]]))
			} else {
				br = list(atom("br"), atom(r.loop))
				addPC(pl.reach, r, p)
				addPC(pl.backPCs, r, p)
			}
			pl.tails[r][i] = []*Node{setConst(p), br}
			pl.enter(r, lo, p)
		}
	}
	return ""
}

// enter notes pc p as reaching the top of the regions under c that hold
// segment target: a jump in c into them.
func (pl *plan) enter(c *region, target, p int) {
	for _, r := range pl.all {
		if r.contains(target) && r.inside(c) {
			addPC(pl.reach, r, p)
		}
	}
}

func addPC(m map[*region]map[int]bool, r *region, p int) {
	if m[r] == nil {
		m[r] = map[int]bool{}
	}
	m[r][p] = true
}

// markDispatch marks the regions whose loop needs a dispatch: those reached
// with a pc outside the item they start with.
func (pl *plan) markDispatch() {
	for _, r := range pl.all {
		lo, hi := r.first(r.items[r.order[0]])
		for p := range pl.reach[r] {
			if s := pl.segOf(p); s < lo || s > hi {
				r.dispatch = true
			}
		}
	}
}

// dropped returns the back-edges of the regions that the switches leave out
// (-nodispatch, -calls): those that made each such region, not those of the
// regions inside it.
func (pl *plan) dropped() [][2]int {
	if !pl.opts.NoDispatch && !pl.opts.CallsOnly {
		return nil
	}
	var drop [][2]int
	for _, r := range pl.all {
		if r == pl.top || !(pl.opts.NoDispatch && r.dispatch || pl.opts.CallsOnly && !hasCall(pl.segs[r.lo:r.hi+1])) {
			continue
		}
		for _, iv := range pl.backEdges {
			if iv[0] < r.lo || iv[1] > r.hi {
				continue
			}
			inner := false
			for _, k := range r.kids {
				if k.lo <= iv[0] && iv[1] <= k.hi {
					inner = true
				}
			}
			if !inner {
				drop = append(drop, iv)
			}
		}
	}
	return drop
}

// emit returns the body of r's loop, innermost regions first: the blocks that
// end before its items, in the order chosen, around its dispatch, each
// followed by its item and the item's tail.
func (pl *plan) emit(r *region) []*Node {
	disp := pl.dispatchCode(r)
	if r != pl.top {
		pl.regions++
	}
	code := func(i int) []*Node {
		var c []*Node
		it := r.items[i]
		if it.sub == nil {
			c = append(c, pl.segs[it.seg]...)
		} else {
			l := list(append([]*Node{atom("loop"), atom(it.sub.loop)}, pl.emit(it.sub)...)...)
			if it.sub.exit != "" {
				l = list(atom("block"), atom(it.sub.exit), l)
			}
			c = append(c, l)
		}
		return append(c, pl.tails[r][i]...)
	}
	cur := list(append([]*Node{atom("block"), atom(r.before[0])}, disp...)...)
	for k := 0; k+1 < len(r.order); k++ {
		cur = list(append([]*Node{atom("block"), atom(r.before[k+1]), cur}, code(r.order[k])...)...)
	}
	body := append([]*Node{cur}, code(r.order[len(r.order)-1])...)
	if (r != pl.top || pl.opts.MarkTop) && pl.opts.NoUnroll {
		// A loop nested in this one, in a branch never taken: V8 unrolls
		// only the innermost loops, as the code reads.
		body = append([]*Node{list(atom("if"), list(atom("i32.const"), atom("0")), list(atom("then"), list(atom("loop"))))}, body...)
	}
	return body
}

// dispatchCode is the code at the top of r's loop that branches on $0 to the
// item of each pc: the function's own br_table for top, and for a region with
// a dispatch a br_table over the pcs up to the largest that reaches it, after
// a compare for its one back-edge into its first item when it has only that one.
func (pl *plan) dispatchCode(r *region) []*Node {
	if r == pl.top {
		t := list(atom("br_table"))
		for p := range pl.pcSeg {
			t.Kids = append(t.Kids, atom(r.before[r.pos[r.itemOf(pl.pcSeg[p])]]))
		}
		t.Kids = append(t.Kids, list(atom("local.get"), atom("$0")))
		return []*Node{t}
	}
	if !r.dispatch {
		return nil
	}
	pl.dispatch++
	var disp []*Node
	h := r.items[r.order[0]]
	if h.sub == nil && len(pl.backPCs[r]) == 1 {
		for p := range pl.backPCs[r] {
			if pl.segOf(p) == h.seg {
				disp = append(disp, list(atom("br_if"), atom(r.before[0]),
					list(atom("i32.eq"), list(atom("local.get"), atom("$0")), list(atom("i32.const"), atom(strconv.Itoa(p))))))
			}
		}
	}
	maxp := 0
	for p := range pl.reach[r] {
		maxp = max(maxp, p)
	}
	t := list(atom("br_table"))
	for p := 0; p <= maxp && p < len(pl.pcSeg); p++ {
		l := r.before[0]
		if r.contains(pl.pcSeg[p]) {
			l = r.before[r.pos[r.itemOf(pl.pcSeg[p])]]
		}
		t.Kids = append(t.Kids, atom(l))
	}
	t.Kids = append(t.Kids, atom(r.before[0]), list(atom("local.get"), atom("$0")))
	return append(disp, t)
}

// hasCall says whether the segments call a function.
func hasCall(segs [][]*Node) bool {
	found := false
	for _, seg := range segs {
		for _, n := range seg {
			walk(n, func(x *Node) {
				if h := x.head(); h == "call" || h == "call_indirect" {
					found = true
				}
			})
		}
	}
	return found
}

// canFall says whether segment s can run on into the next one: it does not
// end with a br, return or unreachable.
func canFall(segs [][]*Node, s int) bool {
	seg := segs[s]
	if len(seg) == 0 {
		return true
	}
	switch seg[len(seg)-1].head() {
	case "br", "return", "unreachable":
		return false
	}
	return true
}
