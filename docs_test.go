//go:build !js

package main // docs_test.go: every link, path and command named in the project's documents exists.

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/draughts/draughts/engine/cli"
)

// TestDocuments reads README.md and every other document of the project
// (*.md outside testdata, node_modules and build outputs) and checks that
// relative links lead to files, #anchors to headings (GitHub's rules), paths
// in code to files or folders, `make X` to a Makefile target and `draughts X`
// to a subcommand of engine/cli.
func TestDocuments(t *testing.T) {
	docs := findDocuments(t, ".")
	if len(docs) < 2 {
		t.Fatalf("found only %v: the documents are missing", docs)
	}
	c := docChecker{
		targets:  makeTargets(t, "Makefile"),
		commands: subcommands(t),
		headings: map[string]map[string]bool{},
	}
	for _, d := range docs {
		for _, p := range c.check(d) {
			t.Error(p)
		}
	}
}

// TestDocumentCheckerFindsBreakage runs the checker on a made-up document
// with one of each kind of fault, so that the test above cannot pass by
// checking nothing.
func TestDocumentCheckerFindsBreakage(t *testing.T) {
	dir := t.TempDir()
	doc := filepath.Join(dir, "README.md")
	text := "# Title\n\n## A `code` heading: with punctuation\n\n" +
		"[ok](#title) [ok](#a-code-heading-with-punctuation) [ok](other.md#other-heading) [ok](https://example.org/x)\n" +
		"[bad file](missing.md) [bad anchor](#nowhere) [bad anchor elsewhere](other.md#nowhere)\n\n" +
		"Run `make serve` and `make no-such-target`, `draughts perft 6` and `draughts no-such-command`.\n\n" +
		"```sh\nmake test\n./draughts hub\nmake missing-in-block\n./draughts missing-in-block\ngo run ./nowhere/cmd\n```\n\n" +
		"See `engine/no_such_file.go` and `engine/search.go`.\n"
	if err := os.WriteFile(doc, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "other.md"), []byte("# Other heading\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c := docChecker{
		root:     ".",
		targets:  map[string]bool{"serve": true, "test": true},
		commands: map[string]bool{"perft": true, "hub": true},
		headings: map[string]map[string]bool{},
	}
	got := strings.Join(c.check(doc), "\n")
	for _, want := range []string{
		`"missing.md"`, `"#nowhere"`, `"other.md#nowhere"`,
		`make no-such-target`, `make missing-in-block`,
		`draughts no-such-command`, `draughts missing-in-block`,
		`./nowhere/cmd`, `engine/no_such_file.go`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the checker did not report %s; it reported:\n%s", want, got)
		}
	}
	if n := strings.Count(got, "\n") + 1; n != 9 {
		t.Errorf("the checker reported %d problems, want 9:\n%s", n, got)
	}
}

// findDocuments lists the *.md files under root that are the project's own
// documents (not third-party test data or installed packages).
func findDocuments(t *testing.T, root string) []string {
	var docs []string
	skip := map[string]bool{".git": true, "node_modules": true, "testdata": true, "out": true, "dist": true, "egdb": true}
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && skip[d.Name()] {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".md") {
			docs = append(docs, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return docs
}

// makeTargets reads the explicit targets of a Makefile ("name: deps").
func makeTargets(t *testing.T, path string) map[string]bool {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rule := regexp.MustCompile(`^([A-Za-z0-9_-][A-Za-z0-9_. -]*):([^=]|$)`)
	targets := map[string]bool{}
	for _, line := range strings.Split(string(b), "\n") {
		if m := rule.FindStringSubmatch(line); m != nil {
			for _, name := range strings.Fields(m[1]) {
				targets[name] = true
			}
		}
	}
	if !targets["serve"] || !targets["test"] {
		t.Fatalf("%s: found no serve and test targets among %v", path, targets)
	}
	return targets
}

// subcommands asks engine/cli for its subcommands: with no arguments it
// prints its usage, one "  name  summary" line per subcommand.
func subcommands(t *testing.T) map[string]bool {
	var usage bytes.Buffer
	cli.Run(nil, strings.NewReader(""), io.Discard, &usage)
	cmds := map[string]bool{}
	for _, line := range strings.Split(usage.String(), "\n") {
		if strings.HasPrefix(line, "  ") {
			if f := strings.Fields(line); len(f) > 0 {
				cmds[f[0]] = true
			}
		}
	}
	if !cmds["perft"] || !cmds["hub"] {
		t.Fatalf("the usage of engine/cli lists no perft and hub subcommands:\n%s", usage.String())
	}
	return cmds
}

type docChecker struct {
	root     string // the repository (paths in code are relative to it); "" = "."
	targets  map[string]bool
	commands map[string]bool
	headings map[string]map[string]bool // anchors per document, read once
}

var (
	fence      = regexp.MustCompile("^\\s*(```|~~~)")
	codeSpan   = regexp.MustCompile("(?s)(`+)(.+?)(`+)")
	mdLink     = regexp.MustCompile(`\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
	htmlLink   = regexp.MustCompile(`(?:src|href)="([^"]+)"`)
	scheme     = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)
	makeCmd    = regexp.MustCompile(`(?:^|[\s;&|(])make((?:\s+[A-Z_][A-Z0-9_]*=\S*)*)\s+([a-z][a-z0-9_-]*)`)
	draughtsCm = regexp.MustCompile(`(?:^|[\s;&|(])(?:\./)?draughts(?:\.exe)?\s+([a-z][a-z0-9_-]*)`)
	goCmd      = regexp.MustCompile(`\bgo\s+(?:run|test|build|generate|vet|list)\b[^\n]*`)
	dotPath    = regexp.MustCompile(`(?:^|\s)(\./[A-Za-z0-9_./-]+)`)
	repoPath   = regexp.MustCompile(`^(?:engine|render|input|wasm|web|\.ci)(?:/[A-Za-z0-9_.-]+)*/?$`)
)

// generated names build outputs that documents name but git does not hold.
var generated = regexp.MustCompile(`(\.wasm|\.br|\.gz|/wasm_exec\.js|/version\.js|/version\.json|/zh\.otf|\.ttf)$|^web/bench/out/`)

// check returns one line per problem found in the document at path.
func (c *docChecker) check(path string) []string {
	b, err := os.ReadFile(path)
	if err != nil {
		return []string{err.Error()}
	}
	var problems []string
	bad := func(line int, format string, a ...any) {
		problems = append(problems, fmt.Sprintf("%s:%d: %s", path, line, fmt.Sprintf(format, a...)))
	}
	// Prose is read a paragraph at a time, since a code span may go on over
	// a line break; code blocks a line at a time.
	var para []string
	paraStart := 0
	flush := func() {
		text := strings.Join(para, "\n")
		lineOf := func(offset int) int { return paraStart + strings.Count(text[:offset], "\n") }
		for _, m := range codeSpan.FindAllStringSubmatchIndex(text, -1) {
			code := strings.ReplaceAll(text[m[4]:m[5]], "\n", " ")
			c.checkCode(code, true, func(format string, a ...any) { bad(lineOf(m[0]), format, a...) })
		}
		prose := codeSpan.ReplaceAllStringFunc(text, func(span string) string {
			return strings.Repeat("\n", strings.Count(span, "\n")) + "code"
		})
		for _, re := range []*regexp.Regexp{mdLink, htmlLink} {
			for _, m := range re.FindAllStringSubmatchIndex(prose, -1) {
				target := prose[m[2]:m[3]]
				if msg := c.checkLink(path, target); msg != "" {
					bad(paraStart+strings.Count(prose[:m[0]], "\n"), "link %q: %s", target, msg)
				}
			}
		}
		para = para[:0]
	}
	inFence := false
	for i, line := range strings.Split(string(b), "\n") {
		n := i + 1
		switch {
		case fence.MatchString(line):
			flush()
			inFence = !inFence
		case inFence:
			c.checkCode(line, false, func(format string, a ...any) { bad(n, format, a...) })
		case strings.TrimSpace(line) == "":
			flush()
		default:
			if len(para) == 0 {
				paraStart = n
			}
			para = append(para, line)
		}
	}
	flush()
	return problems
}

// checkCode checks the commands and paths in a piece of code: a line of a
// code block, or an inline code span (span: a path alone is checked too).
func (c *docChecker) checkCode(code string, span bool, bad func(format string, a ...any)) {
	if i := strings.Index(code, "#"); i >= 0 && !span {
		// A shell comment is prose, but may name a make target ("# ... not
		// part of make test"); "./draughts for this machine" is not a command.
		c.checkMake(code[i+1:], bad)
		code = code[:i]
	}
	c.checkMake(code, bad)
	for _, m := range draughtsCm.FindAllStringSubmatch(code, -1) {
		if !c.commands[m[1]] {
			bad("draughts %s: engine/cli has no subcommand %q", m[1], m[1])
		}
	}
	for _, g := range goCmd.FindAllString(code, -1) {
		for _, m := range dotPath.FindAllStringSubmatch(g, -1) {
			p := strings.TrimSuffix(strings.TrimSuffix(m[1], "/..."), "/")
			if !c.exists(p) {
				bad("%s: %s does not exist", strings.TrimSpace(g), m[1])
			}
		}
	}
	if span && repoPath.MatchString(code) && !generated.MatchString(code) && !c.exists(code) {
		bad("%s does not exist", code)
	}
}

// checkMake checks that every `make X` in code names a target.
func (c *docChecker) checkMake(code string, bad func(format string, a ...any)) {
	for _, m := range makeCmd.FindAllStringSubmatch(code, -1) {
		if !c.targets[m[2]] {
			bad("make %s: the Makefile has no target %q", m[2], m[2])
		}
	}
}

// exists says whether a path relative to the repository exists.
func (c *docChecker) exists(p string) bool {
	root := c.root
	if root == "" {
		root = "."
	}
	_, err := os.Stat(filepath.Join(root, filepath.FromSlash(p)))
	return err == nil
}

// checkLink returns what is wrong with a link target in the document at
// path, or "".
func (c *docChecker) checkLink(path, target string) string {
	if scheme.MatchString(target) || strings.HasPrefix(target, "//") {
		return "" // another site: not checked here
	}
	file, anchor, _ := strings.Cut(target, "#")
	dest := path
	if file != "" {
		dest = filepath.Join(filepath.Dir(path), filepath.FromSlash(file))
		if _, err := os.Stat(dest); err != nil {
			return "no such file"
		}
	}
	if anchor == "" {
		return ""
	}
	if !strings.HasSuffix(dest, ".md") {
		return "an anchor into a file that is not a document"
	}
	if c.headings[dest] == nil {
		c.headings[dest] = anchors(dest)
	}
	if !c.headings[dest][anchor] {
		return fmt.Sprintf("%s has no heading with the anchor %q", dest, anchor)
	}
	return ""
}

// anchors returns the anchors GitHub makes for the headings of a document.
func anchors(path string) map[string]bool {
	b, err := os.ReadFile(path)
	out := map[string]bool{}
	if err != nil {
		return out
	}
	seen := map[string]int{}
	inFence := false
	for _, line := range strings.Split(string(b), "\n") {
		if fence.MatchString(line) {
			inFence = !inFence
			continue
		}
		if inFence || !strings.HasPrefix(line, "#") {
			continue
		}
		text := strings.TrimLeft(line, "#")
		if len(line)-len(text) > 6 || (text != "" && text[0] != ' ') {
			continue
		}
		s := slug(text)
		if k := seen[s]; k > 0 {
			out[fmt.Sprintf("%s-%d", s, k)] = true
		} else {
			out[s] = true
		}
		seen[s]++
	}
	return out
}

// slug is GitHub's anchor for a heading's text: the text as rendered (code
// marks, emphasis and link targets gone), lower case, every character but
// letters, digits, '_', '-' and spaces dropped, spaces turned into '-'.
func slug(heading string) string {
	text := mdLink.ReplaceAllStringFunc(strings.TrimSpace(heading), func(l string) string {
		return l[1:strings.Index(l, "](")]
	})
	text = strings.NewReplacer("`", "", "*", "").Replace(text)
	var b strings.Builder
	for _, r := range strings.ToLower(text) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
