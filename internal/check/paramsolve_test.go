package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestNearestIntShape (issue 42, Gaokao): the nearest integer to the one
// solution of a linear equation, exactly; a root halfway between two
// integers, a quadratic, or another wording is not decided.
func TestNearestIntShape(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{"If $4n+1=250$, what is the nearest integer to the value of n?", "62", C, "n = 249/4 exactly"},
		{"If $4n+1=250$, what is the nearest integer to the value of n?", "63", R, "is 62, not 63"},
		{"If $3x-2=9$, what is the nearest integer to the value of $x$?", "4", C, "x = 11/3"},
		{"If $2n=5$, what is the nearest integer to the value of n?", "3", U, ""},
		{"If $n^2=250$, what is the nearest integer to the value of n?", "16", U, ""},
		{"If $4n+1=250$, what is the nearest even integer to the value of n?", "62", U, ""},
		{"If $4n+m=250$, what is the nearest integer to the value of n?", "62", U, ""},
	})
}

// TestComplexParamShape (issue 42, Gaokao): a real parameter of an
// equation between complex numbers, from the common root of the exact
// real and imaginary parts; no common root, or a wording not read, is not
// decided.
func TestComplexParamShape(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Given complex number $(a+i)(1-ai)=2,\;a \in \mathbb{R}$, find $a$.`, "$1$", C, "one common root is a = 1"},
		{`Given complex number $(a+i)(1-ai)=2,\;a \in \mathbb{R}$, find $a$.`, "$-1$", R, "not -1"},
		{`Given complex number $(a+i)(1-ai)=3,\;a \in \mathbb{R}$, find $a$.`, "$1$", U, ""},
		{`Given complex number $(a+i)(1-ai)=2,\;b \in \mathbb{R}$, find $a$.`, "$1$", U, ""},
		{`Given complex number $(a+i)(1-ai)=2$, find $a$.`, "$1$", U, ""},
	})
}

// TestSetIntervalShape (issue 42, Gaokao): the intersection of
// set-builder sets with linear conditions is an interval compared end by
// end; a condition not linear, or an answer not a set-builder, is not
// decided here.
func TestSetIntervalShape(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	p := `Given sets $M=\{x|x+2\geq 0\},N=\{x|x-1<0\}$, find $M \cap N$.`
	runAuditCases(t, []auditCase{
		{p, `$\{x|-2\leq x < 1\}$`, C, "the interval [-2, 1)"},
		{p, `$\{x|-2\leq x \leq 1\}$`, R, "not [-2, 1]"},
		{p, `$\{x|-2< x < 1\}$`, R, "not (-2, 1)"},
		{`Given sets $M=\{x|2-x > 0\},N=\{x|3x-1\geq 2\}$, find $M \cap N$.`, `$\{x|1\leq x<2\}$`, C, "[1, 2)"},
		{`Given sets $M=\{x|x^2-1\geq 0\},N=\{x|x-1<0\}$, find $M \cap N$.`, `$\{x|x\leq -1\}$`, U, ""},
		{p, `$[-2,1)$`, U, ""},
	})
}

// TestSetMinusBuilder (issue 42, Gaokao): {x | x ∈ P and x ∉ Q} of
// listed sets is P \ Q; a one-letter word of the prose that names no set
// is not read.
func TestSetMinusBuilder(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	p := `Sets P and Q are defined as follows: $P=\{1,2\},Q=\{2,3\}$. If $M=\{x|x \in P\;and\;x \notin Q\}$, find $M$.`
	runAuditCases(t, []auditCase{
		{p, `$\{1\}$`, C, "M = {1}"},
		{p, `$\{1,2\}$`, R, "not {1, 2}"},
		{`Sets A and Q are defined as follows: $P=\{1,2\},Q=\{2,3\}$. If $M=\{x|x \in P\;and\;x \notin Q\}$, find $M$.`, `$\{1\}$`, U, ""},
		{`Sets P and Q are defined as follows: $P=\{1,2\},Q=\{2,3\}$. If $M=\{x|x \in P\;and\;x \in Q\}$, find $M$.`, `$\{2\}$`, U, ""},
	})
}
