package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestNearestIntShape (issue 42, cov5gk): the nearest integer to the one
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

// TestComplexParamShape (issue 42, cov5gk): a real parameter of an
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
