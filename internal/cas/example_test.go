package cas_test

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

func Example() {
	c := cas.New()
	for _, src := range []string{`12 : 3 \cdot 2`, `2\frac{1}{3}`, `\tg 45^\circ`, `\sqrt{2}`, `\lg(-1)`} {
		e, err := latex.ParseExpr(src)
		if err != nil {
			fmt.Println(src, "does not parse:", err)
			continue
		}
		v, err := c.Eval(e, nil)
		switch {
		case errors.Is(err, cas.ErrDomain):
			fmt.Printf("%s: undefined\n", src)
		case err != nil:
			fmt.Printf("%s: %v\n", src, err)
		case v.IsExact():
			fmt.Printf("%s = %s\n", src, v.RatString())
		default:
			fmt.Printf("%s ≈ %s\n", src, v.Text(30))
		}
	}
	// Output:
	// 12 : 3 \cdot 2 = 8
	// 2\frac{1}{3} = 7/3
	// \tg 45^\circ = 1
	// \sqrt{2} ≈ 1.41421356237309504880168872421
	// \lg(-1): undefined
}

func ExampleContext_Near() {
	c := cas.New()
	third := cas.Rat(big.NewRat(1, 3))
	printed, _ := cas.ParseValue("0.333")
	fmt.Println(c.Near(third, printed, 1e-3, 0), c.Near(third, printed, 1e-6, 1e-9))
	// Output: true false
}
