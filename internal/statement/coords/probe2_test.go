package coords

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"testing"
)

func TestProbe2(t *testing.T) {
	kw := regexp.MustCompile(`midpoint|distance|slope|intercept|intersect|endpoint|line`)
	for _, f := range []string{"/work/shared/data/math/test.jsonl", "/work/shared/data/math/train.jsonl"} {
		fh, _ := os.Open(f)
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			var r struct{ Problem, Answer, Unique_id, Subject string }
			json.Unmarshal(sc.Bytes(), &r)
			if r.Subject != "Algebra" && r.Subject != "Prealgebra" || !kw.MatchString(r.Problem) || len(r.Problem) > 400 {
				continue
			}
			if _, ok := Read(r.Problem); ok {
				continue
			}
			tx, _, ok := text(r.Problem)
			fmt.Printf("%s | %v | %s || %s\n", r.Unique_id, ok, tx, r.Answer)
		}
	}
}
