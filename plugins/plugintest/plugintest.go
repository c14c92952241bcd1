// Package plugintest tests a plugin's Source without building a program:
// New serves it in-process behind the real protocol (gRPC, Arrow chunks,
// limits), configures it as datacopilot would and gives the test the host's
// view of it. Conformance checks what every source must do.
//
//	func TestSource(t *testing.T) {
//		h := plugintest.New(t, &mySource{}, map[string]any{"path": "testdata/x"})
//		h.Conformance()
//		res := h.Query(plugins.Query{Table: "items"})
//		if len(res.Rows) != 3 { ... }
//	}
package plugintest

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/apache/arrow-go/v18/arrow"

	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/runtime/data"
)

// Harness is a configured Source behind the protocol.
type Harness struct {
	t      testing.TB
	Client *plugins.Client
	// Diagnostics are what Configure said.
	Diagnostics []plugins.Diagnostic
}

// Option changes what New expects.
type Option func(*options)

type options struct {
	configError string
	timeout     time.Duration
}

// ExpectConfigError makes New expect Configure to fail with a diagnostic
// about attribute (and fail the test otherwise).
func ExpectConfigError(attribute string) Option {
	return func(o *options) { o.configError = attribute }
}

// Timeout bounds each query (10s by default).
func Timeout(d time.Duration) Option { return func(o *options) { o.timeout = d } }

// New serves src in-process and configures it with config (JSON-like
// values: string, float64, bool, []any, map[string]any). The harness
// stops with the test.
func New(t testing.TB, src plugins.Source, config map[string]any, opts ...Option) *Harness {
	t.Helper()
	o := options{timeout: 10 * time.Second}
	for _, f := range opts {
		f(&o)
	}
	c, err := plugins.NewInProcess(src, plugins.Options{Name: "test"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	if config == nil {
		config = map[string]any{}
	}
	js, err := json.Marshal(config)
	if err != nil {
		t.Fatal(err)
	}
	diags, err := c.Configure(context.Background(), js)
	if err != nil {
		t.Fatal(err)
	}
	h := &Harness{t: t, Client: c, Diagnostics: diags}
	var errs []plugins.Diagnostic
	for _, d := range diags {
		if !d.Warning {
			errs = append(errs, d)
		}
	}
	switch {
	case o.configError == "" && len(errs) > 0:
		t.Fatalf("Configure: %s", errs[0])
	case o.configError != "" && !slices.ContainsFunc(errs, func(d plugins.Diagnostic) bool { return d.Attribute == o.configError }):
		t.Fatalf("Configure: want an error about %q, got %v", o.configError, diags)
	}
	return h
}

// Tables returns the source's tables.
func (h *Harness) Tables() []plugins.Table {
	h.t.Helper()
	ts, err := h.Client.Tables(context.Background())
	if err != nil {
		h.t.Fatal(err)
	}
	return ts
}

// Result is a query's rows as the host reads them.
type Result struct {
	Schema *arrow.Schema
	Table  *data.Table
}

// Query runs q and reads all its rows; it fails the test on an error.
func (h *Harness) Query(q plugins.Query) *Result {
	h.t.Helper()
	res, err := h.TryQuery(q)
	if err != nil {
		h.t.Fatal(err)
	}
	return res
}

// TryQuery runs q and reads all its rows.
func (h *Harness) TryQuery(q plugins.Query) (*Result, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	rr, err := h.Client.Query(ctx, q, 10*time.Second)
	if err != nil {
		return nil, err
	}
	defer rr.Release()
	t, err := data.FromArrow(rr, 0)
	if err != nil {
		return nil, err
	}
	return &Result{Schema: rr.Schema(), Table: t}, nil
}

// Conformance checks what datacopilot relies on: a described source with a
// name; tables with columns; every table readable whole, with the columns
// Tables lists, and as a schema without rows; max_rows honoured; a ping
// answered; and, with pushdown, SQL with a bound parameter.
func (h *Harness) Conformance() {
	h.t.Helper()
	d := h.Client.Description()
	if d.Name == "" {
		h.t.Error("Describe: no name")
	}
	if d.Pushdown && d.Dialect == "" {
		h.t.Error("Describe: pushdown without a dialect")
	}
	if err := h.Client.Ping(context.Background()); err != nil {
		h.t.Errorf("Ping: %v", err)
	}
	tables := h.Tables()
	if len(tables) == 0 {
		h.t.Error("Tables: none")
	}
	for _, tab := range tables {
		if len(tab.Columns) == 0 {
			h.t.Errorf("table %s: no columns", tab.Name)
			continue
		}
		full := h.Query(plugins.Query{Table: tab.Name})
		if got, want := full.Table.Names(), names(tab.Columns); !slices.Equal(got, want) {
			h.t.Errorf("table %s: scan returns columns %v, Tables says %v", tab.Name, got, want)
		}
		if tab.Rows >= 0 && int64(full.Table.Rows()) != tab.Rows {
			h.t.Errorf("table %s: Tables says %d rows, the scan returns %d", tab.Name, tab.Rows, full.Table.Rows())
		}
		empty := h.Query(plugins.Query{Table: tab.Name, SchemaOnly: true})
		if empty.Table.Rows() != 0 || !empty.Schema.Equal(full.Schema) {
			h.t.Errorf("table %s: schema-only query returns %d rows and schema %v; want none and %v", tab.Name, empty.Table.Rows(), empty.Schema, full.Schema)
		}
		if full.Table.Rows() > 1 {
			one := h.Query(plugins.Query{Table: tab.Name, MaxRows: 1})
			if one.Table.Rows() != 1 {
				h.t.Errorf("table %s: max_rows 1 returns %d rows", tab.Name, one.Table.Rows())
			}
		}
		if d.Pushdown {
			q := fmt.Sprintf("SELECT $n AS n, COUNT(*) AS c FROM %s", quote(tab.Name))
			res, err := h.TryQuery(plugins.Query{SQL: q, Params: []plugins.Param{{Name: "n", Type: "int", Value: int64(7)}}})
			switch {
			case err != nil:
				h.t.Errorf("pushdown %q: %v", q, err)
			case res.Table.Rows() != 1 || fmt.Sprint(res.Table.Columns[0].Value(0)) != "7":
				h.t.Errorf("pushdown %q: want one row with n = 7, got %d rows", q, res.Table.Rows())
			}
		}
	}
}

func names(cols []plugins.Column) []string {
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = c.Name
	}
	return out
}

func quote(s string) string {
	out := []byte{'"'}
	for i := 0; i < len(s); i++ {
		if s[i] == '"' {
			out = append(out, '"')
		}
		out = append(out, s[i])
	}
	return string(append(out, '"'))
}
