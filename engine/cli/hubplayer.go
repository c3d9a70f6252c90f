//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // hubplayer.go: an external engine spoken to over the Hub protocol, as a match player.

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/hub"
)

// hubEngine is one running external engine process.
type hubEngine struct {
	path  string
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string // stdout lines; closed when the process ends
	level string      // the level command sent before every search
	wait  time.Duration
}

// startHubEngine starts path with args and does the hub/init handshake,
// sending the set-param lines params before init. level is the Hub level
// command ("level move-time=0.1"); wait bounds each answer (a silent engine
// loses the game instead of hanging the match).
func startHubEngine(path string, args []string, params []string, level string, wait time.Duration) (*hubEngine, error) {
	cmd := exec.Command(path, args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("hub engine %s: %v", path, err)
	}
	e := &hubEngine{path: path, cmd: cmd, in: in, lines: make(chan string, 64), level: level, wait: wait}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			e.lines <- sc.Text()
		}
		close(e.lines)
	}()
	if err := e.send("hub"); err != nil {
		e.close()
		return nil, err
	}
	if _, err := e.expect("wait"); err != nil {
		e.close()
		return nil, err
	}
	for _, p := range params {
		if err := e.send(p); err != nil {
			e.close()
			return nil, err
		}
	}
	if err := e.send("init"); err != nil {
		e.close()
		return nil, err
	}
	if _, err := e.expect("ready"); err != nil {
		e.close()
		return nil, err
	}
	return e, nil
}

func (e *hubEngine) send(line string) error {
	if _, err := io.WriteString(e.in, line+"\n"); err != nil {
		return fmt.Errorf("hub engine %s: writing %q: %v", e.path, line, err)
	}
	return nil
}

// expect reads lines until one starts with the word cmd and returns it.
func (e *hubEngine) expect(cmd string) (string, error) {
	timer := time.NewTimer(e.wait)
	defer timer.Stop()
	for {
		select {
		case line, ok := <-e.lines:
			if !ok {
				return "", fmt.Errorf("hub engine %s ended while we waited for %q", e.path, cmd)
			}
			if f := strings.Fields(line); len(f) > 0 && f[0] == cmd {
				return line, nil
			}
		case <-timer.C:
			return "", fmt.Errorf("hub engine %s: no %q within %v", e.path, cmd, e.wait)
		}
	}
}

// newGame tells the engine a new game starts.
func (e *hubEngine) newGame() error { return e.send("new-game") }

// move asks for a move in the game from start after moves, with the level
// command level ("" = the engine's own).
func (e *hubEngine) move(start engine.Position, moves []engine.Move, pos engine.Position, level string) (engine.Move, error) {
	if level == "" {
		level = e.level
	}
	var hm []string
	p := start
	for _, m := range moves {
		hm = append(hm, p.HubMove(m))
		p = p.Play(m)
	}
	cmd := "pos pos=" + hub.FormatPosition(start)
	if len(hm) > 0 {
		cmd += ` moves="` + strings.Join(hm, " ") + `"`
	}
	for _, l := range []string{cmd, level, "go think"} {
		if err := e.send(l); err != nil {
			return engine.Move{}, err
		}
	}
	line, err := e.expect("done")
	if err != nil {
		return engine.Move{}, err
	}
	for _, f := range strings.Fields(line)[1:] {
		if v, ok := strings.CutPrefix(f, "move="); ok {
			m, err := pos.ParseHubMove(v)
			if err != nil {
				return engine.Move{}, fmt.Errorf("hub engine %s: move %q: %v", e.path, v, err)
			}
			return m, nil
		}
	}
	return engine.Move{}, fmt.Errorf("hub engine %s: done without a move: %q", e.path, line)
}

func (e *hubEngine) close() {
	e.send("quit")
	e.in.Close()
	done := make(chan struct{})
	go func() { e.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		e.cmd.Process.Kill()
		<-done
	}
}
