package knowledge

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/runtime/config"
)

// generator is a plugin source with one table, "big", of rows rows whose
// text column is width bytes wide, made as they are read.
type generator struct {
	rows, width int64
	sent        atomic.Int64
}

func (g *generator) Describe() plugins.Description {
	return plugins.Description{Name: "gen", Version: "1"}
}
func (g *generator) Configure(context.Context, plugins.Config) error { return nil }
func (g *generator) Ping(context.Context) error                      { return nil }
func (g *generator) Tables(context.Context) ([]plugins.Table, error) {
	return []plugins.Table{{Name: "big", Rows: g.rows, Columns: []plugins.Column{{Name: "id", Type: "bigint"}, {Name: "s", Type: "text"}}}}, nil
}

var genSchema = arrow.NewSchema([]arrow.Field{{Name: "id", Type: arrow.PrimitiveTypes.Int64}, {Name: "s", Type: arrow.BinaryTypes.String}}, nil)

func (g *generator) Query(_ context.Context, q plugins.Query) (array.RecordReader, error) {
	if q.SchemaOnly {
		return array.NewRecordReader(genSchema, nil)
	}
	return &genReader{g: g}, nil
}

type genReader struct {
	g    *generator
	next int64
	cur  arrow.RecordBatch
}

func (r *genReader) Retain()                   {}
func (r *genReader) Release()                  {}
func (r *genReader) Schema() *arrow.Schema     { return genSchema }
func (r *genReader) Record() arrow.RecordBatch { return r.cur }
func (r *genReader) RecordBatch() arrow.RecordBatch {
	return r.cur
}
func (r *genReader) Err() error { return nil }
func (r *genReader) Next() bool {
	if r.cur != nil {
		r.cur.Release()
		r.cur = nil
	}
	if r.next >= r.g.rows {
		return false
	}
	n := min(4096, r.g.rows-r.next)
	b := array.NewRecordBuilder(memory.DefaultAllocator, genSchema)
	defer b.Release()
	s := strings.Repeat("x", int(r.g.width))
	for i := range n {
		b.Field(0).(*array.Int64Builder).Append(r.next + i)
		b.Field(1).(*array.StringBuilder).Append(s)
	}
	r.next += n
	r.g.sent.Add(n)
	r.cur = b.NewRecordBatch()
	return true
}

func buildGen(t *testing.T, g *generator, limits string) *Snapshot {
	t.Helper()
	dir := t.TempDir()
	hcl := "source \"gen\" {\n  type = \"plugin\"\n  plugin = \"gen\"\n  copy = true\n}\n" + limits
	if err := os.WriteFile(filepath.Join(dir, config.KnowledgeFile), []byte(hcl), 0o644); err != nil {
		t.Fatal(err)
	}
	ws, diags := config.Load(dir)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	s, diags := Build(context.Background(), ws, Options{Plugins: map[string]plugins.Source{"gen": g}})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// A plugin table is copied into memory only up to the rows and bytes the
// limits allow; past them, the query fails saying which limit.
func TestPluginCopyBounded(t *testing.T) {
	cases := []struct {
		name   string
		gen    *generator
		limits string
		want   string
	}{
		{"rows", &generator{rows: 1_000_000, width: 1}, "limits {\n  plugin_rows = 10000\n}\n", "more than 10000 rows (limits.plugin_rows"},
		{"bytes", &generator{rows: 1_000_000, width: 1000}, "limits {\n  plugin_size = \"2MiB\"\n}\n", "larger than 2MiB (limits.plugin_size"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := buildGen(t, c.gen, c.limits)
			src := s.Sources["gen"]
			_, err := src.Query(context.Background(), Request{SQL: "SELECT count(*) FROM big", Tables: []string{"big"}})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error saying %q", err, c.want)
			}
			if sent := c.gen.sent.Load(); sent > 100_000 {
				t.Errorf("the plugin sent %d rows before the copy stopped", sent)
			}
		})
	}
	ok := buildGen(t, &generator{rows: 5000, width: 10}, "limits {\n  plugin_rows = 10000\n}\n")
	tab, err := ok.Sources["gen"].Query(context.Background(), Request{SQL: "SELECT count(*) AS n FROM big", Tables: []string{"big"}})
	if err != nil || tab.Columns[0].Ints[0] != 5000 {
		t.Errorf("a table within the limits: %v %v", tab, err)
	}
}
