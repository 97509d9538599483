package algebra

import "testing"

func ratMatrix(t *testing.T, rows [][]int64) *Matrix {
	t.Helper()
	m, err := NewMatrix(len(rows), len(rows[0]))
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		for j, x := range r {
			m.A[i][j].SetInt64(x)
		}
	}
	return m
}

func TestConsistentValues(t *testing.T) {
	cases := []struct {
		rows    [][]int64
		pi, pj  int
		generic bool
		except  []string
	}{
		// [1 h | 3; 2 4 | 6]: the second row is twice the first at h = 2, constants too: always consistent.
		{[][]int64{{1, 0, 3}, {2, 4, 6}}, 0, 1, true, nil},
		// [2 h | 4; 3 6 | 7]: at h = 4 the rows are proportional, constants not.
		{[][]int64{{2, 0, 4}, {3, 6, 7}}, 0, 1, true, []string{"4"}},
		// [1 1 | h; 1 1 | 2]: consistent only at h = 2.
		{[][]int64{{1, 1, 0}, {1, 1, 2}}, 0, 2, false, []string{"2"}},
	}
	for _, tc := range cases {
		g, ex, err := ConsistentValues(ratMatrix(t, tc.rows), tc.pi, tc.pj)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range ex {
			got = append(got, e.RatString())
		}
		if g != tc.generic || len(got) != len(tc.except) {
			t.Fatalf("%v: generic %v except %v, want %v %v", tc.rows, g, got, tc.generic, tc.except)
		}
		for i := range got {
			if got[i] != tc.except[i] {
				t.Fatalf("%v: except %v, want %v", tc.rows, got, tc.except)
			}
		}
	}
	if _, _, err := ConsistentValues(ratMatrix(t, [][]int64{{1, 2, 3, 4, 5, 6}}), 0, 0); err == nil {
		t.Fatal("a 1×6 matrix passed the bound")
	}
}
