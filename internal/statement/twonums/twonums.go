// Package twonums reads questions on two numbers given by their sum and
// one more relation (issue 42): "The sum of two numbers is 40 and their
// difference is 12. What is their product?", "The sum of two numbers is
// 12 and their product is 35. What is the positive difference between the
// numbers?", "The sum of two numbers is $3$. The difference of the
// squares of the numbers is $33$. What is the absolute value of the
// difference of the two numbers?". It reads the whole statement (numbers
// written plainly or in dollars) and nothing else; internal/check/values
// decides.
package twonums

import (
	"math/big"
	"regexp"
	"strings"
)

// Relation is the second relation given.
type Relation int

const (
	Difference Relation = iota + 1 // their difference is D
	Product                        // their product is P
	Squares                        // the difference of their squares is Q
)

// Asked is the quantity asked.
type Asked int

const (
	TheProduct Asked = iota + 1
	Larger
	Smaller
	PositiveDifference
)

// Question: the numbers' sum is Sum, the relation's value is Value.
type Question struct {
	Sum, Value *big.Rat
	Rel        Relation
	Ask        Asked
}

const (
	num = `(-?\d+(?:\.\d+)?)`
	ask = `(their product|the (?:larger|greater|smaller|lesser) of the two numbers|the (?:larger|greater|smaller|lesser) number|the positive difference (?:between|of) the (?:two )?numbers|the absolute value of the difference of the two numbers)`
)

var (
	relRe     = regexp.MustCompile(`^the sum of two numbers is ` + num + `(?: and |\. )(?:their|the) (difference|product) is ` + num + `\. what is ` + ask + `\?$`)
	squaresRe = regexp.MustCompile(`^the sum of two numbers is ` + num + `\. the difference of (?:their squares|the squares of the numbers) is ` + num + `\. what is ` + ask + `\?$`)
	dollarRe  = regexp.MustCompile(`\$(-?\d+(?:\.\d+)?)\$`)
)

// Read reads the question; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	if !strings.HasPrefix(problem, "The sum of two numbers is") { // a cheap test first
		return Question{}, false
	}
	t := strings.Join(strings.Fields(strings.ToLower(dollarRe.ReplaceAllString(problem, "$1"))), " ")
	var q Question
	var sum, val, asked string
	if m := relRe.FindStringSubmatch(t); m != nil {
		sum, val, asked = m[1], m[3], m[4]
		q.Rel = map[string]Relation{"difference": Difference, "product": Product}[m[2]]
	} else if m := squaresRe.FindStringSubmatch(t); m != nil {
		sum, val, asked, q.Rel = m[1], m[2], m[3], Squares
	} else {
		return Question{}, false
	}
	var ok1, ok2 bool
	q.Sum, ok1 = new(big.Rat).SetString(sum)
	q.Value, ok2 = new(big.Rat).SetString(val)
	if !ok1 || !ok2 {
		return Question{}, false
	}
	switch {
	case asked == "their product":
		q.Ask = TheProduct
	case strings.Contains(asked, "larger") || strings.Contains(asked, "greater"):
		q.Ask = Larger
	case strings.Contains(asked, "smaller") || strings.Contains(asked, "lesser"):
		q.Ask = Smaller
	default:
		q.Ask = PositiveDifference
	}
	return q, true
}
