// Package matrixfind reads a question that asks for the matrix of a named
// linear map, or for the matrix M fixed by equations M X = Y (issue 42,
// MATH Precalculus; see Read). It reads; the linear-algebra checker
// (check/linalg.CheckFindMatrix) computes the matrix.
package matrixfind

import (
	"regexp"
	"strings"
)

// Issue 42: whole-statement shapes, the statement's whitespace collapsed,
// V, A, B, U₁, … \begin{pmatrix} literals, X a literal of distinct letters:
//
//	Find the matrix that corresponds to (projecting onto | reflecting over) the vector $V.$
//	Find the matrix that corresponds to (projecting onto | reflecting over) the $x$-axis. (or $y$)
//	Find the matrix that corresponds to a dilation centered at the origin with scale factor $k.$
//	Find the matrix $\mathbf{P}$ such that for any vector $\mathbf{v},$ $\mathbf{P} \mathbf{v}$ is the (projection of $\mathbf{v}$ onto | reflection of $\mathbf{v}$ through) (the vector $V.$ | the $xy$-plane. | plane $P.$)
//	  (plane $P$ after "Let $P$ be the plane passing through the origin with normal vector $N.$")
//	Find the matrix $\mathbf{M}$ such that \[\mathbf{M} A = (B | \mathbf{I}).\]
//	Find the $n \times n$ matrix $\mathbf{M}$ such that $\mathbf{M} U₁ = V₁$ and $\mathbf{M} U₂ = V₂.$
//	Find the matrix $\mathbf{M}$ if it satisfies $\mathbf{M} \mathbf{i} = V₁,$ $\mathbf{M} \mathbf{j} = V₂,$ and $\mathbf{M} \mathbf{k} = V₃.$
//	Find the matrix $\mathbf{M}$ such that \[\mathbf{M} \mathbf{v} = V \times \mathbf{v}\]for all vectors $\mathbf{v}.$
//	Find the $n \times n$ matrix $\mathbf{M}$ such that \[\mathbf{M} \mathbf{v} = k \mathbf{v}\]for all three-dimensional vectors $\mathbf{v}.$ (n = 3)
//	Find the matrix $\mathbf{M}$ that <words> of a matrix. In other words, \[\mathbf{M} X = Y.\]If no such matrix $\mathbf{M}$ exists, then enter the zero matrix.
//	Find the $n \times n$ matrix $\mathbf{M}$ such that \[\mathbf{M} X = Y\]for all real numbers $x,$ $y,$ and $z.$
//
// A display \[ … \] may be written $$ … $$ (as the normaliser writes it).
//
// (and the 3×3 row-operation paraphrase "such that for a $3 \times 3$
// matrix $\mathbf{N},$ $\mathbf{M} \mathbf{N}$ is the result of …") The
// entries are returned as written; the checker reads them.

// Kind is the map or the equations that fix the matrix asked.
type Kind int

// The kinds of question.
const (
	Project      Kind = iota + 1 // onto the line along V
	Reflect                      // over the line along V
	PlaneProject                 // onto the plane through the origin normal to V
	PlaneReflect                 // through the plane through the origin normal to V
	Dilate                       // Scale times the identity of size Dim
	Solve                        // M A = B, A square
	Generic                      // M X = Y for every value of the letters of X
	Cross                        // M v = V × v
)

// Question is the matrix asked.
type Question struct {
	Kind  Kind
	V     []string   // the vector (Project, Reflect, PlaneProject, PlaneReflect, Cross)
	Scale string     // the scale factor (Dilate)
	Dim   int        // the size (Dilate)
	A, B  [][]string // Solve: M A = B; Generic: M X = Y
	// ZeroIfNone: the statement says to answer the zero matrix when no
	// such matrix exists (Generic).
	ZeroIfNone bool
}

// Read reads problem as one of the package's shapes.
func Read(problem string) (Question, bool) {
	s := strings.Join(strings.Fields(problem), " ")
	for _, r := range readers {
		if q, ok := r(s); ok {
			return q, true
		}
	}
	return Question{}, false
}

const (
	pmat  = `(\\begin\{pmatrix\}[^$]*?\\end\{pmatrix\})`
	findM = `Find the matrix \$\\mathbf\{M\}\$ `
	sized = `Find the \$([23]) \\times ([23])\$ matrix \$\\mathbf\{M\}\$ `
	vecV  = `\$\\mathbf\{v\}`
)

var (
	correspondsRe = regexp.MustCompile(`^Find the matrix that corresponds to (projecting onto|reflecting over) the (?:vector \$` + pmat + `\.?\$|\$([xy])\$-axis)\.?$`)
	dilationRe    = regexp.MustCompile(`^Find the matrix that corresponds to a dilation centered at the origin with scale factor \$(-?\d{1,6})\.?\$\.?$`)
	anyVectorRe   = regexp.MustCompile(`^(?:Let \$P\$ be the plane passing through the origin with normal vector \$` + pmat + `\.\$ )?Find the matrix \$\\mathbf\{([A-Z])\}\$ such that for any vector ` + vecV + `,\$ \$\\mathbf\{([A-Z])\} \\mathbf\{v\}\$ is the (projection of ` + vecV + `\$ onto|reflection of ` + vecV + `\$ through) (?:the vector \$` + pmat + `\.\$|the \$(xy|yz|xz)\$-plane\.|plane \$P\.\$)$`)
	solveRe       = regexp.MustCompile(`^` + findM + `such that (?:\\\[|\$\$)\\mathbf\{M\} ` + pmat + ` = (?:` + pmat + `|\\mathbf\{I\})\.(?:\\\]|\$\$)$`)
	twoImagesRe   = regexp.MustCompile(`^` + sized + `such that (?:\$|(?:\\\[|\$\$))\\mathbf\{M\} ` + pmat + ` = ` + pmat + `(?:\$|(?:\\\]|\$\$)) ?and (?:\$|(?:\\\[|\$\$))\\mathbf\{M\} ` + pmat + ` = ` + pmat + `\.(?:\$|(?:\\\]|\$\$))$`)
	basisRe       = regexp.MustCompile(`^` + findM + `if it satisfies \$\\mathbf\{M\} \\mathbf\{i\} = ` + pmat + `,\$ \$\\mathbf\{M\} \\mathbf\{j\} = ` + pmat + `,\$ and \$\\mathbf\{M\} \\mathbf\{k\} = ` + pmat + `\.\$$`)
	crossRe       = regexp.MustCompile(`^` + findM + `such that (?:\\\[|\$\$)\\mathbf\{M\} \\mathbf\{v\} = ` + pmat + ` \\times \\mathbf\{v\}(?:\\\]|\$\$) ?for all vectors ` + vecV + `\.\$$`)
	scalarRe      = regexp.MustCompile(`^` + sized + `such that (?:\\\[|\$\$)\\mathbf\{M\} \\mathbf\{v\} = (-?\d{1,6}) \\mathbf\{v\}(?:\\\]|\$\$) ?for all (two|three)-dimensional vectors ` + vecV + `\.\$$`)
	rowOpRe       = regexp.MustCompile(`^(?:` + findM + `that [a-z ]+ of a matrix\.|` + sized + `such that for a \$([23]) \\times ([23])\$ matrix \$\\mathbf\{N\},\$ \$\\mathbf\{M\} \\mathbf\{N\}\$ is the result of [a-z ]+ of \$\\mathbf\{N\},\$ and [a-z ]+ of \$\\mathbf\{N\}\.\$) In other words, (?:\\\[|\$\$)\\mathbf\{M\} ` + pmat + ` = ` + pmat + `\.(?:\\\]|\$\$)(If no such matrix \$\\mathbf\{M\}\$ exists, then enter the zero matrix\.)?$`)
	forAllRe      = regexp.MustCompile(`^` + sized + `such that (?:\\\[|\$\$)\\mathbf\{M\} ` + pmat + ` = ` + pmat + `(?:\\\]|\$\$) ?for all real numbers \$x,\$ \$y,\$ and \$z\.\$$`)
	entryLetterRe = regexp.MustCompile(`^[a-z]$`)
)

var readers = []func(string) (Question, bool){
	readCorresponds, readDilation, readAnyVector, readSolve, readTwoImages,
	readBasis, readCross, readScalar, readRowOp, readForAll,
}

func readCorresponds(s string) (Question, bool) {
	m := correspondsRe.FindStringSubmatch(s)
	if m == nil {
		return Question{}, false
	}
	q := Question{Kind: Project}
	if m[1] == "reflecting over" {
		q.Kind = Reflect
	}
	switch m[3] {
	case "x":
		q.V = []string{"1", "0"}
	case "y":
		q.V = []string{"0", "1"}
	default:
		v, ok := column(m[2])
		if !ok || len(v) != 2 {
			return Question{}, false
		}
		q.V = v
	}
	return q, true
}

func readDilation(s string) (Question, bool) {
	m := dilationRe.FindStringSubmatch(s)
	if m == nil {
		return Question{}, false
	}
	return Question{Kind: Dilate, Scale: m[1], Dim: 2}, true
}

func readAnyVector(s string) (Question, bool) {
	m := anyVectorRe.FindStringSubmatch(s)
	if m == nil || m[2] != m[3] {
		return Question{}, false
	}
	normal, vec, plane := m[1], m[5], m[6]
	project := strings.HasPrefix(m[4], "projection")
	var src string
	q := Question{}
	switch {
	case vec != "" && normal == "":
		q.Kind, src = Reflect, vec
		if project {
			q.Kind = Project
		}
	case plane != "" && normal == "":
		q.Kind = PlaneReflect
		if project {
			q.Kind = PlaneProject
		}
		q.V = []string{"0", "0", "0"} // the normal: the axis the plane does not hold
		for i, axis := range "xyz" {
			if !strings.ContainsRune(plane, axis) {
				q.V[i] = "1"
			}
		}
		return q, true
	case vec == "" && plane == "" && normal != "":
		q.Kind, src = PlaneReflect, normal
		if project {
			q.Kind = PlaneProject
		}
	default:
		return Question{}, false
	}
	v, ok := column(src)
	if !ok || len(v) < 2 || (q.Kind >= PlaneProject && len(v) != 3) {
		return Question{}, false
	}
	q.V = v
	return q, true
}

func readSolve(s string) (Question, bool) {
	m := solveRe.FindStringSubmatch(s)
	if m == nil {
		return Question{}, false
	}
	a, ok := entries(m[1])
	if !ok || len(a) != len(a[0]) {
		return Question{}, false
	}
	b := identity(len(a))
	if m[2] != "" {
		if b, ok = entries(m[2]); !ok {
			return Question{}, false
		}
	}
	return Question{Kind: Solve, A: a, B: b}, true
}

func readTwoImages(s string) (Question, bool) {
	m := twoImagesRe.FindStringSubmatch(s)
	if m == nil || m[1] != m[2] {
		return Question{}, false
	}
	return solveByColumns(int(m[1][0]-'0'), m[3], m[5], m[4], m[6])
}

func readBasis(s string) (Question, bool) {
	m := basisRe.FindStringSubmatch(s)
	if m == nil {
		return Question{}, false
	}
	id := identity(3)
	var us []string
	for _, row := range id { // the columns of the identity are its rows
		us = append(us, `\begin{pmatrix} `+strings.Join(row, ` \\ `)+` \end{pmatrix}`)
	}
	return solveByColumns(3, us[0], us[1], us[2], m[1], m[2], m[3])
}

// solveByColumns is M uᵢ = vᵢ as M A = B, the uᵢ the columns of A and the
// vᵢ those of B (us then vs, n of each, each a column of n entries).
func solveByColumns(n int, cols ...string) (Question, bool) {
	if len(cols) != 2*n {
		return Question{}, false
	}
	a, b := make([][]string, n), make([][]string, n)
	for j, src := range cols {
		c, ok := column(src)
		if !ok || len(c) != n {
			return Question{}, false
		}
		for i := range n {
			if j < n {
				a[i] = append(a[i], c[i])
			} else {
				b[i] = append(b[i], c[i])
			}
		}
	}
	return Question{Kind: Solve, A: a, B: b}, true
}

func readCross(s string) (Question, bool) {
	m := crossRe.FindStringSubmatch(s)
	if m == nil {
		return Question{}, false
	}
	v, ok := column(m[1])
	if !ok || len(v) != 3 {
		return Question{}, false
	}
	return Question{Kind: Cross, V: v}, true
}

func readScalar(s string) (Question, bool) {
	m := scalarRe.FindStringSubmatch(s)
	if m == nil || m[1] != m[2] || (m[1] == "3") != (m[4] == "three") {
		return Question{}, false
	}
	return Question{Kind: Dilate, Scale: m[3], Dim: int(m[1][0] - '0')}, true
}

func readRowOp(s string) (Question, bool) {
	m := rowOpRe.FindStringSubmatch(s)
	if m == nil || m[1] != m[2] || m[2] != m[3] || m[3] != m[4] {
		return Question{}, false
	}
	x, y, ok := letterEquation(m[5], m[6])
	if !ok || len(x) != len(x[0]) || (m[1] != "" && int(m[1][0]-'0') != len(x)) {
		return Question{}, false
	}
	return Question{Kind: Generic, A: x, B: y, ZeroIfNone: m[7] != ""}, true
}

func readForAll(s string) (Question, bool) {
	m := forAllRe.FindStringSubmatch(s)
	if m == nil || m[1] != m[2] {
		return Question{}, false
	}
	x, y, ok := letterEquation(m[3], m[4])
	if !ok || len(x) != 3 || len(x[0]) != 1 || m[1] != "3" || strings.Join([]string{x[0][0], x[1][0], x[2][0]}, "") != "xyz" {
		return Question{}, false
	}
	return Question{Kind: Generic, A: x, B: y}, true
}

// letterEquation reads X (distinct single letters) and Y, of one shape.
func letterEquation(xSrc, ySrc string) (x, y [][]string, ok bool) {
	x, ok1 := entries(xSrc)
	y, ok2 := entries(ySrc)
	if !ok1 || !ok2 || len(x) != len(y) || len(x[0]) != len(y[0]) {
		return nil, nil, false
	}
	seen := map[string]bool{}
	for _, row := range x {
		for _, e := range row {
			if !entryLetterRe.MatchString(e) || seen[e] {
				return nil, nil, false
			}
			seen[e] = true
		}
	}
	return x, y, true
}

// entries splits a \begin{pmatrix} literal into its entries' sources, row
// by row; every row has the same number of entries.
func entries(src string) ([][]string, bool) {
	body, ok := strings.CutPrefix(src, `\begin{pmatrix}`)
	if !ok {
		return nil, false
	}
	if body, ok = strings.CutSuffix(body, `\end{pmatrix}`); !ok || strings.Contains(body, `\begin`) {
		return nil, false
	}
	var rows [][]string
	for _, line := range strings.Split(body, `\\`) {
		var row []string
		for _, e := range strings.Split(line, "&") {
			e = strings.TrimSpace(e)
			if e == "" {
				return nil, false
			}
			row = append(row, e)
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, false
		}
		rows = append(rows, row)
	}
	return rows, true
}

// column is a literal of one column, as its entries.
func column(src string) ([]string, bool) {
	rows, ok := entries(src)
	if !ok || len(rows[0]) != 1 {
		return nil, false
	}
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r[0]
	}
	return out, true
}

func identity(n int) [][]string {
	out := make([][]string, n)
	for i := range n {
		out[i] = make([]string, n)
		for j := range n {
			out[i][j] = "0"
			if i == j {
				out[i][j] = "1"
			}
		}
	}
	return out
}
