package jsmath

import (
	"fmt"
	"strings"
)

// portable rewrites a math.js expression written for a BigNumber instance
// so that a server running math.js with its default configuration (numbers
// are doubles, as on api.mathjs.org) still computes with 64-digit
// BigNumbers: every numeric literal becomes bignumber("…"), and the
// constants pi and e become acos(bignumber(-1)) and exp(bignumber(1)).
// On a BigNumber server the rewrite changes nothing. Implicit
// multiplication next to a literal ("2x") is not supported: Serialize
// never emits it.
func portable(expr string) (string, error) {
	var b strings.Builder
	b.Grow(len(expr) * 2)
	i := 0
	prevDot := false // the previous significant byte was '.', a property access
	for i < len(expr) {
		c := expr[i]
		switch {
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(expr) && expr[j] != c {
				if expr[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(expr) {
				return "", fmt.Errorf("%w: unterminated string at offset %d", ErrInput, i)
			}
			b.WriteString(expr[i : j+1])
			i = j + 1
			prevDot = false
		case isIdentStart(c):
			j := i + 1
			for j < len(expr) && isIdentPart(expr[j]) {
				j++
			}
			word := expr[i:j]
			k := j
			for k < len(expr) && (expr[k] == ' ' || expr[k] == '\t') {
				k++
			}
			call := k < len(expr) && expr[k] == '('
			switch {
			case prevDot || call:
				b.WriteString(word)
			case word == "pi" || word == "PI":
				b.WriteString("acos(bignumber(-1))")
			case word == "e" || word == "E":
				b.WriteString("exp(bignumber(1))")
			default:
				b.WriteString(word)
			}
			i = j
			prevDot = false
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(expr) && expr[i+1] >= '0' && expr[i+1] <= '9':
			if c == '0' && i+1 < len(expr) && strings.IndexByte("xXbBoO", expr[i+1]) >= 0 {
				return "", fmt.Errorf("%w: non-decimal literal at offset %d", ErrInput, i)
			}
			j := i
			for j < len(expr) && expr[j] >= '0' && expr[j] <= '9' {
				j++
			}
			if j < len(expr) && expr[j] == '.' {
				j++
				for j < len(expr) && expr[j] >= '0' && expr[j] <= '9' {
					j++
				}
			}
			if j < len(expr) && (expr[j] == 'e' || expr[j] == 'E') {
				k := j + 1
				if k < len(expr) && (expr[k] == '+' || expr[k] == '-') {
					k++
				}
				if k < len(expr) && expr[k] >= '0' && expr[k] <= '9' {
					for k < len(expr) && expr[k] >= '0' && expr[k] <= '9' {
						k++
					}
					j = k
				}
			}
			if j < len(expr) && isIdentStart(expr[j]) {
				return "", fmt.Errorf("%w: implicit multiplication after a number at offset %d", ErrInput, j)
			}
			fmt.Fprintf(&b, "bignumber(%q)", expr[i:j])
			i = j
			prevDot = false
		default:
			b.WriteByte(c)
			if c != ' ' && c != '\t' {
				prevDot = c == '.'
			}
			i++
		}
	}
	return b.String(), nil
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isIdentPart(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }
