package vision

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Prompt is the instruction sent with the page images for req. It names
// the problem number and asks for a JSON object; it never carries the first
// transcription. A second read (req.Second) is worded differently and, when
// there is an answer page, shows it first, so that its reply is not the
// first one's sample again.
func Prompt(req Request) string {
	var b strings.Builder
	id := req.ProblemID
	switch {
	case !req.Second:
		fmt.Fprintf(&b, "The image shows a page of a Russian mathematics problem book. Find problem %s on it.\n", id)
		if req.AnswerPage != nil {
			fmt.Fprintf(&b, "The second image shows the page of the same book that prints the answer to problem %s.\n", id)
		}
		b.WriteString("Transcribe the statement of that problem into English with all mathematics in LaTeX, exactly as printed ")
		b.WriteString("(keep the book's notation: ':' for division, [x] for the integer part, decimal commas as printed), ")
		b.WriteString("and transcribe the answer the book prints for it (empty if it prints none).\n")
	case req.AnswerPage != nil:
		fmt.Fprintf(&b, "Two pages of a Russian book of mathematics problems follow: the first prints the answers, the second the problems. Locate problem %s on it, the second page.\n", id)
		b.WriteString("Write out that problem's statement in English, every formula in LaTeX, symbol for symbol as the page prints it ")
		b.WriteString("(the book's ':' for division, [x] for the integer part, its decimal commas), and the answer the first page gives for it (empty if none).\n")
	default:
		fmt.Fprintf(&b, "This is a page of a Russian book of mathematics problems. Locate problem %s on it.\n", id)
		b.WriteString("Write out that problem's statement in English, every formula in LaTeX, symbol for symbol as the page prints it ")
		b.WriteString("(the book's ':' for division, [x] for the integer part, its decimal commas), and the answer the book gives for it (empty if none).\n")
	}
	b.WriteString(`Reply with one JSON object and nothing else: {"number": "<the problem's number as printed>", "problem": "<LaTeX>", "answer": "<LaTeX>"}`)
	return b.String()
}

// images are the page images of req in the order Prompt names them.
func images(req Request) []Image {
	switch {
	case req.AnswerPage == nil:
		return []Image{req.Page}
	case req.Second:
		return []Image{*req.AnswerPage, req.Page}
	}
	return []Image{req.Page, *req.AnswerPage}
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
	if v, ok := raw["number"]; ok {
		// Optional: a string or a number; anything else is ignored.
		var n any
		if json.Unmarshal(v, &n) == nil {
			switch n := n.(type) {
			case string:
				r.Number = strings.TrimSpace(n)
			case float64:
				r.Number = string(v)
			}
		}
	}
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
