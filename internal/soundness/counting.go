package soundness

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42, the arrangements of the letters of a word: the answer is
// mutated to the count with one repeated letter's copies told apart
// (n!/∏m_j! times m_i!), and with all of them told apart (n!): what a
// count that forgets a repetition would give.
const LetterRepeat = "letter-repeat"

// letterRepeats adds the counts with a repetition forgotten, where the
// statement asks for the arrangements of a word's letters and the answer
// is one integer.
func (g *gen) letterRepeats(problem string) {
	word, ok := statement.ReadWordArrangements(problem)
	if !ok {
		return
	}
	if v, neg := intAnswer(g.root); v == nil || neg {
		return
	}
	counts := map[rune]int64{}
	for _, r := range word {
		counts[r]++
	}
	right := new(big.Int).MulRange(1, int64(len(word)))
	for _, m := range counts {
		right.Quo(right, new(big.Int).MulRange(1, m))
	}
	for _, m := range counts {
		if m > 1 {
			g.emit(LetterRepeat, num(new(big.Int).Mul(right, new(big.Int).MulRange(1, m)).String()))
		}
	}
	g.emit(LetterRepeat, num(new(big.Int).MulRange(1, int64(len(word))).String()))
}

// Issue 42, balls put in boxes: the answer is mutated to the count under
// each other reading of which of balls and boxes are distinguishable.
const BoxesApart = "boxes-apart"

// boxesApart adds the counts of the three other readings.
func (g *gen) boxesApart(problem string) {
	q, ok := statement.ReadBallsBoxes(problem)
	if !ok {
		return
	}
	if v, neg := intAnswer(g.root); v == nil || neg {
		return
	}
	for _, balls := range []bool{false, true} {
		for _, boxes := range []bool{false, true} {
			o := q
			o.BallsApart, o.BoxesApart = balls, boxes
			if o != q {
				g.emit(BoxesApart, num(ballsCount(o).String()))
			}
		}
	}
}

// ballsCount counts by brute force: every map of the balls to the boxes,
// its canonical form under the symmetries of the indistinguishable side.
func ballsCount(q statement.BallsBoxes) *big.Int {
	seen := map[string]bool{}
	assign := make([]int, q.Balls)
	var walk func(i int)
	walk = func(i int) {
		if i == q.Balls {
			seen[canonical(assign, q)] = true
			return
		}
		for b := 0; b < q.Boxes; b++ {
			assign[i] = b
			walk(i + 1)
		}
	}
	walk(0)
	return big.NewInt(int64(len(seen)))
}

// canonical writes an assignment of balls to boxes up to the relabellings
// the reading allows.
func canonical(assign []int, q statement.BallsBoxes) string {
	boxes := make([][]int, q.Boxes)
	for ball, b := range assign {
		boxes[b] = append(boxes[b], ball)
	}
	keys := make([]string, q.Boxes)
	for b, content := range boxes {
		if q.BallsApart {
			keys[b] = fmt.Sprint(content)
		} else {
			keys[b] = fmt.Sprint(len(content))
		}
	}
	if !q.BoxesApart {
		sort.Strings(keys)
	}
	return strings.Join(keys, "|")
}
