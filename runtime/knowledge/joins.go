package knowledge

import (
	"fmt"
	"strings"
)

// JoinPath returns the joins that connect table base to every table in
// need, in an order where each join's From table is already joined. It
// follows relationships from the many side to the one side only (and
// one-to-one either way), so joining never multiplies the rows of base and
// an aggregate over base stays right.
func JoinPath(s *Snapshot, base string, need []string) ([]*Join, error) {
	type edge struct {
		join *Join
		to   string
	}
	adj := map[string][]edge{}
	for _, t := range s.Tables {
		for _, j := range t.Joins {
			adj[j.From] = append(adj[j.From], edge{j, j.To})
			if j.Kind == "one_to_one" {
				rev := &Join{From: j.To, Column: j.References, To: j.From, References: j.Column, Kind: j.Kind}
				adj[j.To] = append(adj[j.To], edge{rev, j.From})
			}
		}
	}
	parent := map[string]*Join{base: nil}
	order := []string{base}
	for i := 0; i < len(order); i++ {
		for _, e := range adj[order[i]] {
			if _, seen := parent[e.to]; !seen {
				parent[e.to] = e.join
				order = append(order, e.to)
			}
		}
	}
	used := map[*Join]bool{}
	for _, n := range need {
		if _, ok := parent[n]; !ok {
			return nil, fmt.Errorf("no many-to-one join path from table %q to table %q; declare a join block (join %q { column = \"...\" }) on the table that holds the key", base, n, n)
		}
		for t := n; parent[t] != nil; t = parent[t].From {
			used[parent[t]] = true
		}
	}
	var out []*Join
	for _, t := range order {
		if j := parent[t]; j != nil && used[j] {
			out = append(out, j)
		}
	}
	return out, nil
}

// JoinSQL renders joins as SQL JOIN clauses.
func JoinSQL(joins []*Join) string {
	var b strings.Builder
	for _, j := range joins {
		fmt.Fprintf(&b, " JOIN %s ON %s.%s = %s.%s", qi(j.To), qi(j.From), qi(j.Column), qi(j.To), qi(j.References))
	}
	return b.String()
}
