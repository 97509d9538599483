package source

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/goccy/go-yaml"
)

// MetaFile is the metadata file of a source folder: what the rows are,
// where they come from and under which licence (docs/sources.md). The
// dataset card and the rows' source and source_title come from it.
const MetaFile = "dataset.yaml"

// IsMetaFile reports whether rel (a path relative to a source folder) is
// the folder's metadata file.
func IsMetaFile(rel string) bool { return rel == MetaFile }

// Meta is a source folder's dataset.yaml. Every field is optional but a
// card without title, licence and provenance warns.
type Meta struct {
	// Name is the short identifier written to every row's `source`
	// column (lower case, [a-z0-9._-]).
	Name string `yaml:"name"`
	// Title is the card's heading and every row's `source_title`.
	Title string `yaml:"title"`
	// Description is the card's first paragraph (Markdown).
	Description string `yaml:"description"`
	// License is a Hugging Face licence id (cc0-1.0, cc-by-4.0, mit,
	// other, ...).
	License string `yaml:"license"`
	// Homepage is where the rows are published or described (a URL).
	Homepage string `yaml:"homepage"`
	// Provenance says where the rows come from and who made them
	// (Markdown).
	Provenance string `yaml:"provenance"`
	// Citation is how to cite the rows (e.g. BibTeX), printed verbatim.
	Citation string `yaml:"citation"`
	// Path is the file the metadata was read from (not a YAML field).
	Path string `yaml:"-"`
}

var (
	metaNameRE = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)
	licenseRE  = regexp.MustCompile(`^[a-z0-9][a-z0-9.+-]*$`)
)

// IsLicenseID reports whether s looks like a Hugging Face licence id
// (lower case: cc0-1.0, cc-by-4.0, mit, other, unknown).
func IsLicenseID(s string) bool { return licenseRE.MatchString(s) }

// ReadMeta reads dir's dataset.yaml: nil and no error when the folder has
// none. An unknown field, a name or licence id of the wrong shape, or a
// title over one line is an error naming the file (and line).
func ReadMeta(dir string) (*Meta, error) {
	path := filepath.Join(dir, MetaFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var m Meta
	if err := yaml.UnmarshalWithOptions(b, &m, yaml.DisallowUnknownField()); err != nil {
		return nil, fmt.Errorf("%s: %s", path, yaml.FormatError(err, false, false))
	}
	m.Path = path
	for _, f := range []*string{&m.Name, &m.Title, &m.Description, &m.License, &m.Homepage, &m.Provenance, &m.Citation} {
		*f = strings.TrimSpace(*f)
	}
	if bad := m.Problems(); len(bad) > 0 {
		return nil, fmt.Errorf("%s: %s", path, strings.Join(bad, "; "))
	}
	return &m, nil
}

// Problems lists what is wrong with m's values (a name or licence id of
// the wrong shape, a title over one line); empty when nothing is. It is
// how dataset.yaml and `run`'s metadata flags are checked alike.
func (m *Meta) Problems() []string {
	var bad []string
	if m.Name != "" && !metaNameRE.MatchString(m.Name) {
		bad = append(bad, fmt.Sprintf("name %q: want lower case letters, digits, '.', '_' or '-'", m.Name))
	}
	if m.License != "" && !IsLicenseID(m.License) {
		bad = append(bad, fmt.Sprintf("license %q is not a licence id (lower-case, e.g. cc-by-4.0, mit, other)", m.License))
	}
	if strings.ContainsAny(m.Title, "\n\r") {
		bad = append(bad, "title: must be one line")
	}
	return bad
}

// RowSource is what the rows of a folder with metadata m carry in
// `source` and `source_title`; without a name or title, the neutral
// "unnamed" / "unnamed dataset".
func (m *Meta) RowSource() (name, title string) {
	name, title = "unnamed", "unnamed dataset"
	if m == nil {
		return name, title
	}
	if m.Name != "" {
		name = m.Name
	}
	if m.Title != "" {
		title = m.Title
	}
	return name, title
}
