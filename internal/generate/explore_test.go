package generate

import (
	"context"
	"fmt"
	"testing"
	"time"
)

func TestExplore(t *testing.T) {
	for _, tm := range Templates() {
		t0 := time.Now()
		_, rep, err := Generate(context.Background(), Options{Seed: 1, Count: 40, Templates: []Template{tm}, Checker: SelfCheck{}, MaxCandidates: 40})
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("%-26s %v emitted %d\n", tm.Name, time.Since(t0)/40, rep.Emitted)
	}
}
