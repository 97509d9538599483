package intphrase

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intphrase"
)

// answerDayRe is an answer that names one day: "Sunday",
// "\text{Sunday}", "\mbox{Saturday}".
var answerDayRe = regexp.MustCompile(`^(?:\\(?:text|mbox|textbf|mathrm)\{ *([A-Za-z]+) *\}|([A-Za-z]+))\.?$`)

// checkWeekday is CheckPhrase on the day of the week asked: the known
// day's index plus the days, modulo 7.
func checkWeekday(q intphrase.Weekday, answerSrc string) decide.Result {
	kind := statement.KindValue
	want := int((int64(q.From) + q.Days%7 + 7) % 7)
	how := fmt.Sprintf("%+d days from a %s is a %s (%d ≡ %d mod 7)", q.Days, intphrase.WeekdayNames[q.From], intphrase.WeekdayNames[want], q.Days, (q.Days%7+7)%7)
	m := answerDayRe.FindStringSubmatch(strings.TrimSpace(answerSrc))
	if m == nil {
		return decide.Undecided(kind, "%s; the answer does not name one day", how)
	}
	name := strings.ToLower(m[1] + m[2])
	got := -1
	for i, d := range intphrase.WeekdayNames {
		if strings.ToLower(d) == name {
			got = i
		}
	}
	if got < 0 {
		return decide.Undecided(kind, "%s; the answer does not name one day", how)
	}
	r := decide.Confirm(kind, "%s, as the answer", how)
	if got != want {
		r = decide.Refute(kind, "%s; the answer says %s", how, intphrase.WeekdayNames[got])
	}
	r.Evidence = []decide.Comparison{{What: "the day's index (Sunday 0) against the answer's",
		Left: decide.IntExpr(big.NewInt(int64(want))), Right: decide.IntExpr(big.NewInt(int64(got))), Want: record.WantEqual}}
	return r
}
