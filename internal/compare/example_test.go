package compare_test

import (
	"fmt"

	"github.com/dgnpipe/dgnpipe/internal/compare"
)

func ExampleWilson() {
	lo, hi := compare.Wilson(8, 10)
	fmt.Printf("8/10: [%.4f, %.4f]\n", lo, hi)
	// Output: 8/10: [0.4902, 0.9433]
}

func ExampleMcNemarExact() {
	// One row only A got right, five only B: 2·(1+6)/2^6.
	fmt.Println(compare.McNemarExact(1, 5))
	// Output: 0.21875
}

func ExampleCompare() {
	rows := func(s string) []compare.Row {
		var out []compare.Row
		for _, c := range s {
			out = append(out, compare.Row{Correct: c == '1', Words: 3})
		}
		return out
	}
	res := compare.Compare([]compare.Model{
		{Name: "A", Rows: rows("111011")},
		{Name: "B", Rows: rows("000111")},
	}, compare.Options{Seed: 1, Resamples: 100})
	p := res.Pairs[0]
	fmt.Printf("both %d, A only %d, B only %d, neither %d, p = %.4f\n", p.Both, p.AOnly, p.BOnly, p.Neither, p.McNemarP)
	for _, r := range res.Ratings {
		fmt.Printf("%s %.2f\n", r.Name, r.Rating) // 1200 ± 200·ln 2
	}
	// Output:
	// both 2, A only 3, B only 1, neither 0, p = 0.6250
	// A 1338.63
	// B 1061.37
}
