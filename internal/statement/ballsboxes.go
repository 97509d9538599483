package statement

import (
	"regexp"
	"strconv"
	"strings"
)

// Issue 42: balls put in boxes, read from the whole statement ("How many
// ways are there to put 5 balls in 2 boxes if the balls are
// distinguishable but the boxes are not?", "How many ways are there to put
// 4 indistinguishable balls into 2 distinguishable boxes?"). Each ball
// goes in one box, and a box may stay empty: the statement says nothing
// more.

// BallsBoxes is a question of balls in boxes.
type BallsBoxes struct {
	Balls, Boxes           int
	BallsApart, BoxesApart bool // distinguishable
}

var (
	ballsIfRe  = regexp.MustCompile(`^How many ways are there to put (\d{1,2}) balls in(?:to)? (\d{1,2}) boxes if the balls are (not )?distinguishable (and|but) (neither are the boxes|the boxes are not|the boxes are(?: distinguishable)?)\?$`)
	ballsAdjRe = regexp.MustCompile(`^How many ways are there to put (\d{1,2}) (in)?distinguishable balls in(?:to)? (\d{1,2}) (in)?distinguishable boxes\?$`)
)

// ReadBallsBoxes reads a statement that asks, and only asks, in how many
// ways balls can be put in boxes.
func ReadBallsBoxes(problem string) (BallsBoxes, bool) {
	p := strings.Join(strings.Fields(problem), " ")
	if m := ballsAdjRe.FindStringSubmatch(p); m != nil {
		n, _ := strconv.Atoi(m[1])
		k, _ := strconv.Atoi(m[3])
		return BallsBoxes{Balls: n, Boxes: k, BallsApart: m[2] == "", BoxesApart: m[4] == ""}, k > 0
	}
	m := ballsIfRe.FindStringSubmatch(p)
	if m == nil {
		return BallsBoxes{}, false
	}
	n, _ := strconv.Atoi(m[1])
	k, _ := strconv.Atoi(m[2])
	q := BallsBoxes{Balls: n, Boxes: k, BallsApart: m[3] == ""}
	switch m[5] {
	case "neither are the boxes":
		// "neither" only continues a negation; "but" must contrast.
		if q.BallsApart || m[4] != "and" {
			return BallsBoxes{}, false
		}
	case "the boxes are not":
		if !q.BallsApart || m[4] != "but" {
			return BallsBoxes{}, false
		}
	default:
		q.BoxesApart = true
		if q.BallsApart != (m[4] == "and") {
			return BallsBoxes{}, false
		}
	}
	return q, k > 0
}
