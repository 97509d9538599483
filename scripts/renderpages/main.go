// Command renderpages renders the page images of the sample book from each
// page's TRUE text: the statements and printed answers as the imaginary
// book prints them. A statement listed in faults.json as misread is drawn
// as the page really prints it (its true_problem), so the page differs from
// the transcription; a deliberately wrong source answer is drawn as printed,
// so the page agrees with the transcription. Leg 4 re-reads these pages.
//
// Usage: go run ./scripts/renderpages [-src sources/sample]
//
// The output is deterministic: the same inputs give byte-identical PNGs.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"
)

// fault is one entry of faults.json (only the fields used here).
type fault struct {
	ProblemID     string `json:"problem_id"`
	Collection    string `json:"collection"`
	Kind          string `json:"kind"`
	TrueProblem   string `json:"true_problem"`
	PrintedAnswer string `json:"printed_answer"`
}

type line struct {
	pid, text string
}

func main() {
	src := flag.String("src", "sources/sample", "source folder with *.jsonl and faults.json")
	flag.Parse()
	if err := run(*src); err != nil {
		fmt.Fprintln(os.Stderr, "renderpages:", err)
		os.Exit(1)
	}
}

func run(dir string) error {
	rows, err := readSources(dir)
	if err != nil {
		return err
	}
	faults := map[string]fault{}
	if b, err := os.ReadFile(filepath.Join(dir, "faults.json")); err == nil {
		var fs []fault
		if err := json.Unmarshal(b, &fs); err != nil {
			return fmt.Errorf("%s: %w", filepath.Join(dir, "faults.json"), err)
		}
		for _, f := range fs {
			// A slip in a worked solution ("solution-step") is not on
			// the pages drawn here (statements and answers only).
			if f.Kind != "solution-step" {
				faults[f.Collection+"/"+f.ProblemID] = f
			}
		}
	}
	// Each image path gets the statements whose image it is and the answers
	// whose answer_image it is.
	statements := map[string][]line{}
	answers := map[string][]line{}
	for _, r := range rows {
		f, faulty := faults[r.Collection+"/"+r.ProblemID]
		problem, answer := r.Problem, r.Answer
		if faulty && f.Kind == "misread-statement" && f.TrueProblem != "" {
			problem = f.TrueProblem
		}
		if faulty && f.PrintedAnswer != "" {
			answer = f.PrintedAnswer
		}
		if r.Image != "" {
			statements[r.Image] = append(statements[r.Image], line{r.ProblemID, problem})
		}
		if answer != "" {
			img := r.AnswerImage
			if img == "" {
				img = r.Image
			}
			if img != "" {
				answers[img] = append(answers[img], line{r.ProblemID, answer})
			}
		}
	}
	paths := map[string]bool{}
	for p := range statements {
		paths[p] = true
	}
	for p := range answers {
		paths[p] = true
	}
	var sorted []string
	for p := range paths {
		sorted = append(sorted, p)
	}
	sort.Strings(sorted)
	for _, p := range sorted {
		var text []string
		for _, l := range statements[p] {
			text = append(text, l.pid+". "+l.text, "")
		}
		if as := answers[p]; len(as) > 0 {
			text = append(text, "ANSWERS")
			for _, l := range as {
				text = append(text, l.pid+". "+l.text)
			}
		}
		out := filepath.Join(dir, p)
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		if err := writePNG(out, text); err != nil {
			return fmt.Errorf("%s: %w", out, err)
		}
	}
	fmt.Printf("rendered %d pages into %s\n", len(sorted), dir)
	return nil
}

func readSources(dir string) ([]record.Source, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var rows []record.Source
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 0, 1<<20), 16<<20)
		n := 0
		for sc.Scan() {
			n++
			if strings.TrimSpace(sc.Text()) == "" {
				continue
			}
			var r record.Source
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				f.Close()
				return nil, fmt.Errorf("%s:%d: %w", name, n, err)
			}
			rows = append(rows, r)
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].ProblemID < rows[j].ProblemID })
	return rows, nil
}

const (
	cols    = 110 // characters per line
	margin  = 24
	lineGap = 16
)

// wrap breaks s into lines of at most cols characters at spaces.
func wrap(s string) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		cur := ""
		for _, w := range words {
			for len([]rune(w)) > cols {
				if cur != "" {
					out = append(out, cur)
					cur = ""
				}
				r := []rune(w)
				out = append(out, string(r[:cols]))
				w = string(r[cols:])
			}
			switch {
			case cur == "":
				cur = w
			case len([]rune(cur))+1+len([]rune(w)) <= cols:
				cur += " " + w
			default:
				out = append(out, cur)
				cur = w
			}
		}
		out = append(out, cur)
	}
	return out
}

func writePNG(path string, text []string) error {
	var lines []string
	for _, t := range text {
		lines = append(lines, wrap(t)...)
	}
	face := basicfont.Face7x13
	w := margin*2 + cols*7
	h := margin*2 + len(lines)*lineGap
	img := image.NewGray(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	d := &font.Drawer{Dst: img, Src: image.NewUniform(color.Black), Face: face}
	for i, l := range lines {
		d.Dot = fixed.P(margin, margin+(i+1)*lineGap-3)
		d.DrawString(l)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
