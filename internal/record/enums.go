package record

import (
	"encoding/json"
	"fmt"
)

// Status is a row's answer_status (spec section 2, "What the status column
// means"). The zero value is StatusUnset, which never reaches an output.
type Status int

const (
	StatusUnset Status = iota
	StatusVerified
	StatusCorrected
	StatusRefuted
	StatusSuspected
	StatusDisputed
	StatusUnverifiable
	StatusNoGold
)

var statusNames = [...]string{"", "verified", "corrected", "refuted", "suspected", "disputed", "unverifiable", "no-gold"}

// Statuses lists every published status in a fixed order (for tables).
var Statuses = []Status{StatusVerified, StatusCorrected, StatusRefuted, StatusSuspected, StatusDisputed, StatusUnverifiable, StatusNoGold}

func (s Status) String() string {
	if s < 0 || int(s) >= len(statusNames) {
		return fmt.Sprintf("Status(%d)", int(s))
	}
	return statusNames[s]
}

// ParseStatus maps a status name to its value.
func ParseStatus(name string) (Status, error) {
	for i, n := range statusNames {
		if n == name {
			return Status(i), nil
		}
	}
	return StatusUnset, fmt.Errorf("unknown answer_status %q", name)
}

// MarshalJSON writes the status name.
func (s Status) MarshalJSON() ([]byte, error) { return json.Marshal(s.String()) }

// UnmarshalJSON reads a status name.
func (s *Status) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err != nil {
		return err
	}
	v, err := ParseStatus(name)
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// Verdict is leg 1's three-valued outcome. The zero value is VerdictNone:
// the leg did not run.
type Verdict int

const (
	VerdictNone Verdict = iota
	Confirm
	Refute
	Undecided
)

var verdictNames = [...]string{"", "confirm", "refute", "undecided"}

func (v Verdict) String() string {
	if v < 0 || int(v) >= len(verdictNames) {
		return fmt.Sprintf("Verdict(%d)", int(v))
	}
	return verdictNames[v]
}

// ParseVerdict maps a verdict name to its value.
func ParseVerdict(name string) (Verdict, error) {
	for i, n := range verdictNames {
		if n == name {
			return Verdict(i), nil
		}
	}
	return VerdictNone, fmt.Errorf("unknown verdict %q", name)
}

// MarshalJSON writes the verdict name.
func (v Verdict) MarshalJSON() ([]byte, error) { return json.Marshal(v.String()) }

// UnmarshalJSON reads a verdict name.
func (v *Verdict) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err != nil {
		return err
	}
	x, err := ParseVerdict(name)
	if err != nil {
		return err
	}
	*v = x
	return nil
}
