package statement

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// normalShapeProseRe is NormalShapeProse as it was written, with three
// regexp replacements; the one-pass form must agree with it byte for byte.
func normalShapeProseRe(prose string) string {
	s := regexp.MustCompile(`\$\S*`).ReplaceAllString(prose, "$")
	s = regexp.MustCompile(`\s+`).ReplaceAllString(s, " ")
	s = regexp.MustCompile(` ([.?:,])`).ReplaceAllString(s, "$1")
	return strings.TrimSpace(s)
}

// TestNormalShapeProseSame: the one-pass NormalShapeProse equals the
// regexps' on hand-picked edge cases and on random strings over an
// alphabet of spaces, punctuation, dollars, multibyte and invalid bytes.
func TestNormalShapeProseSame(t *testing.T) {
	cases := []string{
		"", " ", "$", "$$", " $x$ . ", "What is $ ?", "a \t\n b", " , . ? : ;", "x $a,b$ , c",
		"Find $ .", "\u00a0What\u00a0is $ ?\u00a0", "a\vb", "\xff $\xfe\xff ,", "Compute $ :  $ .",
		"Express $ as a common fraction .", "a  ,  ,b", "$\u2003x . y",
	}
	alphabet := []string{" ", "\t", "\n", "\r", "\f", "\v", ".", "?", ":", ",", ";", "$", "a", "B", "\u00a0", "\u2003", "é", "\xff", "\\"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(16) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		cases = append(cases, b.String())
	}
	for _, c := range cases {
		if got, want := NormalShapeProse(c), normalShapeProseRe(c); got != want {
			t.Fatalf("NormalShapeProse(%q) = %q, the regexps give %q", c, got, want)
		}
	}
}
