package statement

import (
	"regexp"
	"strings"
)

// Issue 42: the arrangements of the letters of a word, read from the whole
// statement ("Determine the number of ways to arrange the letters of the
// word ELLIPSE.", "How many distinct arrangements of the letters in the
// word "basic'' are there?"). Only "arrange" and "arrangements": a
// "rearrangement" may or may not count the word itself.

var (
	arrangeWord = "(?:``|\"|'|`)?([A-Za-z]{1,20})(?:''|\"'|\"|'|`)?"
	arrangeRes  = []*regexp.Regexp{
		regexp.MustCompile(`^(?:Determine|Find|Compute) the number of ways to arrange the letters of the word ` + arrangeWord + `\.$`),
		regexp.MustCompile(`^How many ways are there to arrange the letters of the word ` + arrangeWord + `\?$`),
		regexp.MustCompile(`^In how many ways can the letters of the word ` + arrangeWord + ` be arranged\?$`),
		regexp.MustCompile(`^How many (?:possible )?(?:distinct |different )?arrangements (?:are there )?of the letters (?:in|of) the word ` + arrangeWord + `(?: are there)?\?$`),
		regexp.MustCompile(`^How many (?:distinct |different )arrangements are there of ` + arrangeWord + `\?$`),
	}
)

// ReadWordArrangements reads a statement that asks, and only asks, for the
// number of arrangements of the letters of one word; the word is returned
// in upper case (a letter is the same letter in either case).
func ReadWordArrangements(problem string) (string, bool) {
	p := strings.Join(strings.Fields(problem), " ")
	for _, re := range arrangeRes {
		if m := re.FindStringSubmatch(p); m != nil {
			return strings.ToUpper(m[1]), true
		}
	}
	return "", false
}
