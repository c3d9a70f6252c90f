package door // door_test.go: Guard turns a panic into a logged *Panic and leaves normal calls alone.

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestGuardPanics(t *testing.T) {
	var buf bytes.Buffer
	old := SetLog(&buf)
	defer SetLog(old)
	var m map[string]int
	err := Guard("test door", func() { m["x"] = 1 }) // a nil map write panics
	p, ok := IsPanic(err)
	if !ok {
		t.Fatalf("Guard = %v, want a *Panic", err)
	}
	if p.Door != "test door" || !strings.Contains(p.Text(), "nil map") {
		t.Errorf("panic = %q / %q", p.Door, p.Text())
	}
	log := buf.String()
	for _, want := range []string{"internal error in test door", "panic: assignment to entry in nil map", "door_test.go"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	if _, ok := IsPanic(fmt.Errorf("wrapped: %w", err)); !ok {
		t.Error("IsPanic does not see through wrapping")
	}
}

func TestGuardQuiet(t *testing.T) {
	var buf bytes.Buffer
	old := SetLog(&buf)
	defer SetLog(old)
	ran := false
	if err := Guard("ok", func() { ran = true }); err != nil || !ran {
		t.Fatalf("Guard = %v, ran %v", err, ran)
	}
	if _, ok := IsPanic(errors.New("plain")); ok {
		t.Error("a plain error taken for a panic")
	}
	if buf.Len() != 0 {
		t.Errorf("logged without a panic: %q", buf.String())
	}
}

func TestPanicTextShort(t *testing.T) {
	p := &Panic{Door: "d", Value: strings.Repeat("x", 500) + "\nsecond line"}
	if s := p.Text(); len(s) > 210 || strings.Contains(s, "second") {
		t.Errorf("Text = %d bytes: %q", len(s), s)
	}
}
