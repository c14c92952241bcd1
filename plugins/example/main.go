// Command datacopilot-plugin-example is the plugin of docs/plugins.md: it
// serves every CSV file of a folder as a table (text columns, no pushdown:
// datacopilot copies the tables into DuckDB and runs SQL there).
package main

import (
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/datacopilot/datacopilot/plugins"
)

type folder struct{ dir string }

func (f *folder) Describe() plugins.Description {
	return plugins.Description{
		Name: "example", Version: "1.0.0",
		Config: []plugins.Attribute{{Name: "dir", Type: "string", Required: true, Description: "Folder of CSV files."}},
	}
}

func (f *folder) Configure(_ context.Context, cfg plugins.Config) error {
	f.dir = cfg.String("dir")
	if fi, err := os.Stat(f.dir); err != nil || !fi.IsDir() {
		return &plugins.ConfigError{Attribute: "dir", Summary: "Not a folder", Detail: f.dir + " is not a folder."}
	}
	return nil
}

// read returns a CSV file's header and rows.
func (f *folder) read(table string) ([]string, [][]string, error) {
	file, err := os.Open(filepath.Join(f.dir, table+".csv"))
	if err != nil {
		return nil, nil, err
	}
	defer file.Close()
	recs, err := csv.NewReader(file).ReadAll()
	if err != nil || len(recs) == 0 {
		return nil, nil, err
	}
	return recs[0], recs[1:], nil
}

func (f *folder) Tables(context.Context) ([]plugins.Table, error) {
	paths, _ := filepath.Glob(filepath.Join(f.dir, "*.csv"))
	var out []plugins.Table
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".csv")
		header, rows, err := f.read(name)
		if err != nil {
			return nil, err
		}
		t := plugins.Table{Name: name, Rows: int64(len(rows))}
		for _, h := range header {
			t.Columns = append(t.Columns, plugins.Column{Name: h, Type: "text"})
		}
		out = append(out, t)
	}
	return out, nil
}

func (f *folder) Query(_ context.Context, q plugins.Query) (array.RecordReader, error) {
	header, rows, err := f.read(q.Table)
	if err != nil {
		return nil, err
	}
	fields := make([]arrow.Field, len(header))
	for i, h := range header {
		fields[i] = arrow.Field{Name: h, Type: arrow.BinaryTypes.String, Nullable: true}
	}
	schema := arrow.NewSchema(fields, nil)
	b := array.NewRecordBuilder(memory.DefaultAllocator, schema)
	defer b.Release()
	for _, row := range rows {
		for i, v := range row {
			b.Field(i).(*array.StringBuilder).Append(v)
		}
	}
	rec := b.NewRecordBatch()
	defer rec.Release()
	return array.NewRecordReader(schema, []arrow.RecordBatch{rec})
}

func (f *folder) Ping(context.Context) error { _, err := os.Stat(f.dir); return err }

func main() { plugins.Serve(&folder{}) }
