package engine // pdnrobust_test.go: inputs that once crashed or stalled the PDN reader, and its limits.

import (
	"errors"
	"testing"
)

// checkPDNErrors fails unless every error is a *PDNError with a place.
func checkPDNErrors(t *testing.T, in string, errs []error) {
	t.Helper()
	for _, err := range errs {
		var pe *PDNError
		if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 || pe.Msg == "" {
			t.Errorf("ParsePDN(%q): error without a place: %v", in, err)
		}
	}
}

// TestPDNStrayParentheses: a ")" or "(" anywhere, with results and new
// games around it, is read without a panic.
func TestPDNStrayParentheses(t *testing.T) {
	for _, in := range []string{
		"( 1-0 1. ) x", // the crash of issue 52: a result inside a variation, then "1."
		"( 1-0 1. 32-28 ) *",
		"1. 32-28 ( 2-0 1. 33-29 ) 19-23 *",
		"1. 32-28 (19-23 [Event \"x\"] 1. 33-29 ) *",
		"1. 32-28 (19-23 2-0\n[Event \"x\"]\n1. 33-29 ) ) ( *",
		")", "(", ")(", "())", "(()", "1. 32-28 )))) 19-23 *", "1. 32-28 (((( 19-23 *",
		"2-0 1. ) ( ) 1. ( 2-0 1. ) )", "( * 1. ( 1-1 1. ) ) 1.", "[A \"b\"] ( 0-2 [C \"d\"] ) 1. )",
		"1. 32-28 {a ( b} ) 19-23 *", "1. 32-28 ( {x} ) ( ) *", "1. 32-28 (18-23 (1-0 1. 2-0 1.) 1.) *",
	} {
		games, errs := ParsePDN(in)
		checkPDNErrors(t, in, errs)
		for _, g := range games {
			_ = g.Game.PDNTree(g.Tags...)
		}
	}
}

// TestPDNResultInVariation: a result inside a variation does not end the
// game, so a "1." after it starts no new game.
func TestPDNResultInVariation(t *testing.T) {
	games, errs := ParsePDN("1. 32-28 (1. 33-29 2-0 1. 34-29) 19-23 *")
	if len(errs) != 0 || len(games) != 1 || games[0].Game.Ply() != 2 {
		t.Fatalf("got %d games, errors %v", len(games), errs)
	}
}
