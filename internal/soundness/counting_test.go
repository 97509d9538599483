package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLetterRepeat (issue 42): the arrangements of ELLIPSE (1260) are
// mutated to 2520 (one repetition forgotten) and 5040 (7!), and leg 1
// refutes both.
func TestLetterRepeat(t *testing.T) {
	problem := `Determine the number of ways to arrange the letters of the word ELLIPSE.`
	got := answers(generate(problem, `1260`), LetterRepeat)
	if !slices.Contains(got, "2520") || !slices.Contains(got, "5040") {
		t.Fatalf("letter-repeat mutants of 1260: %v, want 2520 and 5040", got)
	}
	for _, a := range got {
		if r := check.Check(context.Background(), problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: %s (%s), want refuted", a, r.Verdict, r.Note)
		}
	}
	if got := answers(generate(`Determine the number of ways to arrange the letters of the word DOG.`, `6`), LetterRepeat); len(got) != 0 {
		t.Errorf("letter-repeat mutants of a word without repetition: %v", got)
	}
}

// TestBoxesApart (issue 42): the ways to put balls in boxes are mutated to
// the counts of the other readings (counted by brute force), and leg 1
// refutes each; the brute force of the statement's own reading is the
// answer leg 1 confirms.
func TestBoxesApart(t *testing.T) {
	problem := `How many ways are there to put 5 balls in 3 boxes if the balls are distinguishable but the boxes are not?`
	got := answers(generate(problem, `41`), BoxesApart)
	want := []string{"5", "21", "243"} // indistinguishable both, balls only, neither
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("boxes-apart mutants of 41: %v, want %v", got, want)
		}
	}
	for _, a := range got {
		if r := check.Check(context.Background(), problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: %s (%s), want refuted", a, r.Verdict, r.Note)
		}
	}
	if r := check.Check(context.Background(), problem, "41", check.Options{Seed: 1}); r.Verdict != record.Confirm {
		t.Errorf("41: %s (%s)", r.Verdict, r.Note)
	}
}
