package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

func TestTriangleLawOfCosines(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`In triangle $ABC$, $AB=5$, $AC=8$ and $\angle A=60^\circ$. Find $BC$.`, `7`, record.Confirm},
		{`In triangle $ABC$, $AB=5$, $AC=8$ and $\angle A=120^\circ$. Find $BC$.`, `7`, record.Refute},
		{`In triangle $ABC$, $AB=5$, $AC=8$ and $\angle A=120^\circ$. Find $BC$.`, `\sqrt{129}`, record.Confirm},
		{`In triangle $ABC$, $AB=5$, $AC=8$ and $\angle A=120^\circ$. Find $BC$.`, `11.36`, record.Undecided}, // rounded, no approximation asked
		{`In triangle $ABC$, $AB=5$, $AC=8$ and $\angle A=120^\circ$. Find $BC$ to the nearest hundredth.`, `11.36`, record.Confirm},
		{`In triangle $ABC$, $AB=5$, $AC=8$ and $\angle BAC=\frac{\pi}{3}$. Find the length of $BC$.`, `7`, record.Confirm},
		{`In triangle $PQR$, $PQ=3$, $QR=4$ and $\angle Q=90^\circ$. Find $PR$.`, `5`, record.Confirm},
		{`In triangle $PQR$, $PQ=3$, $QR=4$ and $\angle Q=90^\circ$. Find $PR$.`, `6`, record.Refute},
		// Not the SAS shape: the side asked for is adjacent to the angle.
		{`In triangle $ABC$, $AB=5$, $BC=7$ and $\angle A=60^\circ$. Find $AC$.`, `8`, record.Undecided},
		// An angle without a unit is not guessed.
		{`In triangle $ABC$, $AB=5$, $AC=8$ and $\angle A=2$. Find $BC$.`, `7`, record.Undecided},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want {
			t.Errorf("%s | %s: %s (%s), want %s", c.problem, c.answer, r.Verdict, r.Note, c.want)
			continue
		}
		if r.Verdict == record.Refute && (!strings.Contains(r.Note, "law of cosines") || len(r.Evidence) == 0) {
			t.Errorf("%s | %s: a refutation must name its recomputation and carry evidence: %s", c.problem, c.answer, r.Note)
		}
	}
}
