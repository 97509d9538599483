package vision

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Prompt is the instruction sent with the page images. It names the
// problem number and asks for a JSON object; it never carries the first
// transcription.
func Prompt(problemID string, separateAnswerPage bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "The image shows a page of a Russian mathematics problem book. Find problem %s on it.\n", problemID)
	if separateAnswerPage {
		fmt.Fprintf(&b, "The second image shows the page of the same book that prints the answer to problem %s.\n", problemID)
	}
	b.WriteString("Transcribe the statement of that problem into English with all mathematics in LaTeX, exactly as printed ")
	b.WriteString("(keep the book's notation: ':' for division, [x] for the integer part, decimal commas as printed), ")
	b.WriteString("and transcribe the answer the book prints for it (empty if it prints none).\n")
	b.WriteString(`Reply with one JSON object and nothing else: {"problem": "<LaTeX>", "answer": "<LaTeX>"}`)
	return b.String()
}

// ParseReply reads the model's reply into a Reading. It accepts the object
// bare or inside a Markdown code fence, and reports a refusal, a non-JSON
// reply or a missing field as ErrUnusable.
func ParseReply(content string) (Reading, error) {
	s := strings.TrimSpace(content)
	if s == "" {
		return Reading{}, unusable("empty reply", content)
	}
	if strings.HasPrefix(s, "```") {
		s = strings.TrimPrefix(s, "```")
		s = strings.TrimPrefix(s, "json")
		if i := strings.LastIndex(s, "```"); i >= 0 {
			s = s[:i]
		}
		s = strings.TrimSpace(s)
	}
	if !strings.HasPrefix(s, "{") {
		return Reading{}, unusable("not a JSON object (a refusal or prose)", content)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s), &raw); err != nil {
		return Reading{}, unusable("not JSON", content)
	}
	var r Reading
	for _, f := range []struct {
		name string
		dst  *string
	}{{"problem", &r.Problem}, {"answer", &r.Answer}} {
		v, ok := raw[f.name]
		if !ok {
			return Reading{}, unusable(fmt.Sprintf("missing field %q", f.name), content)
		}
		if err := json.Unmarshal(v, f.dst); err != nil {
			return Reading{}, unusable(fmt.Sprintf("field %q is not a string", f.name), content)
		}
	}
	if strings.TrimSpace(r.Problem) == "" {
		return Reading{}, unusable("empty problem", content)
	}
	return r, nil
}
