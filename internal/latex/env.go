package latex

import (
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Environments. Matrices (pmatrix, bmatrix, matrix, array, ...) become
// tuples: a column or a row of entries is a Tuple of the entries, a larger
// matrix a Tuple of row Tuples, a 1×1 matrix its entry; vmatrix is
// Func{Other "det"} of that. Line environments (cases, aligned, align,
// gathered, split, eqnarray) drop the & marks; a line that starts with a
// relation continues the chain of the line before (`a &= b \\ &= c` is
// a = b = c), other lines become items of a `;` List (a system).

var matrixEnvs = map[string]bool{
	"pmatrix": true, "bmatrix": true, "Bmatrix": true, "matrix": true, "smallmatrix": true,
	"array": true, "vmatrix": true,
}

var lineEnvs = map[string]bool{
	"cases": true, "aligned": true, "align": true, "align*": true, "gathered": true, "gather": true,
	"gather*": true, "split": true, "eqnarray": true, "eqnarray*": true, "alignedat": true,
}

func (p *parser) parseEnv(t token) ast.Expr {
	p.next()
	name, _, ok := p.bracedText()
	if !ok {
		return p.bad(t.pos, t.end, "missing environment name")
	}
	if name == "array" || name == "alignedat" {
		if _, _, ok := p.bracedText(); !ok { // column spec
			return p.bad(t.pos, t.end, "missing column spec of %s", name)
		}
	}
	switch {
	case matrixEnvs[name]:
		return p.parseMatrix(t, name)
	case lineEnvs[name]:
		return p.parseLines(t, name)
	}
	return p.bad(t.pos, p.prevEnd(), "unsupported environment %q", name)
}

// atRowEnd reports whether the current token ends a cell or a row.
func (p *parser) atRowEnd() bool {
	u := p.tok()
	return u.punct("&") || u.cmd("\\") || u.cmd("end") || u.kind == tEOF
}

// endEnv consumes \end{name}; it reports an error when it is missing.
func (p *parser) endEnv(t token, name string) int {
	u := p.tok()
	if !u.cmd("end") {
		p.errorAt(u.pos, "missing \\end{%s} before %q", name, u.String())
		return u.pos
	}
	p.next()
	got, end, _ := p.bracedText()
	if got != name {
		p.errorAt(u.pos, "\\begin{%s} ended by \\end{%s}", name, got)
	}
	return end
}

func (p *parser) parseMatrix(t token, name string) ast.Expr {
	var rows [][]ast.Expr
	row := []ast.Expr{}
	for {
		if p.tok().cmd("end") && len(row) == 0 {
			break
		}
		if p.atRowEnd() && !p.tok().punct("&") && !p.tok().cmd("\\") {
			break
		}
		row = append(row, p.inGroup(p.parseItem))
		u := p.tok()
		if u.punct("&") {
			p.next()
			continue
		}
		rows = append(rows, row)
		row = []ast.Expr{}
		if u.cmd("\\") {
			p.next()
			continue
		}
		break
	}
	end := p.endEnv(t, name)
	s := span(t.pos, end)
	if len(rows) == 0 {
		return p.bad(t.pos, end, "empty matrix")
	}
	var x ast.Expr
	tuple := func(items []ast.Expr) ast.Expr {
		if len(items) == 1 {
			return items[0]
		}
		tp := node(p, &ast.Tuple{Span: sp(items[0], items[len(items)-1]), Left: '(', Right: ')', Sep: ast.Comma, Items: items})
		return tp
	}
	column := true
	for _, r := range rows {
		column = column && len(r) == 1
	}
	switch {
	case column:
		var items []ast.Expr
		for _, r := range rows {
			items = append(items, r[0])
		}
		x = tuple(items)
	case len(rows) == 1:
		x = tuple(rows[0])
	default:
		var items []ast.Expr
		for _, r := range rows {
			items = append(items, tuple(r))
		}
		x = tuple(items)
	}
	if tp, ok := x.(*ast.Tuple); ok {
		tp.Span = s
	}
	if name == "vmatrix" {
		return node(p, &ast.Func{Span: s, Name: ast.Other, Other: "det", Args: []ast.Expr{x}})
	}
	if p.matrices == nil {
		p.matrices = map[ast.Expr]bool{}
	}
	p.matrices[x] = true
	return x
}

func (p *parser) parseLines(t token, name string) ast.Expr {
	// Drop the alignment marks of this environment (not of nested ones).
	depth := 0
	kept := p.toks[:p.i:p.i]
	k := p.i
	for ; k < len(p.toks); k++ {
		u := p.toks[k]
		if u.cmd("begin") {
			depth++
		} else if u.cmd("end") {
			if depth == 0 {
				break
			}
			depth--
		} else if u.punct("&") && depth == 0 {
			if name == "cases" {
				// value & condition: a piecewise definition, not a system.
				return p.skipEnv(t, name, "piecewise cases are not supported")
			}
			continue
		}
		kept = append(kept, u)
	}
	p.toks = append(kept, p.toks[k:]...)
	var lines []ast.Expr
	for !p.tok().cmd("end") && p.tok().kind != tEOF {
		if p.tok().cmd("\\") {
			p.next()
			continue
		}
		if _, isRel := p.relOp(); isRel && len(lines) > 0 {
			last := lines[len(lines)-1]
			rel, ok := last.(*ast.Rel)
			if !ok {
				rel = node(p, &ast.Rel{Args: []ast.Expr{last}})
			}
			p.inGroup(func() ast.Expr { p.continueRel(rel); return nil })
			rel.Span = sp(rel.Args[0], rel.Args[len(rel.Args)-1])
			lines[len(lines)-1] = rel
			continue
		}
		at := p.i
		lines = append(lines, p.parseGroupExpr())
		if p.i == at {
			p.next()
		}
		if u := p.tok(); !u.cmd("\\") && !u.cmd("end") {
			p.errorAt(u.pos, "unexpected %q in %s", u.String(), name)
			p.next()
		}
	}
	end := p.endEnv(t, name)
	switch len(lines) {
	case 0:
		return p.bad(t.pos, end, "empty %s", name)
	case 1:
		return lines[0]
	}
	return node(p, &ast.List{Span: span(t.pos, end), Sep: ast.Semicolon, Items: lines})
}

// skipEnv reports msg for the environment opened at t and skips to the
// token after its \end{name}.
func (p *parser) skipEnv(t token, name, msg string) ast.Expr {
	depth := 0
	for ; p.tok().kind != tEOF; p.next() {
		if p.tok().cmd("begin") {
			depth++
		} else if p.tok().cmd("end") {
			if depth == 0 {
				break
			}
			depth--
		}
	}
	b := p.bad(t.pos, p.tok().pos, "%s", msg)
	if p.tok().cmd("end") {
		p.endEnv(t, name)
		b.To = ast.Pos(p.prevEnd())
	}
	return b
}
