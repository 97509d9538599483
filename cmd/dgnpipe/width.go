package main

import (
	"io"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/term"
)

// defaultWidth is the width of console output that does not go to a
// terminal.
const defaultWidth = 100

// outputWidth is the number of columns console output must fit: the
// terminal's width when w is one, else $COLUMNS when set (tests and
// pipes), else defaultWidth.
func outputWidth(w io.Writer) int {
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		if cols, _, err := term.GetSize(int(f.Fd())); err == nil && cols >= 20 {
			return cols
		}
	}
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n >= 20 {
		return n
	}
	return defaultWidth
}

// wrapLine breaks s into lines of at most width runes at spaces; the
// lines after the first start with indent. A word longer than a line is
// cut.
func wrapLine(s string, width int, indent string) []string {
	if utf8.RuneCountInString(s) <= width {
		return []string{s}
	}
	var out []string
	// The first line keeps its own indent (a flag of a help text).
	lead := s[:len(s)-len(strings.TrimLeft(s, " "))]
	// An indent takes at most half the line, so that a word always has room.
	if len(lead) > width/2 {
		lead = ""
	}
	if len(indent) > width/2 {
		indent = indent[:width/2]
	}
	line := ""
	for _, word := range strings.Fields(s) {
		for {
			prefix := line
			if prefix == "" {
				prefix = lead
				if len(out) > 0 {
					prefix = indent
				}
			}
			sep := ""
			if line != "" {
				sep = " "
			}
			if utf8.RuneCountInString(prefix)+len(sep)+utf8.RuneCountInString(word) <= width {
				line = prefix + sep + word
				break
			}
			if line != "" {
				out = append(out, line)
				line = ""
				continue
			}
			// The word alone does not fit: cut it.
			room := width - utf8.RuneCountInString(prefix)
			r := []rune(word)
			out = append(out, prefix+string(r[:room]))
			word = string(r[room:])
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// fitWriter wraps every line written through it to width columns,
// continuation lines indented like the line's first non-space text (at
// most 18 columns). It is how reports of any command fit the terminal.
type fitWriter struct {
	w     io.Writer
	width int
	buf   []byte
}

func newFitWriter(w io.Writer) *fitWriter { return &fitWriter{w: w, width: outputWidth(w)} }

func (f *fitWriter) Write(p []byte) (int, error) {
	f.buf = append(f.buf, p...)
	for {
		i := strings.IndexByte(string(f.buf), '\n')
		if i < 0 {
			return len(p), nil
		}
		line := string(f.buf[:i])
		f.buf = f.buf[i+1:]
		if err := f.emit(line); err != nil {
			return 0, err
		}
	}
}

func (f *fitWriter) emit(line string) error {
	line = strings.TrimRight(line, " ")
	indent := continuationIndent(line, f.width)
	for _, l := range wrapLabelled(line, f.width, indent) {
		if _, err := io.WriteString(f.w, l+"\n"); err != nil {
			return err
		}
	}
	return nil
}

// Flush writes a last line without a newline.
func (f *fitWriter) Flush() error {
	if len(f.buf) == 0 {
		return nil
	}
	line := string(f.buf)
	f.buf = nil
	return f.emit(line)
}

// wrapLabelled is wrapLine that keeps a label column as it is written:
// when indent is the width of a label and its padding ("leg 1 native      "),
// the label is not re-spaced, the text after it is wrapped beside it.
func wrapLabelled(line string, width int, indent string) []string {
	n := len(indent)
	if n == 0 || n >= len(line) || width-n < 20 || strings.TrimSpace(line[:n]) == "" || line[n-1] != ' ' || line[n] == ' ' || !utf8.ValidString(line[:n]) || utf8.RuneCountInString(line[:n]) != n {
		return wrapLine(line, width, indent)
	}
	out := wrapLine(line[n:], width-n, "")
	for i := range out {
		if i == 0 {
			out[i] = line[:n] + out[i]
		} else {
			out[i] = indent + out[i]
		}
	}
	return out
}

// continuationIndent is where a wrapped line's continuation starts: under
// the text after a label column ("leg 1 native      refute ..." -> 18
// spaces; a flag of a help text, up to half the width), else under the
// line's own indent plus two.
func continuationIndent(line string, width int) string {
	lead := len(line) - len(strings.TrimLeft(line, " "))
	if i := strings.Index(line[lead:], "  "); i >= 0 {
		j := lead + i
		for j < len(line) && line[j] == ' ' {
			j++
		}
		if j <= max(24, width/2) && j < len(line) {
			return strings.Repeat(" ", j)
		}
	}
	return strings.Repeat(" ", min(lead+2, 24))
}
