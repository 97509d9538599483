package check

import (
	"context"
	"strings"
	"testing"
)

// hostileSolutions are the hostile forms of issue 40: 20,000 nested
// boxes, about 20,000 boxes in 200 KB, a long chain and many steps.
var hostileSolutions = map[string]string{
	"nested-boxes": "$" + strings.Repeat(`\boxed{`, 20000) + "1" + strings.Repeat("}", 20000) + "=1$",
	"many-boxes":   strings.Repeat(`$\boxed{1}$ `, 200_000/len(`$\boxed{1}$ `)),
	"many-steps":   strings.Repeat("$1+1=2$ ", 25000),
	"long-chain":   "$" + strings.Repeat("1+1=", 20000) + "2$",
}

// BenchmarkAuditSolutionHostile: the time and memory of the audit on each
// hostile form (go test ./internal/check -run '^$' -bench AuditSolutionHostile -benchmem).
func BenchmarkAuditSolutionHostile(b *testing.B) {
	for _, name := range []string{"nested-boxes", "many-boxes", "many-steps", "long-chain"} {
		sol := hostileSolutions[name]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				AuditSolution(context.Background(), "Compute.", sol, "1", Options{Seed: 1})
			}
		})
	}
}
