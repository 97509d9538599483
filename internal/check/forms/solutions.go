package forms

import (
	"fmt"
	"strings"
)

func SolutionSet(all []Solution) string {
	if len(all) == 0 {
		return "∅"
	}
	parts := make([]string, len(all))
	for i, s := range all {
		parts[i] = s.String()
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func EliminantDegrees(er ElimResult) string {
	ds := make([]string, len(er.Eliminants))
	for i, p := range er.Eliminants {
		ds[i] = fmt.Sprint(p.Deg())
	}
	if len(ds) == 0 {
		return "0 (no common complex zero)"
	}
	return strings.Join(ds, ", ")
}
