package latex

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// Error is one reading error at a byte offset of the fragment. Snippet is
// the source around the offset (at most snippetRadius bytes each side,
// with … where it was cut).
type Error struct {
	Offset  int
	Msg     string
	Snippet string
}

func (e *Error) Error() string {
	return fmt.Sprintf("offset %d: %s near %q", e.Offset, e.Msg, e.Snippet)
}

// ErrorList is a list of *Error sorted by offset. The zero value is an
// empty list ready to use.
type ErrorList []*Error

func (l ErrorList) Len() int           { return len(l) }
func (l ErrorList) Swap(i, j int)      { l[i], l[j] = l[j], l[i] }
func (l ErrorList) Less(i, j int) bool { return l[i].Offset < l[j].Offset }

// Sort sorts the list by offset, keeping the report order for equal offsets.
func (l ErrorList) Sort() { sort.Stable(l) }

// Error returns the first error and how many more there are.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Err returns nil for an empty list and the list itself otherwise.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

const snippetRadius = 12

// snippet cuts the source around off on rune boundaries.
func snippet(src string, off int) string {
	off = min(max(off, 0), len(src))
	from, to := max(off-snippetRadius, 0), min(off+snippetRadius, len(src))
	for from > 0 && !utf8.RuneStart(src[from]) {
		from--
	}
	for to < len(src) && !utf8.RuneStart(src[to]) {
		to++
	}
	var b strings.Builder
	if from > 0 {
		b.WriteString("…")
	}
	b.WriteString(src[from:to])
	if to < len(src) {
		b.WriteString("…")
	}
	return b.String()
}
