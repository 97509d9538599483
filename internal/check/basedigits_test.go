package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestBaseDigits (issue 42, MATH Number Theory): the digits of an integer in a base
// (their sum, product, count, even or odd count, last digit, trailing
// zeros), a remainder of a numeral, and a value asked in a base, computed
// exactly; a wrong answer, a numeral in another base than the one named,
// and one more word stay undecided (never refuted).
func TestBaseDigits(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`What is the sum of the digits of the base $7$ representation of $777_{10}$?`, "9", record.Confirm, "2160 in base 7"},
		{`What is the sum of the digits of the base $7$ representation of $777_{10}$?`, "10", record.Undecided, "not 10"},
		{`What is the sum of the digits of the base $7$ representation of $777_{10}$? Explain.`, "9", record.Undecided, ""},
		{`What is the product of the digits in the base 8 representation of $6543_{10}$?`, "168", record.Confirm, "the product of the digits is 168"},
		{`Find the number of odd digits in the base-4 representation of $233_{10}$.`, "2", record.Confirm, "3221 in base 4"},
		{`How many digits does $700_{10}$ have when converted to base 5?`, `5\text{ digits}`, record.Confirm, "the number of digits is 5"},
		{`When the base-16 number $66666_{16}$ is written in base 2, how many base-2 digits (bits) does it have?`, "19", record.Confirm, "the number of digits is 19"},
		{`When the base-16 number $66666_{16}$ is written in base 2, how many base-8 digits (bits) does it have?`, "19", record.Undecided, ""},
		{`How many more digits does the base-3 representation of $987_{10}$ have than the base-8 representation of $987_{10}$?`, "3", record.Confirm, ""},
		{`Find the units digit of the following within the indicated number base: $413_6 - 215_6$`, "4", record.Confirm, "154 in base 6"},
		{`Find the units digit of the following within the indicated number base: $413_6 - 215_7$`, "4", record.Undecided, "one base"},
		{`How many zeroes does $10!$ end with, when $10!$ is written in base 9?`, "2", record.Confirm, "6740700 in base 9"},
		{`How many zeroes does $10!$ end with, when $9!$ is written in base 9?`, "2", record.Undecided, ""},
		{`When the base-12 integer $1531_{12}$ is divided by $8$, what is the remainder?`, "5", record.Confirm, "the remainder modulo 8 is 5"},
		{`When the base-12 integer $1531_{11}$ is divided by $8$, what is the remainder?`, "5", record.Undecided, "not all in base 12"},
		{`What is the base-10 integer 515 when expressed in base 6?`, "2215_6", record.Confirm, "2215 in base 6"},
		{`What is the base-10 integer 515 when expressed in base 6?`, "2215_7", record.Undecided, "written in base 7"},
		{`Find the sum of $555_6$, $55_6$ and $5_6$ in base $6$.`, "1103_6", record.Confirm, ""},
		{`The product of the base seven numbers $24_7$ and $30_7$ is expressed in base seven. What is the base seven sum of the digits of this product?`, "6", record.Confirm, "1050 in base 7"},
		{`What's the largest 3-digit base 14 integer?  Express your answer in base 10.`, "2743", record.Confirm, ""},
		{`Convert $199_{10}$ to base 2. Let $x$ be the number of zeros and $y$ be the number of ones in base 2. What is the value of $y-x?$`, "2", record.Confirm, "the ones less the zeros is 2"},
		{`An octopus told me that his underwater cave is $567_{8}$ years old. How many years is this in base ten?`, "375", record.Confirm, ""},
		{`An octopus told me that his underwater cave is $567_{8}$ years old. How many days is this in base ten?`, "375", record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
