package check

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

var (
	intRe     = regexp.MustCompile(`\d+`)
	bracketRe = regexp.MustCompile(`[\[\]()]`)
)

// mutations returns slightly changed answers: a constant changed, a sign
// flipped, a root dropped or added, an interval bracket swapped.
func mutations(a string) []string {
	var out []string
	if loc := intRe.FindStringIndex(a); loc != nil {
		n := a[loc[0]:loc[1]]
		out = append(out, a[:loc[0]]+n+"1"+a[loc[1]:]) // 3 -> 31
	}
	if locs := intRe.FindAllStringIndex(a, -1); len(locs) > 0 {
		l := locs[len(locs)-1]
		d := a[l[1]-1]
		nd := byte('0' + (d-'0'+1)%10)
		out = append(out, a[:l[1]-1]+string(nd)+a[l[1]:])
	}
	if i := strings.Index(a, "-"); i >= 0 {
		out = append(out, a[:i]+"+"+a[i+1:])
	} else if i := strings.Index(a, "+"); i >= 0 {
		out = append(out, a[:i]+"-"+a[i+1:])
	}
	m := strings.Trim(a, "$ ")
	if strings.Contains(m, ",") && !strings.ContainsAny(m, "()[]") {
		parts := strings.Split(m, ",")
		out = append(out, "$"+strings.Join(parts[1:], ",")+"$") // a root dropped
	}
	if !strings.ContainsAny(m, "()[]{}") && !strings.Contains(m, "=") && m != "" {
		out = append(out, "$"+m+", 1234$") // an extra root
	}
	if loc := bracketRe.FindStringIndex(a); loc != nil {
		swap := map[string]string{"(": "[", "[": "(", ")": "]", "]": ")"}
		out = append(out, a[:loc[0]]+swap[a[loc[0]:loc[1]]]+a[loc[1]:])
	}
	return out
}

// TestMutationsNeverConfirmed: on the confirmed CollegeMath rows, a mutated
// answer must never be confirmed (a mutation that is still a right answer
// — equal value — is skipped by checking it is a different mathematical
// object is impossible in general, so mutations are chosen to change it).
func TestMutationsNeverConfirmed(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	rows := collegeRows(t, false)
	confirmedRows, mutated, confirmedMut := 0, 0, 0
	var byVerdict [4]int
	for i, r := range rows {
		res := Check(context.Background(), r.Problem, r.Answer, Options{Seed: int64(i + 1)})
		if res.Verdict != record.Confirm {
			continue
		}
		confirmedRows++
		for _, m := range mutations(r.Answer) {
			if m == r.Answer {
				continue
			}
			mutated++
			mr := Check(context.Background(), r.Problem, m, Options{Seed: int64(i + 1)})
			byVerdict[mr.Verdict]++
			if mr.Verdict == record.Confirm {
				confirmedMut++
				t.Errorf("mutated answer confirmed: %s\n  Q: %s\n  A: %s -> %s\n  %s", r.ID, statement.Clip(r.Problem, 150), r.Answer, m, mr.Note)
			}
		}
	}
	t.Logf("%d confirmed rows, %d mutations: %d refuted, %d undecided, %d confirmed", confirmedRows, mutated, byVerdict[record.Refute], byVerdict[record.Undecided], confirmedMut)
}
