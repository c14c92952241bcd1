package engine

import (
	"context"
	"os"
	"testing"
)

func TestScratchAST(t *testing.T) {
	db, _ := Open(Options{})
	defer db.Close()
	out, err := db.Serialize(context.Background(), os.Getenv("Q"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile("/tmp/copy-ast.json", []byte(out), 0o644)
}

func TestScratchQ(t *testing.T) {
	db, _ := Open(Options{})
	defer db.Close()
	rows, err := db.db.Query(os.Getenv("Q"))
	if err != nil {
		t.Fatal(err)
	}
	cols, _ := rows.ColumnTypes()
	for _, c := range cols {
		t.Log(c.Name(), c.DatabaseTypeName())
	}
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		rows.Scan(ptrs...)
		t.Log(vals...)
	}
}
