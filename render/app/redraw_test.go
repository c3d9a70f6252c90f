package app // redraw_test.go: nothing redrawn while the computer thinks when the host turns the indicator.

import (
	"fmt"
	"image/color"
	"testing"
	"time"

	"github.com/draughts/draughts/engine/job"
)

// heldEngine keeps every job running until the test answers it.
type heldEngine struct {
	jobs    []job.Job
	replies []job.Reply
}

func (e *heldEngine) Start(j job.Job) { e.jobs = append(e.jobs, j) }
func (e *heldEngine) Cancel()         {}
func (e *heldEngine) Poll() (job.Reply, bool) {
	if len(e.replies) == 0 {
		return job.Reply{}, false
	}
	r := e.replies[0]
	e.replies = e.replies[1:]
	return r, true
}

// spinHost records the indicator the game hands it and what it publishes.
type spinHost struct {
	callHost
	can   bool
	spins []string
}

func (h *spinHost) Spins() bool { return h.can }
func (h *spinHost) Spinner(on bool, x, y, r float64, c color.RGBA) {
	h.spins = append(h.spins, fmt.Sprintf("%v %.0f %.0f %.0f", on, x, y, r))
}

// thinkingApp starts a game in mode against a held engine and runs it until the engine's job has started,
// with the first frame drawn (Draw's counting stands in for a running Ebitengine).
func thinkingApp(t *testing.T, h *spinHost, mode Mode, human string) (*App, *heldEngine) {
	t.Helper()
	e := &heldEngine{}
	a := newApp(t, Config{Mode: mode, Level: 10, Host: h})
	a.cfg.Engine = e
	a.draws = 1
	if human != "" {
		a.command(Command{Name: "human", Arg: human})
	}
	for i := 0; i < 200 && len(e.jobs) == 0; i++ {
		a.Update()
	}
	if len(e.jobs) == 0 || a.jobKind == "" {
		t.Fatal("the engine was not asked")
	}
	return a, e
}

func TestHostTurnsTheThinkingIndicator(t *testing.T) {
	h := &spinHost{can: true}
	a, e := thinkingApp(t, h, ModePlay, "black")
	// The panel's Draw notes where the indicator is; the host is told once.
	a.dirty = false
	a.spinAt(700, 30, 6, color.RGBA{1, 2, 3, 255})
	a.syncSpinner()
	if fmt.Sprint(h.spins) != "[true 700 30 6]" {
		t.Fatalf("indicator calls %q", h.spins)
	}
	// Nothing to redraw while it thinks, also when progress comes (not shown in play mode),
	// which is published all the same.
	h.calls = nil
	for i := range 3 * spinnerEvery {
		if i == 4 {
			e.replies = append(e.replies, job.Reply{Gen: a.gen, Kind: job.ReplyInfo, Job: job.KindMove, Depth: 7, ScoreText: "+0.10"})
		}
		a.Update()
		if a.dirty {
			t.Fatalf("a redraw wanted at tick %d of thinking", i)
		}
	}
	published := 0
	for _, c := range h.calls {
		if c[:7] == "publish" {
			published++
		}
	}
	if published != 1 || a.State().Depth != 7 {
		t.Fatalf("progress published %d times (depth %d), want once: %q", published, a.State().Depth, h.calls)
	}
	// The answer: the indicator goes at once, and the move is drawn.
	e.replies = append(e.replies, job.Reply{Gen: a.gen, Kind: job.ReplyDone, Job: job.KindMove, Move: "32-28"})
	a.Update()
	if !a.dirty || fmt.Sprint(h.spins) != "[true 700 30 6 false 0 0 0]" {
		t.Fatalf("after the answer: dirty %v, indicator calls %q", a.dirty, h.spins)
	}
}

func TestCanvasTurnsTheIndicatorWithoutTheHost(t *testing.T) {
	for _, c := range []struct {
		name   string
		can    bool
		motion string
	}{{"a host that cannot", false, ""}, {"reduced motion", true, "off"}} {
		t.Run(c.name, func(t *testing.T) {
			h := &spinHost{can: c.can}
			a, _ := thinkingApp(t, h, ModePlay, "black")
			if c.motion != "" {
				a.command(Command{Name: "motion", Arg: c.motion})
				a.Update() // the change of setting redrawn
			}
			a.spinAt(700, 30, 6, color.RGBA{})
			redraws := 0
			for range 4 * spinnerEvery {
				a.dirty = false
				a.Update()
				if a.dirty {
					redraws++
				}
			}
			if want := map[bool]int{true: 0, false: 4}[c.motion != ""]; redraws != want || len(h.spins) != 0 {
				t.Fatalf("%d redraws in %d ticks (want %d), indicator calls %q", redraws, 4*spinnerEvery, want, h.spins)
			}
		})
	}
}

func TestProgressRedrawnWhereShown(t *testing.T) {
	h := &spinHost{can: true}
	a, e := thinkingApp(t, h, ModeAnalysis, "")
	a.dirty = false
	e.replies = append(e.replies, job.Reply{Gen: a.gen, Kind: job.ReplyInfo, Job: job.KindAnalyze, Depth: 5, PV: []string{"32-28"}})
	a.Update()
	if !a.dirty {
		t.Fatal("analysis progress not redrawn")
	}
}

// settlingApp is a game in play mode whose computer (White) is to move, against a held engine, with a frame
// just drawn and one Update run: the job is held.
func settlingApp(t *testing.T) (*App, *heldEngine) {
	t.Helper()
	e := &heldEngine{}
	a := newApp(t, Config{Mode: ModePlay, Level: 10, Host: &spinHost{}})
	a.cfg.Engine = e
	a.draws = 1
	a.frames++
	a.lastDrawnFrame, a.lastDrawnAt = a.frames, time.Now()
	a.command(Command{Name: "human", Arg: "black"})
	a.Update()
	return a, e
}

// The computer's job goes to the engine once the frames Ebitengine presents after the redraw that showed the
// thinking status have gone by (or settleMax has passed); the game says it thinks meanwhile; a job dropped
// before it went is never sent.
func TestJobWaitsForTheScreenToSettle(t *testing.T) {
	a, e := settlingApp(t)
	if a.jobKind != job.KindMove || !a.State().Thinking {
		t.Fatalf("not thinking: job %q", a.jobKind)
	}
	for k := 0; k < settleFrames; k++ {
		if len(e.jobs) != 0 {
			t.Fatalf("the job went %d frames after the redraw, want %d", k, settleFrames)
		}
		a.frames++ // a frame Ebitengine presents without a redraw
		a.Update()
	}
	if len(e.jobs) != 1 || e.jobs[0].Kind != job.KindMove {
		t.Fatalf("jobs sent after %d frames: %v", settleFrames, e.jobs)
	}

	// Held, then the game is undone: the job is dropped, not sent.
	a, e = settlingApp(t)
	if a.held == nil {
		t.Fatal("no job held")
	}
	a.stopEngine()
	if a.held != nil || a.jobKind != "" || len(e.jobs) != 0 {
		t.Fatalf("the held job outlived stopEngine: held %v, sent %d", a.held != nil, len(e.jobs))
	}

	// No frames at all (a hidden page): the job goes after settleMax.
	a, e = settlingApp(t)
	time.Sleep(settleMax + 20*time.Millisecond)
	a.Update()
	if len(e.jobs) != 1 {
		t.Fatalf("jobs sent after settleMax without frames: %d", len(e.jobs))
	}
}
