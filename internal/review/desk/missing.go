package desk

import (
	"net/http"
)

// missingView is the page of a row id that is not in the last run.
type missingView struct {
	base
	ID string
}

// missingRow answers 404 with a page that says why a row may be missing
// and links back to the list, not a bare text.
func (s *server) missingRow(w http.ResponseWriter, rs *rowSet, id string) {
	s.v.renderStatus(w, "missing", missingView{base: s.d.base(rs, "no row "+id, serverLinks{}), ID: id}, http.StatusNotFound)
}
