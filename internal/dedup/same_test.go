package dedup

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// TestSame reads testdata/same.txt: "left ==> right -> same|different".
func TestSame(t *testing.T) {
	f, err := os.Open("testdata/same.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	cases := 0
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		lr, want, ok := strings.Cut(line, " -> ")
		l, r, ok2 := strings.Cut(lr, " ==> ")
		if !ok || !ok2 || (want != "same" && want != "different") {
			t.Fatalf("same.txt:%d: malformed line", n)
		}
		cases++
		a, b := Read(l), Read(r)
		got, sim := Same(&a, &b)
		if got != (want == "same") {
			t.Errorf("same.txt:%d: Same = %v (similarity %.3f), want %s\n  exact %q\n   vs  %q\n  framing %q\n   vs  %q",
				n, got, sim, want, a.Exact, b.Exact, a.Framing, b.Framing)
		}
		if back, _ := Same(&b, &a); back != got {
			t.Errorf("same.txt:%d: Same is not symmetric", n)
		}
	}
	if err := sc.Err(); err != nil || cases < 15 {
		t.Fatalf("read %d cases: %v", cases, err)
	}
}
