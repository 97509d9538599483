package latex

// tokKind is the kind of a token.
type tokKind int

const (
	tEOF     tokKind = iota
	tNumber          // digits with an optional decimal part: text in num
	tLetter          // one ASCII letter: text is the letter
	tCmd             // control word or control symbol: text is the name without backslash
	tPunct           // one ASCII punctuation char: text is the char
	tIllegal         // a byte or rune the reader does not know
)

// token is one lexeme. Space records whitespace (or a spacing macro)
// before the token, which the decimal-comma rule needs.
type token struct {
	kind  tokKind
	pos   int // byte offset of the first byte
	end   int // byte offset after the last byte
	text  string
	space bool
	// for numbers
	num numLit
	// for a ',' : forced is true for `{,}` (always a decimal comma)
	forced bool
}

type numLit struct {
	Int, Frac, Repeat string
	point             bool // written with a decimal point or comma
}

func (t token) is(kind tokKind, text string) bool { return t.kind == kind && t.text == text }

func (t token) punct(c string) bool { return t.kind == tPunct && t.text == c }

func (t token) cmd(name string) bool { return t.kind == tCmd && t.text == name }

func (t token) String() string {
	switch t.kind {
	case tEOF:
		return "end of input"
	case tCmd:
		return `\` + t.text
	}
	return t.text
}
