package statement

import "testing"

func TestDistanceInRn(t *testing.T) {
	p, q, ok := DistanceInRn("Find the distance between the points $P=(1,3,-1,0)$ and $Q=(2,2,3,3)$ in $\\mathbb{R}^{4}$.")
	if !ok || len(p) != 4 || len(q) != 4 || p[2] != "-1" || q[3] != "3" {
		t.Fatalf("got %v %v %v", p, q, ok)
	}
	for _, s := range []string{
		"Find the distance between the points $P=(1,3,-1)$ and $Q=(2,2,3,3)$ in $\\mathbb{R}^{4}$.",
		"Find the distance between the points $P=(1,3,-1,0)$ and $Q=(2,2,3,3)$ in $\\mathbb{R}^{3}$.",
		"Find the distance between the points $P=(1,3,-1,0)$ and $Q=(2,2,3,3)$ in $\\mathbb{C}^{4}$.",
		"Find the distance between the points $P=(1.5,3)$ and $Q=(2,2)$ in $\\mathbb{R}^{2}$.",
	} {
		if _, _, ok := DistanceInRn(s); ok {
			t.Errorf("%q read as a distance in ℝⁿ", s)
		}
	}
}
