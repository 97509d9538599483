package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestUnits: a quantity converted to another unit (issue 42, CollegeMath
// 7.8, MATH Prealgebra), exactly; a rounded decimal is undecided (no
// approximation asked), another number refuted, a ton or one word more not
// read.
func TestUnits(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Convert $7 \mathrm{mi}$ to yards.`, `$12320 \mathrm{yd}$`, C, "equal exactly"},
		{`Convert $7 \mathrm{mi}$ to yards.`, `12320`, C, ""},
		{`Convert $7 \mathrm{mi}$ to yards.`, `12321`, R, ""},
		{`Convert $7 \mathrm{mi}$ to yards.`, `$12320 \mathrm{ft}$`, U, ""},
		{`Convert $4.5 \mathrm{ft}^{2}$ to square yards.`, `$0.5 \mathrm{yd}^{2}$`, C, ""},
		{`Convert $4.5 \mathrm{ft}^{2}$ to square yards.`, `1.5`, R, ""}, // the length ratio, unsquared
		{`Convert $1.35 \mathrm{~km}$ to centimeters.`, `$135,000 \mathrm{~cm}$`, C, ""},
		{`Convert $11.2 \mathrm{mg}$ to grams.`, `$0.0112 \mathrm{~g}$`, C, ""},
		{`Convert $5,500 \mathrm{~cm}^{3}$ to cubic yards.`, `$0.0072 \mathrm{yd}^{3}$`, U, "rounds it"},
		{`How many inches are in $3 \tfrac{1}{4}$ yards?`, `117`, C, ""},
		{`How many cubic feet are in three cubic yards?`, `81`, C, ""},
		{`How many cubic feet are in three cubic yards?`, `9`, R, ""},
		{`How many seconds are in 7.8 minutes?`, `468`, C, ""},
		// Issue 42 (Gaokao): "are equivalent to"; a unit the statement defines.
		{`How many yards are equivalent to 612 inches?`, `$17$`, C, ""},
		{`How many yards are equivalent to 612 inches?`, `$51$`, R, ""}, // feet, not yards
		{`A distance 112 furlongs is equivalent to how many feet (1 furlong = 220 yards).`, `$73920$`, C, ""},
		{`A distance 112 furlongs is equivalent to how many feet (1 furlong = 220 yards).`, `$24640$`, R, ""}, // yards
		{`A distance 112 furlongs is equivalent to how many feet (1 furlong = 220 seconds).`, `$73920$`, U, ""},
		{`A distance 112 furlongs is equivalent to how many feet (1 mile = 220 yards).`, `$73920$`, U, ""},
		{`A distance 112 miles is equivalent to how many feet (1 mile = 220 yards).`, `$73920$`, U, ""}, // a known unit redefined
		{`A distance 112 furlongs is equivalent to how many feet (1 furlong = 220 yards) at most.`, `$73920$`, U, ""},
		// Tons, another dimension, one word more: not read.
		{`Convert $234 \mathrm{oz}$ to tons.`, `0.0073125`, U, ""},
		{`How many seconds are in 7.8 yards?`, `468`, U, ""},
		{`How many seconds are in 7.8 minutes of music?`, `468`, U, ""},
	})
}
