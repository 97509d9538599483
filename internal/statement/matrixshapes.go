package statement

import (
	"regexp"
	"strings"
)

// Issue 25 (CollegeMath linear algebra): two whole-statement shapes of CollegeMath's linear
// algebra books, read exactly; any other wording is not matched.

// InverseIfPossible reads "Let $$A=M$$ Find $A^{-1}$ if possible. If
// $A^{-1}$ does not exist, explain why." and returns the source of the
// matrix M.
func InverseIfPossible(problem string) (string, bool) {
	m := inverseIfPossibleRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return "", false
	}
	return m[1], true
}

// AugmentedParam reads "Find $h$ such that $$[M]$$ is the augmented matrix
// of a consistent system." (or "of an inconsistent system.") where M is
// an array with a bar before its last column. It returns the entries'
// sources row by row, the letter asked and whether consistency is asked.
func AugmentedParam(problem string) (rows [][]string, letter string, consistent, ok bool) {
	m := augmentedParamRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil || strings.Count(m[2], "|") != 1 || !strings.HasSuffix(m[2], "|"+m[2][len(m[2])-1:]) {
		return nil, "", false, false
	}
	for _, line := range strings.Split(strings.TrimSpace(m[3]), `\\`) {
		var row []string
		for _, e := range strings.Split(line, "&") {
			row = append(row, strings.TrimSpace(e))
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, "", false, false
		}
		rows = append(rows, row)
	}
	if len(rows[0]) != len(m[2])-1 {
		return nil, "", false, false // the column specification and the rows disagree
	}
	return rows, m[1], m[4] == "a consistent", true
}

var (
	inverseIfPossibleRe = regexp.MustCompile(`^Let\s*\$\$\s*A\s*=\s*(\\left\[\\begin\{array\}\{[lcr]+\}[^$]*?\\end\{array\}\\right\])\s*\$\$\s*Find \$A\^\{-1\}\$ if possible\. If \$A\^\{-1\}\$ does not exist, explain why\.$`)
	augmentedParamRe    = regexp.MustCompile(`^Find \$([a-z])\$ such that\s*\$\$\s*\\left\[\\begin\{array\}\{([lcr|]+)\}([-0-9a-z&\\\s]+?)\\end\{array\}\\right\]\s*\$\$\s*is the augmented matrix of (a consistent|an inconsistent) system\.$`)
)

// ProjectionMatrix reads "Find the matrix for $T(\mathbf{w})=
// \operatorname{proj}_{\mathbf{v}}(\mathbf{w})$[,] where
// $\mathbf{v}=V^{T}$." (\vec instead of \mathbf too) and returns the
// integer entries of the row V, written [1,5,3] or as a one-row array.
func ProjectionMatrix(problem string) ([]string, bool) {
	m := projMatrixRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil || m[1] != m[3] || m[1] != m[5] || m[1] != m[7] || m[2] != m[6] || m[4] != m[8] || m[2] == m[4] {
		return nil, false
	}
	var entries []string
	if m[9] != "" {
		entries = strings.Split(m[9], ",")
	} else {
		entries = strings.Split(m[10], "&")
	}
	for i := range entries {
		entries[i] = strings.TrimSpace(entries[i])
	}
	return entries, len(entries) >= 2
}

// ProjectionOf reads "Find $\operatorname{proj}_{\mathbf{v}}(\mathbf{w})$
// where $\mathbf{w}=W$ and $\mathbf{v}=V$." (W, V column arrays) and
// returns the sources of W and V.
func ProjectionOf(problem string) (w, v string, ok bool) {
	m := projOfRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil || m[1] != m[3] || m[1] != m[5] || m[1] != m[7] || m[2] != "v" || m[4] != "w" {
		return "", "", false
	}
	return m[6], m[8], true
}

const (
	vecName    = `\\(mathbf|vec)\{([a-z])\}`
	columnSrc  = `(\\left\[\\begin\{array\}\{[lcr]\}[-0-9\\\s]+?\\end\{array\}\\right\])`
	rowOrArray = `(?:\[(-?\d+(?:\s*,\s*-?\d+)+)\]|\\left\[\\begin\{array\}\{[lcr]+\}([-0-9&\s]+?)\\end\{array\}\\right\])\^\{T\}`
)

var (
	projMatrixRe = regexp.MustCompile(`^Find the matrix for \$T\(` + vecName + `\)=\\operatorname\{proj\}_\{` + vecName + `\}\(\\(mathbf|vec)\{([a-z])\}\)\$,? where \$\\(mathbf|vec)\{([a-z])\}=` + rowOrArray + `\$\.$`)
	projOfRe     = regexp.MustCompile(`^Find \$\\operatorname\{proj\}_\{` + vecName + `\}\(` + vecName + `\)\$ where \$\\(mathbf|vec)\{w\}=` + columnSrc + `\$ and \$\\(mathbf|vec)\{v\}=` + columnSrc + `\$\.$`)
)

// CommuteParam reads "Let $A=M$ and $B=N$. Is it possible to find|choose
// $k$ such that $A B=B A$? If so, what should $k$ equal?" (also "$A=M,
// B=N$") and returns the entries of M and N row by row.
func CommuteParam(problem string) (a, b [][]string, ok bool) {
	m := commuteParamRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return nil, nil, false
	}
	a, ok1 := arrayEntries(m[1])
	b, ok2 := arrayEntries(m[2])
	return a, b, ok1 && ok2
}

// arrayEntries splits an array body into its entries (rows by \\, entries
// by &); ok is false for rows of different lengths.
func arrayEntries(body string) ([][]string, bool) {
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSpace(body), `\\`) {
		var row []string
		for _, e := range strings.Split(line, "&") {
			row = append(row, strings.TrimSpace(e))
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, false
		}
		rows = append(rows, row)
	}
	return rows, true
}

const plainArray = `\\left\[\\begin\{array\}\{[lcr]+\}([-0-9a-z&\\\s]+?)\\end\{array\}\\right\]`

var commuteParamRe = regexp.MustCompile(`^Let \$A=` + plainArray + `(?:\$ and \$|, )B=` + plainArray + `\$\. Is it possible to (?:find|choose) \$k\$ such that \$A B=B A\$ ?\? If so, what should \$k\$ equal\?$`)

// TwoProducts reads "Let $X=M$ and $Y=N$. Find $F$ and $G$ if possible."
// (M, N arrays; F, G formulas in X and Y) and returns the sources of M,
// N, F and G.
func TwoProducts(problem string) (x, y, f, g string, ok bool) {
	m := twoProductsRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return "", "", "", "", false
	}
	return m[1], m[2], m[3], m[4], true
}

const arraySrc = `(\\left\[\\begin\{array\}\{[lcr]+\}[-0-9&\\\s]+?\\end\{array\}\\right\])`

var twoProductsRe = regexp.MustCompile(`^Let \$X=` + arraySrc + `\$ and \$Y=` + arraySrc + `\$\. Find \$([XY^{}T ]+)\$ and \$([XY^{}T ]+)\$ if possible\.$`)

// EqualMatrices reads "Find scalars $x, y, z$ such that the following two
// matrices are equal. $$M \text { and } N$$" and returns the letters
// asked and the entries of M and N row by row.
func EqualMatrices(problem string) (letters []string, a, b [][]string, ok bool) {
	m := equalMatricesRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return nil, nil, nil, false
	}
	for _, l := range strings.Split(m[1], ",") {
		letters = append(letters, strings.TrimSpace(l))
	}
	a, ok1 := arrayEntries(m[2])
	b, ok2 := arrayEntries(m[3])
	return letters, a, b, ok1 && ok2
}

var equalMatricesRe = regexp.MustCompile(`^Find scalars \$([a-z](?:, [a-z])+)\$ such that the following two matrices are equal\.\s*\$\$\s*` + plainArray + `\s*\\text \{ and \}\s*` + plainArray + `\s*\$\$$`)

// SquareRootOf reads "Let $A=M$. Find a square root of $A$[, i.e., find
// a matrix $B$ such that $B^{2}=A$]." (issue 42, CollegeMath) and returns
// the source of the matrix M.
func SquareRootOf(problem string) (string, bool) {
	m := squareRootRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return "", false
	}
	return m[1], true
}

var squareRootRe = regexp.MustCompile(`^Let \$A=(\\left\[\\begin\{array\}\{[lcr]+\}[^$]*?\\end\{array\}\\right\])\$\. Find a square root of \$A\$(?:, i\.e\., find a matrix \$B\$ such that \$B\^\{2\}=A\$)?\.$`)

// PowerWithHint reads "Compute $A^{k}$, where $$A=M$$ Hint: you can save
// some work by calculating $A^{2}$ times $A^{2}$." (issue 42, CollegeMath;
// k = 4 only, the hint's product) and returns the source of M.
func PowerWithHint(problem string) (string, bool) {
	m := powerHintRe.FindStringSubmatch(strings.Join(strings.Fields(problem), " "))
	if m == nil {
		return "", false
	}
	return m[1], true
}

var powerHintRe = regexp.MustCompile(`^Compute \$A\^\{4\}\$, where \$\$ ?A=(\\left\[\\begin\{array\}\{[lcr]+\}[^$]*?\\end\{array\}\\right\]) ?\$\$ Hint: you can save some work by calculating \$A\^\{2\}\$ times \$A\^\{2\}\$\.$`)
