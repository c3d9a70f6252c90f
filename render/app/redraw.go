package app // redraw.go: drawing nothing that has not changed: the thinking indicator turned by the host, engine progress not shown.

import (
	"image/color"
	"time"

	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/render"
)

// SpinnerHost is a Host that turns the thinking indicator itself: the
// browser page shows it as an element over the canvas that the browser
// animates, so the game draws nothing while the computer thinks. Every
// step of a drawn indicator would be a full redraw and a present of the
// whole canvas, which under software GL costs a core's worth of the GPU
// process while the engine's worker takes the other one.
type SpinnerHost interface {
	// Spins reports whether the host can show the indicator.
	Spins() bool
	// Spinner shows the indicator centred at x, y with radius r (device
	// pixels of the screen) in colour c, or hides it when on is false.
	Spinner(on bool, x, y, r float64, c color.RGBA)
}

// spinState is the indicator as the last Draw placed it and as the host shows it.
type spinState struct{ drawn, shown spinSpot }

// spinSpot is where the indicator is (or was last drawn), as told to the host.
type spinSpot struct {
	on      bool
	x, y, r float64
	c       color.RGBA
}

// hostSpins reports whether the host turns the indicator now: a host that
// can, motion not reduced (then the canvas draws the dots standing still),
// and no dialog drawn over the panel.
func (a *App) hostSpins() bool {
	h, ok := a.cfg.Host.(SpinnerHost)
	return ok && h.Spins() && !a.reduced && !a.games.open && !a.help.open && !a.sheetOpen() && !a.lessonsOpen()
}

// spinAt notes, while the panel is drawn, where the indicator belongs.
func (a *App) spinAt(x, y, r float64, c color.RGBA) {
	a.spin.drawn = spinSpot{on: true, x: x, y: y, r: r, c: c}
}

// syncSpinner tells the host to show, move or hide the indicator; called
// at the end of every Update and after every Draw.
func (a *App) syncSpinner() {
	h, ok := a.cfg.Host.(SpinnerHost)
	if !ok {
		return
	}
	want := spinSpot{}
	if a.jobKind != "" && a.hostSpins() && a.spin.drawn.on {
		want = a.spin.drawn
	}
	if want != a.spin.shown {
		a.spin.shown = want
		h.Spinner(want.on, want.x, want.y, want.r, want.c)
	}
}

// progressDrawn reports whether the engine's progress (score, depth, best
// line) is drawn in this mode; elsewhere a progress reply only changes the
// published state and is not worth a redraw. Keep in step with what
// infoLines, statusText, drawEvalBar and drawBestArrow show.
func (a *App) progressDrawn() bool { return a.mode == ModeAnalysis || a.mode == ModeWatch }

// progressed notes an engine progress reply: a redraw where it is drawn,
// else only a publication of the state.
func (a *App) progressed() {
	if a.progressDrawn() {
		a.changed = true
	} else {
		a.statePending = true
	}
}

// soundPrepareAfter is how long after the first frame the sounds may be prepared.
const soundPrepareAfter = 2 * time.Second

// prepareSound opens the audio ahead of the first sound, at a quiet moment:
// a while after the first frame (not where a reload right after it would
// wait for it), with nothing moving and the computer not thinking. Opening it
// takes the browser's main thread 0.1-0.4 s, which in the frame where the
// player's first move lands and the computer starts to think was the longest
// stall of that search. A move before then opens it at its sound as before.
func (a *App) prepareSound() {
	if a.sound.Prepared() || a.anim != nil || a.jobKind != "" || time.Since(a.warmAt) < soundPrepareAfter {
		return
	}
	a.sound.Prepare()
}

// settleFrames is how many frames after a redraw Ebitengine still presents
// the screen (internal/ui: a frame is presented until four in a row have
// drawn nothing), and settleMax how long a job waits for them at most.
const (
	settleFrames = 3
	settleMax    = 250 * time.Millisecond
)

// sendHeld sends the engine the job startJob holds, once the screen has
// settled: the frames Ebitengine presents after the redraw that showed the
// move and the thinking status have gone by, or settleMax has passed. Under
// software GL each of those presents costs the browser's GPU process tens of
// milliseconds of CPU; with the engine's worker already searching on the
// other core they came 0.1-0.3 s apart, the longest gaps of a search. Held,
// they pass in ~50 ms on a quiet page and the search then runs while the page
// draws nothing. A host that never draws (tests) sends at once.
func (a *App) sendHeld() {
	if a.held == nil {
		return
	}
	if !a.lastDrawnAt.IsZero() && a.frames-a.lastDrawnFrame < settleFrames && time.Since(a.heldAt) < settleMax {
		return
	}
	j := *a.held
	a.held = nil
	if j.Kind == job.KindMove && playMode(a.mode) {
		j.SetClock(a.game, a.clock.spent) // the time held counts on the computer's clock
	}
	a.cfg.Engine.Start(j)
}

// cancelJob abandons the job in hand: one still held is dropped, one sent
// is cancelled.
func (a *App) cancelJob() {
	if a.held != nil {
		a.held = nil
		return
	}
	a.cfg.Engine.Cancel()
}

// WarmHost is a Host with work of its own to do after the first frame
// (the browser page: the region for screen readers, the collector).
type WarmHost interface {
	// WarmUp is called once per step, 1 to WarmSteps, one step per frame
	// after the first frame.
	WarmUp(step int)
}

// WarmSteps is the number of steps of warmUp.
const WarmSteps = 4

// warmUp starts what the first frame did not need, one step per frame
// after the one that told the host of the first frame (and published the
// first state), so that none of them makes that frame, or any other, a long
// task: the page answers a click or a reload meanwhile. Frames, not ticks:
// after a slow frame Ebitengine runs several ticks in the next one. Steps:
// 1 the browser's engine worker (it downloads engine.wasm), 2 the vector
// shaders, then the host's own (WarmHost).
func (a *App) warmUp() {
	if a.warmed && a.warmDone >= WarmSteps {
		a.prepareSound()
		return
	}
	if !a.warmed || a.frames-a.warmFrame <= int64(a.warmDone) {
		return
	}
	a.warmDone++
	switch a.warmDone {
	case 1:
		if w, ok := a.cfg.Engine.(interface{ Warm() }); ok {
			w.Warm()
		}
	case 2:
		render.WarmVectors()
	}
	if h, ok := a.cfg.Host.(WarmHost); ok {
		h.WarmUp(a.warmDone)
	}
}
