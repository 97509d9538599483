// Package anglepair reads questions on complementary and supplementary
// angles (issue 42, MATH Prealgebra): "What is the degree measure of the
// supplement of the complement of a 42-degree angle?", "Two complementary
// angles are in a ratio of $3:2$. What is the measure, in degrees, of the
// smaller angle?", "What is the measure of an angle, in degrees, if its
// supplement is six times its complement?", "The complement of an angle is
// $5^{\circ}$ more than four times the angle. What is the number of
// degrees in the measure of the angle?".
//
// The whole statement is one of a few sentences, every word read; numbers
// are numerals, formulas holding one number ("$50$", "$5^{\circ}$") or a
// ratio ("$3:2$"), or the words two to ten, "double", "twice", "triple".
// The reader gives the shape and its numbers; internal/check/measure
// computes the angle.
package anglepair

import (
	"math/big"
	"regexp"
	"strings"
)

// Ask is the shape read.
type Ask int

const (
	AskNone       Ask = iota
	AskOf             // Ops applied to the angle Given, innermost last: "the supplement of the complement of G"
	AskPart           // the smaller (Larger: the larger) of two angles with sum Total in the ratio A:B
	AskDiff           // the positive difference of two angles with sum Total in the ratio A:B
	AskSuppComp       // x with 180 − x = K·(90 − x)
	AskTimesComp      // x with x = K·(90 − x)
	AskCompMore       // x with 90 − x = K·x + N
	AskTimesOther     // A with A = K·B and A + B = Total
)

// Question is a question read.
type Question struct {
	Ask    Ask
	Ops    []string // "supplement", "complement", outermost first
	Given  *big.Rat
	Total  int64 // 90 (complementary) or 180 (supplementary)
	A, B   *big.Rat
	K, N   *big.Rat
	Larger bool
	Shape  string
}

var (
	mathRe  = regexp.MustCompile(`\$\s*([^$]*?)\s*\$`)
	degF    = regexp.MustCompile(`^(\d+)\s*\^\s*\{?\\circ\}?$`)
	ratioF  = regexp.MustCompile(`^(\d+)\s*:\s*(\d+)$`)
	numF    = regexp.MustCompile(`^\d+$`)
	spaceRe = regexp.MustCompile(`\s+`)
	times   = map[string]int64{"double": 2, "twice": 2, "triple": 3, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
	kPat    = `(\d+|double|twice|triple|two|three|four|five|six|seven|eight|nine|ten)`

	ofRe        = regexp.MustCompile(`^what is the (?:degree )?measure(?:, in degrees,)? of the (supplement|complement)(?: of the (supplement|complement))? of (?:an angle measuring (\d+) degrees|a (\d+)-degree angle)\?$`)
	partRe      = regexp.MustCompile(`^two (complementary|supplementary) angles are in a ratio of (\d+):(\d+)\. what is the measure, in degrees, of the (smaller|larger) angle\?$`)
	diffRe      = regexp.MustCompile(`^the measures of a pair of (supplementary|complementary) angles are in the ratio of (\d+):(\d+)\. how many degrees are in the measure of their positive difference\?$`)
	suppCompRe  = regexp.MustCompile(`^what is the measure of an angle, in degrees, if its supplement is ` + kPat + ` times its complement\?$`)
	timesCompRe = regexp.MustCompile(`^what is the degree measure of an angle whose measure is ` + kPat + `(?: times)? the measure of its complement\?$`)
	compMoreRe  = regexp.MustCompile(`^the complement of an angle is (\d+) degrees more than ` + kPat + ` times the angle\. what is the number of degrees in the measure of the angle\?$`)
	otherRe     = regexp.MustCompile(`^angles ([a-z]) and ([a-z]) are (supplementary|complementary)\. if the measure of angle ([a-z]) is (\d+) times angle ([a-z]), what is the measure of angle ([a-z])\?$`)
)

func rat(s string) *big.Rat {
	if k, ok := times[s]; ok {
		return big.NewRat(k, 1)
	}
	v, _ := new(big.Rat).SetString(s)
	return v
}

func total(w string) int64 {
	if strings.HasPrefix(w, "supp") {
		return 180
	}
	return 90
}

// Read reads the statement; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	l := strings.ToLower(problem)
	if !strings.Contains(l, "complement") && !strings.Contains(l, "supplement") {
		return Question{}, false
	}
	ok := true
	l = mathRe.ReplaceAllStringFunc(l, func(f string) string {
		src := mathRe.FindStringSubmatch(f)[1]
		switch {
		case numF.MatchString(src), ratioF.MatchString(src):
			return strings.ReplaceAll(src, " ", "")
		case degF.MatchString(src):
			return degF.FindStringSubmatch(src)[1] + " degrees"
		case len(src) == 1 && src[0] >= 'a' && src[0] <= 'z':
			return src
		}
		ok = false
		return ""
	})
	if !ok {
		return Question{}, false
	}
	l = strings.TrimSpace(spaceRe.ReplaceAllString(l, " "))
	l = strings.NewReplacer(" ,", ",", " .", ".", " ?", "?").Replace(l)
	if m := ofRe.FindStringSubmatch(l); m != nil {
		g := m[3] + m[4]
		ops := []string{m[1]}
		if m[2] != "" {
			ops = append(ops, m[2])
		}
		return Question{Ask: AskOf, Ops: ops, Given: rat(g), Shape: "the supplement (complement) of an angle"}, true
	}
	if m := partRe.FindStringSubmatch(l); m != nil {
		return Question{Ask: AskPart, Total: total(m[1]), A: rat(m[2]), B: rat(m[3]), Larger: m[4] == "larger", Shape: "two " + m[1] + " angles in a ratio"}, true
	}
	if m := diffRe.FindStringSubmatch(l); m != nil {
		return Question{Ask: AskDiff, Total: total(m[1]), A: rat(m[2]), B: rat(m[3]), Shape: "the difference of two " + m[1] + " angles in a ratio"}, true
	}
	if m := suppCompRe.FindStringSubmatch(l); m != nil {
		return Question{Ask: AskSuppComp, K: rat(m[1]), Shape: "an angle whose supplement is k times its complement"}, true
	}
	if m := timesCompRe.FindStringSubmatch(l); m != nil {
		return Question{Ask: AskTimesComp, K: rat(m[1]), Shape: "an angle k times its complement"}, true
	}
	if m := compMoreRe.FindStringSubmatch(l); m != nil {
		return Question{Ask: AskCompMore, N: rat(m[1]), K: rat(m[2]), Shape: "an angle whose complement is n more than k times it"}, true
	}
	if m := otherRe.FindStringSubmatch(l); m != nil {
		// "Angles A and B are supplementary. If angle A is k times angle B, what is angle A?"
		if m[1] == m[2] || m[4] != m[1] || m[6] != m[2] || m[7] != m[1] {
			return Question{}, false
		}
		return Question{Ask: AskTimesOther, Total: total(m[3]), K: rat(m[5]), Shape: "two " + m[3] + " angles, one k times the other"}, true
	}
	return Question{}, false
}
