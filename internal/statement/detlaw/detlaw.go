// Package detlaw reads the determinant of a product, a power or a scalar
// multiple of matrices whose determinants are given (issue 42; see Read).
package detlaw

import (
	"math/big"
	"regexp"
	"strings"
)

// Issue 42 (MATH Precalculus): the determinant of a product, a power or a
// scalar multiple of square matrices whose determinants are given, read
// from whole-statement shapes (the statement's whitespace collapsed):
//
//	If $\det \mathbf{A} = p$ and $\det \mathbf{B} = q,$ then find $\det (\mathbf{A} \mathbf{B}).$
//	If $\det \mathbf{A} = p,$ then find $\det (\mathbf{A}^n).$   (also \mathbf{A^n})
//	If $\mathbf{A}$ is a $n \times n$ matrix such that $\det \mathbf{A} = p,$ then find $\det (\mathbf{kA}).$
//	Let $\mathbf{A}$ and $\mathbf{B}$ be $n \times n$ matrices such that $\det \mathbf{A} = p$ and $\det \mathbf{B} = q.$ Find $\det (k \mathbf{A} \mathbf{B}).$
//
// A scalar multiple is read only where the size n is stated.

// Law is such a question: the value asked is Scale^Size · Given[0]^Power
// (· Given[1]), with Size 0 when no scalar stands.
type Law struct {
	Given []*big.Rat // p (and q)
	Power int64      // the power of A (1 for a product or a multiple)
	Scale *big.Rat   // k (1 when none)
	Size  int64      // n, where a scalar needs it
	Shape string
}

const detNum = `(-?\d{1,6})`

var (
	detProductRe = regexp.MustCompile(`^If \$\\det \\mathbf\{([A-Z])\} = ` + detNum + `\$ and \$\\det \\mathbf\{([A-Z])\} = ` + detNum + `,\$ then find \$\\det \(\\mathbf\{([A-Z])\} \\mathbf\{([A-Z])\}\)\.\$$`)
	detPowerRe   = regexp.MustCompile(`^If \$\\det \\mathbf\{([A-Z])\} = ` + detNum + `,\$ then find \$ ?\\det \(\\mathbf\{([A-Z])(?:\^(\d)\}|\}\^(\d))\)\.\$$`)
	detScaleRe   = regexp.MustCompile(`^If \$\\mathbf\{([A-Z])\}\$ is a \$(\d) \\times (\d)\$ matrix such that \$\\det \\mathbf\{([A-Z])\} = ` + detNum + `,\$ then find \$\\det \(\\mathbf\{(-?\d{1,4})([A-Z])\}\)\.\$$`)
	detBothRe    = regexp.MustCompile(`^Let \$\\mathbf\{([A-Z])\}\$ and \$\\mathbf\{([A-Z])\}\$ be \$(\d) \\times (\d)\$ matrices such that \$\\det \\mathbf\{([A-Z])\} = ` + detNum + `\$ and \$\\det \\mathbf\{([A-Z])\} = ` + detNum + `\.\$ Find \$\\det \((-?\d{1,4}) \\mathbf\{([A-Z])\} \\mathbf\{([A-Z])\}\)\.\$$`)
	detSpaceRe   = regexp.MustCompile(`\s+`)
)

// Read reads such a question; ok is false when the statement is not
// exactly one of the shapes or its matrices are not the ones named.
func Read(problem string) (Law, bool) {
	if !strings.Contains(problem, `\det`) {
		return Law{}, false
	}
	s := detSpaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	rat := func(x string) *big.Rat { r, _ := new(big.Rat).SetString(x); return r }
	one := big.NewRat(1, 1)
	if m := detProductRe.FindStringSubmatch(s); m != nil {
		if m[1] == m[3] || !(m[5] == m[1] && m[6] == m[3] || m[5] == m[3] && m[6] == m[1]) {
			return Law{}, false
		}
		return Law{Given: []*big.Rat{rat(m[2]), rat(m[4])}, Power: 1, Scale: one, Shape: "If $\\det A = p$ and $\\det B = q,$ then find $\\det (AB).$"}, true
	}
	if m := detPowerRe.FindStringSubmatch(s); m != nil {
		n := m[4] + m[5]
		if m[3] != m[1] || n == "" {
			return Law{}, false
		}
		return Law{Given: []*big.Rat{rat(m[2])}, Power: rat(n).Num().Int64(), Scale: one, Shape: "If $\\det A = p,$ then find $\\det (A^n).$"}, true
	}
	if m := detScaleRe.FindStringSubmatch(s); m != nil {
		if m[2] != m[3] || m[1] != m[4] || m[7] != m[1] {
			return Law{}, false
		}
		return Law{Given: []*big.Rat{rat(m[5])}, Power: 1, Scale: rat(m[6]), Size: rat(m[2]).Num().Int64(), Shape: "If $A$ is an n × n matrix such that $\\det A = p,$ then find $\\det (kA).$"}, true
	}
	if m := detBothRe.FindStringSubmatch(s); m != nil {
		if m[1] == m[2] || m[3] != m[4] || m[5] != m[1] || m[7] != m[2] || m[10] != m[1] || m[11] != m[2] {
			return Law{}, false
		}
		return Law{Given: []*big.Rat{rat(m[6]), rat(m[8])}, Power: 1, Scale: rat(m[9]), Size: rat(m[3]).Num().Int64(), Shape: "Let $A$ and $B$ be n × n matrices such that $\\det A = p$ and $\\det B = q.$ Find $\\det (kAB).$"}, true
	}
	return Law{}, false
}

// Value is the determinant asked: k^n · p^power (· q).
func (d Law) Value() *big.Rat {
	v := new(big.Rat).Set(d.Given[0])
	for range d.Power - 1 {
		v.Mul(v, d.Given[0])
	}
	if len(d.Given) == 2 {
		v.Mul(v, d.Given[1])
	}
	for range d.Size {
		v.Mul(v, d.Scale)
	}
	return v
}
