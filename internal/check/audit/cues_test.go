package audit

import (
	"bufio"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCueWordsMatchTheirRegexp: equationCueRe and approxCueRe answer as
// their regular expressions do, on texts built from their alternatives
// and their edges (word boundaries, case, ſ and the Kelvin sign, the bell
// of `\approx`), and on every window of 60 bytes of the MATH solutions
// when ../shared/data is present.
func TestCueWordsMatchTheirRegexp(t *testing.T) {
	cues := map[string]cueWords{"equationCueRe": equationCueRe, "approxCueRe": approxCueRe}
	texts := []string{"", "set", "Set x", "offset", "reset", "x_set", "set_1", "if", "If,", "gift", "let", "Let's", "outlet",
		"root", "Roots", "rooted", "square-root", "ſolve", "SOLVE", "\u212Aind", "ABOUT", "\approx", "\\approx", "a\x00bout",
		"decimal places", "Decimal Place", "close  to", "thus we have", "THUS WE HAVE", "é then set", "naïve root"}
	rng := rand.New(rand.NewPCG(1, 2))
	pieces := []string{"set", "if", "let", "root", "roots", "solv", "equat", "about", "round", "close to", "x", "_", "1", " ", ".",
		"$", "\\", "S", "E", "T", "é", "ſ", "\u212A", "\a", "pprox", "approx", "ſet", "\u212Aind", "ind", "ol", "ve", "s"}
	for range 20000 {
		var b strings.Builder
		for range 1 + rng.IntN(6) {
			p := pieces[rng.IntN(len(pieces))]
			if rng.IntN(3) == 0 {
				p = strings.ToUpper(p)
			}
			b.WriteString(p)
		}
		texts = append(texts, b.String())
	}
	texts = append(texts, solutionWindows(t)...)
	for name, c := range cues {
		for _, s := range texts {
			if got, want := c.MatchString(s), c.re.MatchString(s); got != want {
				t.Errorf("%s on %q: %v, its regexp %v", name, s, got, want)
			}
		}
	}
}

// solutionWindows are the windows of 60 bytes, every 7 bytes, of the
// first 2,000 MATH training solutions (none without ../shared/data).
func solutionWindows(tb testing.TB) []string {
	dir := filepath.Join("..", "..", "..", "..", "shared", "data")
	if d := os.Getenv("DGNPIPE_SHARED_DATA"); d != "" {
		dir = d
	}
	f, err := os.Open(filepath.Join(dir, "math", "train.jsonl"))
	if err != nil {
		tb.Logf("no MATH corpus: %v", err)
		return nil
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for n := 0; n < 2000 && sc.Scan(); n++ {
		var row struct{ Solution string }
		if json.Unmarshal(sc.Bytes(), &row) != nil {
			continue
		}
		for i := 0; i < len(row.Solution); i += 7 {
			out = append(out, row.Solution[i:min(i+60, len(row.Solution))])
		}
	}
	return out
}

// BenchmarkCueWords asks equationCueRe of the 60-byte windows of the MATH
// solutions, by the matcher and by its regular expression.
//
//	go test ./internal/check/audit -run '^$' -bench CueWords
func BenchmarkCueWords(b *testing.B) {
	texts := solutionWindows(b)
	if len(texts) == 0 {
		b.Skip("no MATH corpus")
	}
	b.Run("matcher", func(b *testing.B) {
		for i := range b.N {
			equationCueRe.MatchString(texts[i%len(texts)])
		}
	})
	b.Run("regexp", func(b *testing.B) {
		for i := range b.N {
			equationCueRe.re.MatchString(texts[i%len(texts)])
		}
	})
}
