// Package carddraw reads a question that asks for the probability of an
// event of two or three cards drawn without replacement from a standard
// deck of 52 cards (issue 42, MATH Counting & Probability; see Read).
package carddraw

import (
	"regexp"
	"strings"
)

// Issue 42 (MATH Counting & Probability): whole-statement shapes, the
// statement's whitespace collapsed. A lead draws K (two or three) cards
// from a standard deck of 52 cards (13 of each of the four suits, the
// ranks ace, 2 to 10, jack, queen, king once in each suit):
//
//	K cards are (dealt|chosen) [at random] from a standard (52-card deck | deck of 52 cards | deck [(<four suits> )of 52 cards]).
//	<Name> picks K different cards without replacement from a standard 52-card deck.
//
// (<four suits>: "(13 clubs, 13 diamonds, 13 hearts, and 13 spades)" in
// any order), then the question:
//
//	What is the probability that the first card [dealt] is C[,] and the second card [dealt] is C'? [Assuming the dealing is done without replacement.]
//	What is the probability that the first card is C, the second card is C', and the third card is C''? [Assuming …]
//	What is the probability that both are face cards (Jacks, Queens, or Kings)?
//	What is the probability that they are either both hearts or both diamonds?
//	What is the probability that all three cards are $\heartsuit$s?
//	What is the probability that they are not all the same color?
//	What is the probability that the cards are of different suits?
//
// C: a (an) $\heartsuit$ ($\clubsuit$, $\diamondsuit$, $\spadesuit$),
// heart (club, diamond, spade), ace, 2 to 10, Jack, Queen, King. Anything
// else, one more word, is not read.

// Card is one card: Rank 1 (ace) to 13 (king), Suit 0 clubs, 1 diamonds,
// 2 hearts, 3 spades.
type Card struct{ Rank, Suit int }

// Red says whether a card is red (diamonds, hearts).
func (c Card) Red() bool { return c.Suit == 1 || c.Suit == 2 }

// Draw is the question: K cards drawn in order without replacement, the
// event a test of the ordered draw.
type Draw struct {
	K     int
	Event func([]Card) bool
	Shape string
}

const suitList = `\((?:13 (?:clubs|diamonds|hearts|spades)(?:, |, and )){3}13 (?:clubs|diamonds|hearts|spades)\)`

var (
	spaceRe = regexp.MustCompile(`\s+`)
	lead    = regexp.MustCompile(`^(?:(Two|Three|2|3) cards are (?:dealt|chosen)(?: at random)? from a standard (?:52-card deck|deck of 52 cards(?: ` + suitList + `)?|deck ` + suitList + ` of 52 cards)|[A-Z][a-z]+ picks (two|three) different cards without replacement from a standard 52-card deck)\. (.+)$`)
	ordered = regexp.MustCompile(`^What is the probability that the first card (?:dealt )?is (an? [^,]+?)(,? and|,) the second card (?:dealt )?is (an? [^,]+?)(?:, and the third card is (an? [^,]+?))?\?(?: Assuming the dealing is done without replacement\.)?$`)
	suitsRe = regexp.MustCompile(`13 (clubs|diamonds|hearts|spades)`)

	suitNames = map[string]int{"club": 0, "diamond": 1, "heart": 2, "spade": 3}
	rankNames = map[string]int{"ace": 1, "Jack": 11, "Queen": 12, "King": 13,
		"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10}
	counts = map[string]int{"Two": 2, "Three": 3, "2": 2, "3": 3, "two": 2, "three": 3}
)

// cardTest reads "a $\heartsuit$", "a heart", "a King", "an ace", "a 6".
func cardTest(s string) (func(Card) bool, bool) {
	var w string
	switch {
	case strings.HasPrefix(s, "an "):
		w = s[3:]
		if w != "ace" {
			return nil, false
		}
	case strings.HasPrefix(s, "a "):
		w = s[2:]
		if w == "ace" || w == "8" {
			return nil, false
		}
	default:
		return nil, false
	}
	if strings.HasPrefix(w, `$\`) && strings.HasSuffix(w, `suit$`) {
		w = strings.TrimSuffix(strings.TrimPrefix(w, `$\`), `suit$`)
		if w == "heart" || w == "diamond" || w == "spade" || w == "club" {
			st := suitNames[w]
			return func(c Card) bool { return c.Suit == st }, true
		}
		return nil, false
	}
	if st, ok := suitNames[w]; ok {
		return func(c Card) bool { return c.Suit == st }, true
	}
	if r, ok := rankNames[w]; ok {
		return func(c Card) bool { return c.Rank == r }, true
	}
	return nil, false
}

// Read reads a statement of one of the shapes above; ok is false for any
// other statement.
func Read(problem string) (Draw, bool) {
	if !strings.Contains(problem, "standard") || !strings.Contains(problem, "probability") {
		return Draw{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	m := lead.FindStringSubmatch(p)
	if m == nil {
		return Draw{}, false
	}
	if strings.Contains(m[0], "(13") {
		seen := map[string]bool{}
		for _, s := range suitsRe.FindAllStringSubmatch(m[0], -1) {
			seen[s[1]] = true
		}
		if len(seen) != 4 {
			return Draw{}, false
		}
	}
	k := counts[m[1]+m[2]]
	q := m[3]
	if om := ordered.FindStringSubmatch(q); om != nil {
		n, names := 2, []string{om[1], om[3]}
		if om[4] != "" {
			n, names = 3, append(names, om[4])
		}
		if n != k || (n == 3) != (om[2] == ",") {
			return Draw{}, false
		}
		var tests []func(Card) bool
		for _, s := range names {
			t, ok := cardTest(s)
			if !ok {
				return Draw{}, false
			}
			tests = append(tests, t)
		}
		return Draw{K: k, Shape: "cards drawn in order, each of a kind", Event: func(cs []Card) bool {
			for i, t := range tests {
				if !t(cs[i]) {
					return false
				}
			}
			return true
		}}, true
	}
	return unordered(k, q)
}

// unordered reads the questions about the cards drawn as a set.
func unordered(k int, q string) (Draw, bool) {
	d := Draw{K: k, Shape: "cards drawn as a set"}
	switch {
	case k == 2 && q == "What is the probability that both are face cards (Jacks, Queens, or Kings)?":
		d.Event = func(cs []Card) bool { return cs[0].Rank >= 11 && cs[1].Rank >= 11 }
	case k == 2 && q == "What is the probability that they are either both hearts or both diamonds?":
		d.Event = func(cs []Card) bool { return cs[0].Suit == cs[1].Suit && (cs[0].Suit == 1 || cs[0].Suit == 2) }
	case k == 3 && q == `What is the probability that all three cards are $\heartsuit$s?`:
		d.Event = func(cs []Card) bool { return cs[0].Suit == 2 && cs[1].Suit == 2 && cs[2].Suit == 2 }
	case k >= 2 && q == "What is the probability that they are not all the same color?":
		d.Event = func(cs []Card) bool {
			for _, c := range cs[1:] {
				if c.Red() != cs[0].Red() {
					return true
				}
			}
			return false
		}
	case k == 2 && q == "What is the probability that the cards are of different suits?":
		d.Event = func(cs []Card) bool { return cs[0].Suit != cs[1].Suit }
	default:
		return Draw{}, false
	}
	return d, true
}
