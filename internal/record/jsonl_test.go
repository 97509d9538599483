package record

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadItemsOrderAndErrors: WriteItems encodes and ReadItems decodes on
// several cores; the bytes are those of one encoder (no HTML escaping), the
// rows come back in file order, empty and CR-only lines are skipped, and a
// bad line is named by its line number (the first bad one when there are
// several).
func TestReadItemsOrderAndErrors(t *testing.T) {
	var want []Item
	for i := 0; i < 1000; i++ {
		want = append(want, Item{ID: fmt.Sprintf("row.%d <&>", i)})
	}
	var buf bytes.Buffer
	if err := WriteItems(&buf, want); err != nil {
		t.Fatal(err)
	}
	var serial bytes.Buffer
	enc := json.NewEncoder(&serial)
	enc.SetEscapeHTML(false)
	for i := range want {
		if err := enc.Encode(&want[i]); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(buf.Bytes(), serial.Bytes()) {
		t.Fatal("WriteItems' bytes are not those of one encoder going through the items in order")
	}
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	text := strings.Join(lines[:500], "\n") + "\n\n\r\n" + strings.Join(lines[500:], "\r\n") // no final newline
	dir := t.TempDir()
	path := filepath.Join(dir, "items.jsonl")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := ReadItems(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("got %d items, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].ID != want[i].ID {
			t.Fatalf("item %d: got %q, want %q", i, got[i].ID, want[i].ID)
		}
	}

	bad := append([]string(nil), lines...)
	bad[700] = "{not json"
	bad[100] = "{\"id\": 3}"
	if err := os.WriteFile(path, []byte(strings.Join(bad, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadItems(path); err == nil || !strings.HasPrefix(err.Error(), path+":101: ") {
		t.Fatalf("error = %v, want it to name line 101", err)
	}

	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := ReadItems(path); err != nil || got != nil {
		t.Fatalf("empty file: got %v, %v", got, err)
	}
}

// TestDecodeItemAsEncodingJSON: ReadItems' decoder gives the Item and the
// error encoding/json gives, on lines that test the corners: escapes,
// non-ASCII text, invalid UTF-8 (replaced by U+FFFD), nulls, a field in
// another case, an unknown field, a leg outcome the record does not know,
// a wrong type and broken JSON.
func TestDecodeItemAsEncodingJSON(t *testing.T) {
	lines := []string{
		`{"id":"a\u00e9\t\"<&>\ud83d\ude00","problem":"Решите $x^2=4$","final_answer":"2, -2"}`,
		"{\"id\":\"bad \xff\xfe utf-8\",\"problem\":\"x\"}",
		`{"id":null,"legs":null,"page":3}`,
		`{"ID":"upper","Problem":"case"}`,
		`{"id":"u","no_such_field":[1,{"a":2}]}`,
		`{"id":"v","legs":{"native":{"verdict":"confirm","note":"n","seed":7}}}`,
		`{"id":"w","legs":{"native":{"verdict":"maybe"}}}`,
		`{"id":"x","page":"three"}`,
		`{"id":"y",`,
		`[1,2]`,
	}
	for _, line := range lines {
		var want, got Item
		wantErr := json.Unmarshal([]byte(line), &want)
		gotErr := decodeItem([]byte(line), &got)
		if (wantErr == nil) != (gotErr == nil) || wantErr != nil && wantErr.Error() != gotErr.Error() {
			t.Errorf("%s: error %v, encoding/json %v", line, gotErr, wantErr)
			continue
		}
		a, _ := json.Marshal(&want)
		b, _ := json.Marshal(&got)
		if wantErr == nil && !bytes.Equal(a, b) {
			t.Errorf("%s:\n got  %s\n want %s", line, b, a)
		}
	}
}

// TestItemsInBatchesAndRounds: a file of several of ReadItems' batches and
// WriteItems' rounds reads back to the same rows (each row's text unlike
// the others, so that a row decoded from a reused buffer would show), the
// bytes written are those of one encoder, and a bad line in a later batch
// is named by its line number in the file.
func TestItemsInBatchesAndRounds(t *testing.T) {
	var want []Item
	size := 0
	for i := 0; size < 3*batchBytes || len(want) < 2*writeRound+7; i++ {
		it := Item{ID: fmt.Sprintf("row.%d", i), Problem: strings.Repeat(fmt.Sprintf("\\frac{%d}{x} ", i), 1+i%97), FinalAnswer: fmt.Sprint(i * 7)}
		want = append(want, it)
		size += len(it.Problem) + 64
	}
	var buf bytes.Buffer
	if err := WriteItems(&buf, want); err != nil {
		t.Fatal(err)
	}
	var serial bytes.Buffer
	enc := json.NewEncoder(&serial)
	enc.SetEscapeHTML(false)
	for i := range want {
		if err := enc.Encode(&want[i]); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(buf.Bytes(), serial.Bytes()) {
		t.Fatal("WriteItems' bytes over several rounds are not those of one encoder")
	}
	path := filepath.Join(t.TempDir(), "items.jsonl")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	batches := 0
	var got []Item
	if err := ReadItemBatches(path, func(b []Item) error { batches++; got = append(got, b...); return nil }); err != nil {
		t.Fatal(err)
	}
	if batches < 3 {
		t.Fatalf("%d batches, want at least 3 for %d bytes", batches, buf.Len())
	}
	if len(got) != len(want) {
		t.Fatalf("got %d items, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].ID != want[i].ID || got[i].Problem != want[i].Problem || got[i].FinalAnswer != want[i].FinalAnswer {
			t.Fatalf("item %d differs: %q", i, got[i].ID)
		}
	}
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	n := len(lines) - 3
	lines[n] = "{broken"
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadItems(path); err == nil || !strings.HasPrefix(err.Error(), fmt.Sprintf("%s:%d: ", path, n+1)) {
		t.Fatalf("error = %v, want it to name line %d", err, n+1)
	}
}
