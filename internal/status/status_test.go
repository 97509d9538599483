package status

import (
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

func native(v record.Verdict) *record.NativeOutcome {
	return &record.NativeOutcome{Verdict: v, Kind: "equation", Note: "substituted x=3"}
}

func recomputed(v record.Verdict, ans string) *record.NativeOutcome {
	n := native(v)
	n.Recomputed, n.RecomputedDiffers = ans, true
	return n
}

func js(outcome, recomp record.MathJSResult) *record.MathJSOutcome {
	return &record.MathJSOutcome{Outcome: outcome, Recomputed: recomp, Note: "at x=0.37"}
}

func read(outcome record.VisionResult, rv record.Verdict) *record.VisionOutcome {
	return &record.VisionOutcome{Outcome: outcome, RereadVerdict: rv, Problem: "Solve $2x+3=9$.", Answer: "3", Note: "page 12"}
}

var (
	parsersAgree      = &record.ParsersOutcome{Outcome: "agree"}
	parsersDisagree   = &record.ParsersOutcome{Outcome: "disagree", VerdictFragmentDisagrees: true, Note: "katex reads A:B:C differently"}
	parsersOffVerdict = &record.ParsersOutcome{Outcome: "disagree", VerdictFragmentDisagrees: false}
)

// TestDecide walks every row of the decision table of DESIGN.md
// ("answer_status"), plus the edges: no leg ran, unknown outcomes.
func TestDecide(t *testing.T) {
	tests := []struct {
		name      string
		hasAnswer bool
		legs      record.Legs
		want      record.Status
		fix       Fix
		whyHas    []string
	}{
		// the source prints no answer
		{"no answer", false, record.Legs{}, record.StatusNoGold, FixNone, []string{"no separate answer"}},
		{"no answer even if legs ran", false, record.Legs{Native: native(record.Confirm)}, record.StatusNoGold, FixNone, nil},
		// no leg ran: never verified
		{"no leg ran", true, record.Legs{}, record.StatusUnverifiable, FixNone, []string{"no check ran", "leg 1 (native checker) did not run"}},
		{"only math.js ran", true, record.Legs{MathJS: js(record.MathJSConfirm, "")}, record.StatusUnverifiable, FixNone, []string{"no check ran", "alone does not settle"}},
		{"verdict none", true, record.Legs{Native: native(record.VerdictNone)}, record.StatusUnverifiable, FixNone, []string{"no check ran"}},
		// leg 1 undecided: unverifiable, never refuted
		{"undecided", true, record.Legs{Native: native(record.Undecided)}, record.StatusUnverifiable, FixNone, []string{"could not decide"}},
		{"undecided, math.js contradicts", true, record.Legs{Native: native(record.Undecided), MathJS: js(record.MathJSContradict, ""), Vision: read(record.VisionAgree, record.VerdictNone)}, record.StatusUnverifiable, FixNone, []string{"contradicts the answer, which alone does not settle it"}},
		{"undecided, recomputation differs", true, record.Legs{Native: recomputed(record.Undecided, "4")}, record.StatusUnverifiable, FixNone, []string{"not a refutation"}},
		// leg 1 confirms, nothing contradicts it
		{"confirm alone", true, record.Legs{Native: native(record.Confirm)}, record.StatusVerified, FixNone, []string{"equation check", "leg 3 (math.js) did not run", "leg 2 (cross-parsers) did not run"}},
		{"confirm, both engines", true, record.Legs{Native: native(record.Confirm), Parsers: parsersAgree, MathJS: js(record.MathJSConfirm, "")}, record.StatusVerified, FixNone, []string{"confirmed it independently"}},
		{"confirm, math.js not evaluated", true, record.Legs{Native: native(record.Confirm), Parsers: parsersAgree, MathJS: js(record.MathJSNotEvaluated, "")}, record.StatusVerified, FixNone, []string{"did not evaluate"}},
		{"confirm, parsers disagree off the verdict", true, record.Legs{Native: native(record.Confirm), Parsers: parsersOffVerdict}, record.StatusVerified, FixNone, nil},
		// a flag whose page has not been re-read: suspected
		{"refute, no re-read", true, record.Legs{Native: native(record.Refute)}, record.StatusSuspected, FixNone, []string{"refutes", "leg 4 did not run"}},
		{"refute, not-reread", true, record.Legs{Native: recomputed(record.Refute, "4"), MathJS: js(record.MathJSContradict, record.MathJSConfirm), Vision: read(record.VisionNotReread, record.VerdictNone)}, record.StatusSuspected, FixNone, []string{"not been re-read"}},
		{"engines disagree, no re-read", true, record.Legs{Native: native(record.Confirm), MathJS: js(record.MathJSContradict, "")}, record.StatusSuspected, FixNone, []string{"engines disagree"}},
		{"parsers disagree, no re-read", true, record.Legs{Native: native(record.Confirm), Parsers: parsersDisagree}, record.StatusSuspected, FixNone, []string{"leg 2"}},
		{"recomputation differs, no re-read", true, record.Legs{Native: recomputed(record.Confirm, "x=1,x=2")}, record.StatusSuspected, FixNone, []string{"recomputation differs"}},
		{"unknown re-read outcome", true, record.Legs{Native: native(record.Refute), Vision: read("maybe", record.VerdictNone)}, record.StatusSuspected, FixNone, []string{"unknown outcome"}},
		// re-read agrees + refute + recomputation confirmed by both engines: corrected
		{"refute, re-read agrees, recomputation confirmed", true, record.Legs{Native: recomputed(record.Refute, "4"), MathJS: js(record.MathJSContradict, record.MathJSConfirm), Vision: read(record.VisionAgree, record.VerdictNone)}, record.StatusCorrected, FixRecomputed, []string{"leg 3 (math.js) confirmed the recomputation"}},
		// same, but no confirmed recomputation: refuted
		{"refute, re-read agrees, no recomputation", true, record.Legs{Native: native(record.Refute), MathJS: js(record.MathJSContradict, ""), Vision: read(record.VisionAgree, record.VerdictNone)}, record.StatusRefuted, FixNone, []string{"no recomputed answer"}},
		{"refute, re-read agrees, math.js did not run", true, record.Legs{Native: recomputed(record.Refute, "4"), Vision: read(record.VisionAgree, record.VerdictNone)}, record.StatusRefuted, FixNone, []string{"leg 3 (math.js) did not run"}},
		{"refute, re-read agrees, math.js contradicts recomputation", true, record.Legs{Native: recomputed(record.Refute, "4"), MathJS: js(record.MathJSContradict, record.MathJSContradict), Vision: read(record.VisionAgree, record.VerdictNone)}, record.StatusRefuted, FixNone, []string{"contradicts the recomputation"}},
		{"refute, re-read agrees, recomputation not evaluated", true, record.Legs{Native: recomputed(record.Refute, "4"), MathJS: js(record.MathJSNotEvaluated, record.MathJSNotEvaluated), Vision: read(record.VisionAgree, record.VerdictNone)}, record.StatusRefuted, FixNone, []string{"did not evaluate the recomputation"}},
		// engines disagree after a re-read that agrees: suspected
		{"refute vs math.js confirm, re-read agrees", true, record.Legs{Native: recomputed(record.Refute, "4"), MathJS: js(record.MathJSConfirm, record.MathJSConfirm), Vision: read(record.VisionAgree, record.VerdictNone)}, record.StatusSuspected, FixNone, []string{"engines disagree", "not settled"}},
		{"confirm vs math.js contradict, re-read agrees", true, record.Legs{Native: native(record.Confirm), MathJS: js(record.MathJSContradict, ""), Vision: read(record.VisionAgree, record.VerdictNone)}, record.StatusSuspected, FixNone, []string{"engines disagree"}},
		{"parsers disagree on verdict fragment, re-read agrees", true, record.Legs{Native: recomputed(record.Refute, "4"), Parsers: parsersDisagree, MathJS: js(record.MathJSContradict, record.MathJSConfirm), Vision: read(record.VisionAgree, record.VerdictNone)}, record.StatusSuspected, FixNone, []string{"leg 2"}},
		{"recomputation differs, re-read agrees", true, record.Legs{Native: recomputed(record.Confirm, "x=1,x=2"), Vision: read(record.VisionAgree, record.VerdictNone)}, record.StatusSuspected, FixNone, []string{"without a counterexample"}},
		// the re-read disagrees with the transcription
		{"re-read disagrees, re-read row verifies", true, record.Legs{Native: native(record.Refute), Vision: read(record.VisionDisagree, record.Confirm)}, record.StatusCorrected, FixReread, []string{"confirmed the re-read row"}},
		{"re-read disagrees, engines disagreed, re-read verifies", true, record.Legs{Native: native(record.Confirm), MathJS: js(record.MathJSContradict, ""), Vision: read(record.VisionDisagree, record.Confirm)}, record.StatusCorrected, FixReread, nil},
		{"re-read disagrees, re-read row refuted", true, record.Legs{Native: native(record.Refute), Vision: read(record.VisionDisagree, record.Refute)}, record.StatusDisputed, FixNone, []string{"leg 1 says refute on the re-read row"}},
		{"re-read disagrees, re-read row undecided", true, record.Legs{Native: native(record.Refute), Vision: read(record.VisionDisagree, record.Undecided)}, record.StatusDisputed, FixNone, []string{"undecided"}},
		{"re-read disagrees, re-read row not checked", true, record.Legs{Native: native(record.Refute), Vision: read(record.VisionDisagree, record.VerdictNone)}, record.StatusDisputed, FixNone, []string{"leg 1 did not run on the re-read row"}},
		{"re-read disagrees, verifies, but carries no text", true, record.Legs{Native: native(record.Refute), Vision: &record.VisionOutcome{Outcome: record.VisionDisagree, RereadVerdict: record.Confirm}}, record.StatusDisputed, FixNone, []string{"no re-read text"}},
	}
	seen := map[record.Status]bool{}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := Decide(tc.hasAnswer, tc.legs)
			if d.Status != tc.want || d.Fix != tc.fix {
				t.Fatalf("Decide = %v/%v (%s), want %v/%v", d.Status, d.Fix, d.Why, tc.want, tc.fix)
			}
			if d.Why == "" {
				t.Fatalf("empty why")
			}
			for _, s := range tc.whyHas {
				if !strings.Contains(d.Why, s) {
					t.Errorf("why %q lacks %q", d.Why, s)
				}
			}
		})
		seen[tc.want] = true
	}
	for _, s := range record.Statuses {
		if !seen[s] {
			t.Errorf("no case yields %v", s)
		}
	}
}

func TestApplyCorrectedByRecomputation(t *testing.T) {
	it := record.Item{ID: "dgn.core.1.001", Problem: "Solve $2x+3=11$.", FinalAnswer: "3", FinalAnswerBoxed: `\boxed{3}`, SourceAnswer: "3",
		Notes: []string{"dfrac rewritten as frac"},
		Legs:  record.Legs{Native: recomputed(record.Refute, "4"), MathJS: js(record.MathJSContradict, record.MathJSConfirm), Vision: read(record.VisionAgree, record.VerdictNone)}}
	d := Apply(&it)
	if d.Status != record.StatusCorrected || it.AnswerStatus != record.StatusCorrected {
		t.Fatalf("status %v", d.Status)
	}
	if it.FinalAnswer != "4" || it.FinalAnswerBoxed != `\boxed{4}` {
		t.Fatalf("answer %q %q", it.FinalAnswer, it.FinalAnswerBoxed)
	}
	for _, s := range []string{"corrected: ", "source answer `3` is replaced by the recomputed `4`", "Leg 1 (native checker, equation check): refute: substituted x=3.", "Leg 3 (math.js): contradict; on the recomputed answer: confirm", "Normalisation: dfrac rewritten as frac."} {
		if !strings.Contains(it.VerificationNote, s) {
			t.Errorf("note lacks %q:\n%s", s, it.VerificationNote)
		}
	}
}

func TestApplyCorrectedByReread(t *testing.T) {
	it := record.Item{ID: "x", Problem: "Solve $2x+3=8$.", FinalAnswer: "3", FinalAnswerBoxed: `\boxed{3}`,
		Legs: record.Legs{Native: native(record.Refute), Vision: read(record.VisionDisagree, record.Confirm)}}
	Apply(&it)
	if it.AnswerStatus != record.StatusCorrected || it.Problem != "Solve $2x+3=9$." || it.FinalAnswer != "3" {
		t.Fatalf("got %v %q %q", it.AnswerStatus, it.Problem, it.FinalAnswer)
	}
	if !strings.Contains(it.VerificationNote, "transcribed problem `Solve $2x+3=8$.` is replaced by the re-read") {
		t.Errorf("note lacks the transcription:\n%s", it.VerificationNote)
	}
	it2 := record.Item{ID: "y", Problem: "P", FinalAnswer: "5", SourceAnswer: "5,", Legs: record.Legs{Native: native(record.Refute), Vision: &record.VisionOutcome{Outcome: record.VisionDisagree, RereadVerdict: record.Confirm, Answer: "6"}}}
	Apply(&it2)
	if it2.FinalAnswer != "6" || it2.FinalAnswerBoxed != `\boxed{6}` || it2.Problem != "P" || !strings.Contains(it2.VerificationNote, "answer `5,` is replaced by the re-read `6`") {
		t.Fatalf("got %q %q %q\n%s", it2.FinalAnswer, it2.FinalAnswerBoxed, it2.Problem, it2.VerificationNote)
	}
}

// TestNoteNamesTheCheck: the word "verified" only appears next to the
// check that passed, and the legs that did not run are named.
func TestNoteNamesTheCheck(t *testing.T) {
	items := []record.Item{
		{FinalAnswer: "3", Legs: record.Legs{Native: native(record.Confirm)}},
		{FinalAnswer: "3", Legs: record.Legs{Native: native(record.Confirm), MathJS: js(record.MathJSConfirm, ""), Parsers: parsersAgree}},
		{FinalAnswer: "3"},
		{},
		{FinalAnswer: "3", Legs: record.Legs{Native: native(record.Refute)}},
	}
	for i := range items {
		it := &items[i]
		Apply(it)
		low := strings.ToLower(it.VerificationNote)
		if strings.Contains(low, "verified") && !strings.Contains(it.VerificationNote, "leg 1 (native checker, equation check) confirmed") {
			t.Errorf("row %d: says verified without the check:\n%s", i, it.VerificationNote)
		}
		if !strings.HasPrefix(it.VerificationNote, it.AnswerStatus.String()+": ") {
			t.Errorf("row %d: note does not start with the status:\n%s", i, it.VerificationNote)
		}
	}
	if n := items[0].VerificationNote; !strings.Contains(n, "Did not run: leg 2 (cross-parsers), leg 3 (math.js), leg 4 (page re-read).") {
		t.Errorf("missing legs not named:\n%s", n)
	}
	if n := items[2].VerificationNote; !strings.HasPrefix(n, "unverifiable: no check ran") {
		t.Errorf("no-leg note:\n%s", n)
	}
	if n := items[3].VerificationNote; n != "no-gold: the source prints no separate answer, so there is nothing to check." {
		t.Errorf("no-gold note: %q", n)
	}
}

// A corrected row's published solution agrees with its published gold: the
// book's final \boxed{} is replaced, and the book's solution and answer stay
// in the note. (dgn.algebra.4 was published with final_answer 43 and a
// solution ending in \boxed{49}.)
func TestCorrectedSolutionAgreesWithGold(t *testing.T) {
	book := `By Vieta's theorem $x_1+x_2=7$ and $x_1x_2=3$, so $x_1^2+x_2^2=(x_1+x_2)^2=49$. Answer: $\boxed{49}$.`
	it := record.Item{ID: "dgn.algebra.4", Problem: "Find the sum of the squares of the roots of $x^2-7x+3=0$.", Solution: book,
		FinalAnswer: "49", FinalAnswerBoxed: `\boxed{49}`, SourceAnswer: "49",
		Legs: record.Legs{Native: recomputed(record.Refute, "43"), MathJS: js(record.MathJSContradict, record.MathJSConfirm), Vision: read(record.VisionAgree, record.VerdictNone)}}
	Apply(&it)
	if it.AnswerStatus != record.StatusCorrected || it.FinalAnswer != "43" {
		t.Fatalf("status %v answer %q", it.AnswerStatus, it.FinalAnswer)
	}
	if strings.Contains(it.Solution, `\boxed{49}`) || !strings.HasSuffix(it.Solution, `Answer: $\boxed{43}$.`) {
		t.Errorf("solution %q", it.Solution)
	}
	for _, s := range []string{"source answer `49` is replaced by the recomputed `43`", "the book's final `\\boxed{49}` now reads `\\boxed{43}`", "the book's solution was `" + book + "`"} {
		if !strings.Contains(it.VerificationNote, s) {
			t.Errorf("note lacks %q:\n%s", s, it.VerificationNote)
		}
	}
	// Nested braces, and a solution without a box (not published, kept in
	// the note).
	it = record.Item{Solution: `So $x=\boxed{\frac{16}{3}}$, not \boxed{5}.`, FinalAnswer: "1"}
	if correctSolution(&it); it.Solution != `So $x=\boxed{\frac{16}{3}}$, not \boxed{1}.` {
		t.Errorf("solution %q", it.Solution)
	}
	it = record.Item{Solution: `So $x=\boxed{\frac{16}{3}}$.`, FinalAnswer: `\frac{32}{3}`}
	if correctSolution(&it); it.Solution != `So $x=\boxed{\frac{32}{3}}$.` {
		t.Errorf("solution %q", it.Solution)
	}
	it = record.Item{Solution: `The answer is 49.`, FinalAnswer: "43"}
	if why := correctSolution(&it); it.Solution != "" || !strings.Contains(why, "`The answer is 49.`") {
		t.Errorf("solution %q, why %q", it.Solution, why)
	}
}

// A leg's note that starts with its outcome is not repeated after the
// outcome ("undecided: undecided: ...").
func TestNoteDoesNotRepeatTheOutcome(t *testing.T) {
	it := record.Item{FinalAnswer: "12", Legs: record.Legs{
		Native: &record.NativeOutcome{Verdict: record.Undecided, Note: `undecided: the statement's words "parallelogram" are not in leg 1's cue table`},
		MathJS: &record.MathJSOutcome{Outcome: record.MathJSNotEvaluated, Note: "not evaluated: leg 1 did not decide"},
	}}
	Apply(&it)
	for _, bad := range []string{"undecided: undecided:", "not-evaluated: not evaluated:"} {
		if strings.Contains(it.VerificationNote, bad) {
			t.Errorf("note repeats %q:\n%s", bad, it.VerificationNote)
		}
	}
	for _, want := range []string{"): undecided: the statement's words", "Leg 3 (math.js): not-evaluated: leg 1 did not decide."} {
		if !strings.Contains(it.VerificationNote, want) {
			t.Errorf("note lacks %q:\n%s", want, it.VerificationNote)
		}
	}
}

// Leg 2's outcome of no judgement (switched off, or not needed on a row
// leg 1 did not decide) reads "not run" with its reason, never
// "unparsed", which would say a parser could not read the row.
func TestNoteLeg2NotRun(t *testing.T) {
	it := record.Item{FinalAnswer: "12", Legs: record.Legs{
		Native:  &record.NativeOutcome{Verdict: record.Undecided, Note: "undecided: no check applies"},
		Parsers: &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Note: "not run: leg 1 did not decide the row, so leg 2 was not needed"},
	}}
	Apply(&it)
	if want := "\nLeg 2 (cross-parsers): not run: leg 1 did not decide the row, so leg 2 was not needed.\n"; !strings.Contains(it.VerificationNote, want) {
		t.Errorf("note lacks %q:\n%s", want, it.VerificationNote)
	}
	it.Legs.Parsers = &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Note: "$x^{$: no reading"}
	Apply(&it)
	if want := "\nLeg 2 (cross-parsers): unparsed: $x^{$: no reading.\n"; !strings.Contains(it.VerificationNote, want) {
		t.Errorf("note lacks %q:\n%s", want, it.VerificationNote)
	}
}
