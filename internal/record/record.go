// Package record holds the typed rows that flow between pipeline stages and
// the small enums (Status, Verdict, leg outcomes) that describe them. It is a
// leaf package: it imports nothing of ours.
package record

// Source is one line of a transcription file, exactly as the bulk vision pass
// wrote it (see DESIGN.md, "Inputs: a source").
type Source struct {
	Collection   string `json:"collection"`
	Chapter      int    `json:"chapter"`
	ChapterTitle string `json:"chapter_title"`
	Group        string `json:"group"`
	Difficulty   string `json:"difficulty"`
	ProblemID    string `json:"problem_id"`
	Page         int    `json:"page"`
	Problem      string `json:"problem"`
	Solution     string `json:"solution"`
	Answer       string `json:"answer"`
	AnswerPage   int    `json:"answer_page"`
	Image        string `json:"image"`
	AnswerImage  string `json:"answer_image"`
}

// Item is one dataset row on its way through the pipeline. The first block
// holds the 16 published columns of spec section 1; the rest is provenance
// and the legs' outcomes, written between stages as JSONL and never
// published as columns.
type Item struct {
	ID               string `json:"id"`
	ProblemID        string `json:"problem_id"`
	Collection       string `json:"collection"`
	Source           string `json:"source"`
	SourceTitle      string `json:"source_title"`
	Chapter          int    `json:"chapter"`
	ChapterTitle     string `json:"chapter_title"`
	Group            string `json:"group"`
	Difficulty       string `json:"difficulty"`
	Problem          string `json:"problem"`
	Solution         string `json:"solution"`
	FinalAnswer      string `json:"final_answer"`
	FinalAnswerBoxed string `json:"final_answer_boxed"`
	AnswerStatus     Status `json:"answer_status"`
	VerificationNote string `json:"verification_note"`
	Page             int    `json:"page"`

	// SourceAnswer is the answer exactly as the source printed it (before
	// normalisation); FinalAnswer may later be replaced by a correction.
	SourceAnswer string `json:"source_answer,omitempty"`
	AnswerPage   int    `json:"answer_page,omitempty"`
	// Image and AnswerImage are absolute paths (resolved at ingest) or "".
	Image       string `json:"image,omitempty"`
	AnswerImage string `json:"answer_image,omitempty"`
	// Origin is "file:line" of the transcription line the row came from.
	Origin string `json:"origin,omitempty"`
	// RowSHA256 is the hex SHA-256 of the source line's problem, one NUL
	// byte and its answer, as written in the source file (set at ingest):
	// a review made of the row applies while it is unchanged.
	RowSHA256 string `json:"row_sha256,omitempty"`
	// Notes are facts found by normalize and other stages (a field that
	// could not be repaired, ...), one sentence each, for the note.
	Notes []string `json:"notes,omitempty"`
	// Split is "train" or "test", set by the split stage.
	Split string `json:"split,omitempty"`
	// Legs holds what each verification leg found; nil means the leg did not
	// run on this row.
	Legs Legs `json:"legs"`
	// SolutionAudit is what the worked-solution audit found in Solution
	// (nil: not audited, as for a row without a solution).
	SolutionAudit *SolutionOutcome `json:"solution_audit,omitempty"`
}

// Legs collects the outcome of the four verification legs for one row.
type Legs struct {
	Native  *NativeOutcome  `json:"native,omitempty"`
	Parsers *ParsersOutcome `json:"parsers,omitempty"`
	MathJS  *MathJSOutcome  `json:"mathjs,omitempty"`
	Vision  *VisionOutcome  `json:"vision,omitempty"`
}

// NativeOutcome is leg 1's verdict on a row.
type NativeOutcome struct {
	Verdict Verdict `json:"verdict"`
	Kind    string  `json:"kind,omitempty"`
	// Note is the human-readable account: what was checked, at which
	// (seeded) points, and what was found; a refutation carries its
	// counterexample, undecided its reason.
	Note string `json:"note"`
	// Recomputed is the engine's own answer (LaTeX) when it could compute
	// one; RecomputedDiffers says it differs from the source answer.
	Recomputed        string `json:"recomputed,omitempty"`
	RecomputedDiffers bool   `json:"recomputed_differs,omitempty"`
	// Seed is the seed of the sample points, so the verdict replays.
	Seed int64 `json:"seed,omitempty"`
}

// ParsersOutcome is leg 2's cross-parser comparison for a row.
type ParsersOutcome struct {
	// Outcome is agree, disagree or unparsed over all fragments.
	Outcome ParsersResult `json:"outcome"`
	// VerdictFragmentDisagrees says a disagreement touched a fragment the
	// leg-1 verdict used.
	VerdictFragmentDisagrees bool   `json:"verdict_fragment_disagrees,omitempty"`
	Note                     string `json:"note"`
	// Malformed says where the statement or the answer has LaTeX no
	// parser can read (latex.Malformed): "statement at offset 12: a { that
	// is never closed"; "" when both are well formed. Such a row is never
	// "agree".
	Malformed string `json:"malformed,omitempty"`
	// Readers are the parsers that read the row's expressions, and
	// Expressions how many expressions each read.
	Readers     []string `json:"readers,omitempty"`
	Expressions int      `json:"expressions,omitempty"`
	// CutShort says a reading ran out of time or could not be made in this
	// run, so the outcome is not the row's own; it is not written out (a
	// row cut short is verified again by the next run).
	CutShort bool `json:"-"`
	// TimedOut says the row was cut short by time limits only (not by a
	// failure or a cancelled run), so that its outcome may be remembered
	// as the row's (stages/verify's row cache says so when it does).
	TimedOut bool `json:"-"`
}

// MathJSOutcome is leg 3's outcome: confirm, contradict or not-evaluated.
type MathJSOutcome struct {
	Outcome MathJSResult `json:"outcome"`
	Note    string       `json:"note"`
	// Recomputed is leg 3's outcome on leg 1's recomputed answer
	// (NativeOutcome.Recomputed), with the same values as Outcome; "" when
	// it was not checked. A refuted row is corrected only when it is "confirm".
	Recomputed MathJSResult `json:"recomputed,omitempty"`
	// Failed, when set, says in our words why the leg, configured, could not
	// run on this row (the service unreachable, the key refused): Outcome is
	// then "not-evaluated", the stage reports itself degraded, and the row is
	// redone by the next run (never reused from a cache).
	Failed string `json:"failed,omitempty"`
}

// VisionOutcome is leg 4's re-read of a flagged row.
type VisionOutcome struct {
	// Outcome is agree, disagree or not-reread.
	Outcome VisionResult `json:"outcome"`
	Problem string       `json:"problem,omitempty"`
	Answer  string       `json:"answer,omitempty"`
	// RereadVerdict is leg 1's verdict on the re-read row (when it differs).
	RereadVerdict Verdict `json:"reread_verdict,omitempty"`
	// Disputed, when set, says why the re-read cannot replace the
	// transcription whatever leg 1 says of it (it read another problem,
	// or a second read of the page disagrees with it): the row is disputed.
	Disputed string `json:"disputed,omitempty"`
	Note     string `json:"note"`
	// Failed, when set, says in our words why the page, configured to be
	// re-read, could not be (the endpoint unreachable, the key refused, the
	// budget spent): Outcome is then "not-reread", the stage reports itself
	// degraded, and the row is re-read by the next run.
	Failed string `json:"failed,omitempty"`
}

// Failed lists the legs that were configured but could not run on the row,
// as "leg N (name): why"; empty when every leg that should have run did. A
// row with a failed leg must not be reused from a per-row cache.
func (l Legs) Failed() []string {
	var out []string
	if l.MathJS != nil && l.MathJS.Failed != "" {
		out = append(out, LegMathJS.String()+": "+l.MathJS.Failed)
	}
	if l.Vision != nil && l.Vision.Failed != "" {
		out = append(out, LegVision.String()+": "+l.Vision.Failed)
	}
	return out
}
