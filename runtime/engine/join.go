package engine

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"

	duckdb "github.com/duckdb/duckdb-go/v2"
)

// Keys are the join keys of a table's rows, one per row; a null key
// matches nothing.
type Keys []sql.NullString

// JoinOn is one left join: Left[r] is the key of left row r, Right[r] the
// key of right row r.
type JoinOn struct {
	Left, Right Keys
}

// joinTables numbers the temporary tables of concurrent joins.
var joinTables atomic.Int64

// LeftJoin joins rows left rows with each join in turn, in DuckDB. Only
// the keys and row numbers go in, as temporary tables on a connection of
// its own (dropped after), so the joined tables may come from any source.
// It returns one row-number list per table (the left first, then one per
// join), all as long as the joined result: a left row with no match in a
// join has -1 there, and a left row matching several right rows repeats.
// Rows are in left order, then in each right table's order.
func (d *DB) LeftJoin(ctx context.Context, rows int, joins []JoinOn) ([][]int, error) {
	ctx, cancel := context.WithTimeout(ctx, d.opts.Timeout)
	defer cancel()
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	prefix := "__join_" + strconv.FormatInt(joinTables.Add(1), 10)
	left := prefix + "_left"
	names := []string{left}
	defer func() {
		for _, n := range names {
			conn.ExecContext(context.WithoutCancel(ctx), "DROP TABLE IF EXISTS temp."+QuoteIdent(n))
		}
	}()
	defs := []string{"r BIGINT"}
	for j := range joins {
		defs = append(defs, "k"+strconv.Itoa(j)+" VARCHAR")
	}
	if err := createTemp(ctx, conn, left, defs); err != nil {
		return nil, err
	}
	err = appendTo(conn, left, func(app *duckdb.Appender) error {
		row := make([]driver.Value, 1+len(joins))
		for r := range rows {
			row[0] = int64(r)
			for j, jo := range joins {
				row[1+j] = key(jo.Left[r])
			}
			if err := app.AppendRow(row...); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	cols := []string{"l.r"}
	from := QuoteIdent(left) + " l"
	for j, jo := range joins {
		name := prefix + "_" + strconv.Itoa(j)
		names = append(names, name)
		if err := createTemp(ctx, conn, name, []string{"r BIGINT", "k VARCHAR"}); err != nil {
			return nil, err
		}
		err := appendTo(conn, name, func(app *duckdb.Appender) error {
			for r, k := range jo.Right {
				if err := app.AppendRow(int64(r), key(k)); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		alias := "j" + strconv.Itoa(j)
		cols = append(cols, alias+".r")
		from += " LEFT JOIN " + QuoteIdent(name) + " " + alias + " ON l.k" + strconv.Itoa(j) + " = " + alias + ".k"
	}
	// a join of many rows to many rows can be far larger than its inputs:
	// the row cap holds here too
	q := "SELECT " + strings.Join(cols, ", ") + " FROM " + from + " ORDER BY " + strings.Join(cols, ", ") + " LIMIT " + strconv.Itoa(d.opts.MaxRows+1)
	res, err := conn.QueryContext(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("join: %w", d.explain(context.Background(), ctx, err))
	}
	defer res.Close()
	out := make([][]int, len(cols))
	vals := make([]sql.NullInt64, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for n := 0; res.Next(); n++ {
		if n == d.opts.MaxRows {
			return nil, fmt.Errorf("joining the steps gives more than %d rows (the row cap, limits.max_rows in knowledge.hcl): join on a key that is unique on one side", d.opts.MaxRows)
		}
		if err := res.Scan(ptrs...); err != nil {
			return nil, err
		}
		for i, v := range vals {
			n := -1
			if v.Valid {
				n = int(v.Int64)
			}
			out[i] = append(out[i], n)
		}
	}
	if err := res.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

func key(k sql.NullString) driver.Value {
	if !k.Valid {
		return nil
	}
	return k.String
}

func createTemp(ctx context.Context, conn *sql.Conn, name string, defs []string) error {
	if _, err := conn.ExecContext(ctx, "CREATE TEMP TABLE "+QuoteIdent(name)+" ("+strings.Join(defs, ", ")+")"); err != nil {
		return fmt.Errorf("join: %w", err)
	}
	return nil
}

// appendTo fills a temporary table of conn through an appender.
func appendTo(conn *sql.Conn, table string, fill func(*duckdb.Appender) error) error {
	return conn.Raw(func(dc any) error {
		app, err := duckdb.NewAppender(dc.(driver.Conn), "temp", "main", table)
		if err != nil {
			return fmt.Errorf("join: %w", err)
		}
		if err := fill(app); err != nil {
			app.Close()
			return fmt.Errorf("join: %w", err)
		}
		return app.Close()
	})
}
