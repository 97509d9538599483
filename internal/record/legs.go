package record

import (
	"encoding/json"
	"fmt"
	"slices"
)

// This file is the contract between the four verification legs: which leg
// is which, the outcome each writes into a row, and the kinds of comparison
// leg 1's evidence hands to the legs that redo it. Every other package
// uses these values; none spells an outcome as a string of its own.
//
// Outcomes are typed strings, not ints: the string is the value written in
// the row's JSON (and read back by the status, re-read and review code), so
// the type adds the contract without changing a byte of the data.

// LegID names one of the four verification legs.
type LegID int

const (
	// LegNative is leg 1, the native checker (internal/check).
	LegNative LegID = 1 + iota
	// LegParsers is leg 2, the third-party parsers' cross-reading.
	LegParsers
	// LegMathJS is leg 3, math.js redoing leg 1's evidence.
	LegMathJS
	// LegVision is leg 4, the vision re-read of a flagged page.
	LegVision
)

// AllLegs lists the legs in order.
var AllLegs = []LegID{LegNative, LegParsers, LegMathJS, LegVision}

var legNames = [...]string{"", "leg 1 (native checker)", "leg 2 (cross-parsers)", "leg 3 (math.js)", "leg 4 (vision)"}

// String is the leg as notes name it: "leg 3 (math.js)".
func (l LegID) String() string {
	if l < 1 || int(l) >= len(legNames) {
		return fmt.Sprintf("LegID(%d)", int(l))
	}
	return legNames[l]
}

// ParsersResult is leg 2's outcome over a row's fragments (and of one
// fragment in internal/xparse).
type ParsersResult string

const (
	// ParsersAgree: every parser's reading has our value.
	ParsersAgree ParsersResult = "agree"
	// ParsersDisagree: some reading has another value.
	ParsersDisagree ParsersResult = "disagree"
	// ParsersUnparsed: no reading could be compared; also the outcome of a
	// leg that did not run (its note says why).
	ParsersUnparsed ParsersResult = "unparsed"
)

// MathJSResult is leg 3's judgement of an answer.
type MathJSResult string

const (
	// MathJSConfirm: math.js finds the answer holds.
	MathJSConfirm MathJSResult = "confirm"
	// MathJSContradict: math.js finds the answer fails.
	MathJSContradict MathJSResult = "contradict"
	// MathJSNotEvaluated: math.js did not judge the answer; also the
	// outcome of a leg that did not run (its note says why).
	MathJSNotEvaluated MathJSResult = "not-evaluated"
)

// MathJSReading is how leg 3's outcome reads beside leg 1's verdict v, for
// people (explain, the desk): math.js finding that an answer leg 1 refutes
// fails is agreement, "agrees the gold is wrong"; "contradicts leg 1" is
// only said when the engines disagree (the status stage's flag: leg 1
// confirms and math.js finds the answer fails, or leg 1 refutes and
// math.js finds it holds). The stored outcome stays r.
func MathJSReading(v Verdict, r MathJSResult) string {
	switch {
	case r == MathJSContradict && v == Refute:
		return "agrees the gold is wrong"
	case r == MathJSConfirm && v == Confirm:
		return "agrees the gold is right"
	case r == MathJSContradict && v == Confirm:
		return "contradicts leg 1: finds the gold wrong"
	case r == MathJSConfirm && v == Refute:
		return "contradicts leg 1: finds the gold right"
	case r == MathJSContradict:
		return "finds the gold wrong"
	case r == MathJSConfirm:
		return "finds the gold right"
	}
	return r.String()
}

// VisionResult is leg 4's outcome on a flagged row.
type VisionResult string

const (
	// VisionAgree: the re-read page says what the transcription says.
	VisionAgree VisionResult = "agree"
	// VisionDisagree: the re-read page says something else.
	VisionDisagree VisionResult = "disagree"
	// VisionNotReread: the page was not read again; also the outcome of a
	// leg that did not run (its note says why).
	VisionNotReread VisionResult = "not-reread"
)

var (
	parsersResults = []ParsersResult{ParsersAgree, ParsersDisagree, ParsersUnparsed}
	mathJSResults  = []MathJSResult{MathJSConfirm, MathJSContradict, MathJSNotEvaluated}
	visionResults  = []VisionResult{VisionAgree, VisionDisagree, VisionNotReread}
)

func (r ParsersResult) String() string { return string(r) }
func (r MathJSResult) String() string  { return string(r) }
func (r VisionResult) String() string  { return string(r) }

// UnmarshalJSON accepts the known outcomes and "" (not set).
func (r *ParsersResult) UnmarshalJSON(b []byte) error {
	return unmarshalEnum(b, "leg 2", parsersResults, r)
}

// UnmarshalJSON accepts the known outcomes and "" (not set).
func (r *MathJSResult) UnmarshalJSON(b []byte) error {
	return unmarshalEnum(b, "leg 3", mathJSResults, r)
}

// UnmarshalJSON accepts the known outcomes and "" (not set).
func (r *VisionResult) UnmarshalJSON(b []byte) error {
	return unmarshalEnum(b, "leg 4", visionResults, r)
}

func unmarshalEnum[T ~string](b []byte, leg string, known []T, out *T) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	if s != "" && !slices.Contains(known, T(s)) {
		return fmt.Errorf("unknown %s outcome %q", leg, s)
	}
	*out = T(s)
	return nil
}

// Want is what one comparison of leg 1's evidence asserts at each of its
// points; the legs that redo the evidence (leg 3) evaluate it as its kind
// says. The zero value is not a kind: a comparison must say what it wants.
type Want int

const (
	// WantEqual: Left and Right (two expressions, neither a relation) are
	// equal at every point; a rounded decimal Right is compared with the
	// tolerance of its printed digits.
	WantEqual Want = 1 + iota
	// WantZero: Left (an expression) vanishes at every point; Right is nil.
	WantZero
	// WantHolds: Left is a relation (a chain such as 0 < x \le 1, or
	// p \ne 0) that holds at every point; Right is nil.
	WantHolds
	// WantClaimedSet: Left is a relation (an inequality of the problem)
	// that holds exactly on the set the answer claims: at the points of
	// the set it holds, at the points outside it fails. Right, when set, is
	// the claimed answer the set was read from; it is not evaluated.
	WantClaimedSet
)

var wantNames = [...]string{"", "equal", "zero", "holds", "holds exactly on the claimed set"}

func (w Want) String() string {
	if w < 1 || int(w) >= len(wantNames) {
		return fmt.Sprintf("Want(%d)", int(w))
	}
	return wantNames[w]
}

// Relation says whether the kind's Left is a relation (WantHolds,
// WantClaimedSet) rather than an expression with a value.
func (w Want) Relation() bool { return w == WantHolds || w == WantClaimedSet }
