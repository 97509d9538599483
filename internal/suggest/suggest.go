// Package suggest finds the names a mistyped one resembles, for "did you
// mean" messages (commands, flags, source fields). It knows nothing of
// where the names come from.
package suggest

import (
	"sort"
	"strings"
)

// Nearest returns the candidates within an edit distance of 2 of typed (1
// for names of up to 4 letters), or that typed is a prefix of (typed at
// least 3 letters long), sorted.
func Nearest(typed string, candidates []string) []string {
	limit := 2
	if len(typed) <= 4 {
		limit = 1
	}
	var out []string
	for _, c := range candidates {
		if Distance(typed, c) <= limit || (len(typed) >= 3 && strings.HasPrefix(c, typed)) {
			out = append(out, c)
		}
	}
	sort.Strings(out)
	return out
}

// Distance is the Levenshtein distance of a and b, by bytes (the names are
// ASCII).
func Distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
