package engine

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"runtime"
	"sync"

	duckdb "github.com/duckdb/duckdb-go/v2"
)

// A query the engine has run before (a pipe, the compiled metric of a
// question asked again) is prepared already: queryConns keeps connections
// for Query with the statements prepared on them, so that it skips DuckDB's
// parse, bind and plan, and the read-only transaction around every query is
// two statements prepared once per connection rather than parsed each time.
// A prepared statement is bound to its connection, hence one cache per
// connection. DuckDB re-binds a statement whose tables changed; one it
// cannot run any more (a table's database detached on reload) fails, and is
// prepared afresh once.

// stmtsPerConn bounds the statements kept on one connection (one takes
// about 35 KiB); idleQueryConns the connections kept between queries: a
// connection opened anew prepares every statement again, which was a tenth
// of DuckDB's time for the demo's questions served to 8 clients when 4
// were kept (an answer's steps and the runners-up it checks run at once).
// More queries at once open more connections, closed when they are done.
const stmtsPerConn = 128

var idleQueryConns = max(16, runtime.NumCPU()+2)

type queryConns struct {
	mu     sync.Mutex
	idle   []*queryConn
	closed bool
}

// queryConn is one connection with its statements.
type queryConn struct {
	conn            *sql.Conn
	begin, rollback *duckdb.Stmt
	stmts           map[string]*duckdb.Stmt // by text
}

// get takes an idle connection, or opens one.
func (p *queryConns) get(ctx context.Context, db *sql.DB) (*queryConn, error) {
	p.mu.Lock()
	if n := len(p.idle); n > 0 && !p.closed {
		qc := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return qc, nil
	}
	p.mu.Unlock()
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	qc := &queryConn{conn: conn, stmts: map[string]*duckdb.Stmt{}}
	err = conn.Raw(func(dc any) error {
		c, ok := dc.(*duckdb.Conn)
		if !ok {
			return fmt.Errorf("not a DuckDB connection: %T", dc)
		}
		var err error
		if qc.begin, err = prepare(ctx, c, "BEGIN TRANSACTION READ ONLY"); err != nil {
			return err
		}
		qc.rollback, err = prepare(ctx, c, "ROLLBACK")
		return err
	})
	if err != nil {
		qc.close()
		return nil, err
	}
	return qc, nil
}

// put keeps a connection for the next query, or closes it.
func (p *queryConns) put(qc *queryConn) {
	p.mu.Lock()
	if !p.closed && len(p.idle) < idleQueryConns {
		p.idle = append(p.idle, qc)
		p.mu.Unlock()
		return
	}
	p.mu.Unlock()
	qc.close()
}

// close closes the idle connections; those in use close when put back.
func (p *queryConns) close() {
	p.mu.Lock()
	idle := p.idle
	p.idle, p.closed = nil, true
	p.mu.Unlock()
	for _, qc := range idle {
		qc.close()
	}
}

func (qc *queryConn) close() {
	qc.conn.Raw(func(any) error {
		for _, s := range append([]*duckdb.Stmt{qc.begin, qc.rollback}, qc.cached()...) {
			if s != nil {
				s.Close()
			}
		}
		return nil
	})
	qc.stmts = nil
	qc.conn.Close()
}

func (qc *queryConn) cached() []*duckdb.Stmt {
	out := make([]*duckdb.Stmt, 0, len(qc.stmts))
	for _, s := range qc.stmts {
		out = append(out, s)
	}
	return out
}

// statement returns query prepared on c, from the cache or afresh (fresh
// reports which).
func (qc *queryConn) statement(ctx context.Context, c *duckdb.Conn, query string) (s *duckdb.Stmt, fresh bool, err error) {
	if s := qc.stmts[query]; s != nil {
		return s, false, nil
	}
	s, err = prepare(ctx, c, query)
	if err != nil {
		return nil, true, err
	}
	if len(qc.stmts) >= stmtsPerConn {
		// one at random (a map's order): under a cycle of more queries
		// than fit, the least recently used would always be the next
		for q := range qc.stmts {
			qc.forget(q)
			break
		}
	}
	qc.stmts[query] = s
	return s, true, nil
}

func (qc *queryConn) forget(query string) {
	if s := qc.stmts[query]; s != nil {
		s.Close()
		delete(qc.stmts, query)
	}
}

// stale reports the errors of a statement prepared before the catalog
// changed under it (a binder or catalog error): prepared afresh, it may run.
func stale(err error) bool {
	var de *duckdb.Error
	return errors.As(err, &de) && (de.Type == duckdb.ErrorTypeBinder || de.Type == duckdb.ErrorTypeCatalog)
}

// prepare prepares one statement on c.
func prepare(ctx context.Context, c *duckdb.Conn, query string) (*duckdb.Stmt, error) {
	ds, err := c.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	s, ok := ds.(*duckdb.Stmt)
	if !ok {
		ds.Close()
		return nil, fmt.Errorf("not a DuckDB statement: %T", ds)
	}
	return s, nil
}

// driverArgs binds named arguments the way database/sql does: each value
// the driver does not take as it is goes through the default converter.
func driverArgs(c *duckdb.Conn, args map[string]any) ([]driver.NamedValue, error) {
	out := make([]driver.NamedValue, 0, len(args))
	for name, v := range args {
		nv := driver.NamedValue{Name: name, Ordinal: len(out) + 1, Value: bindable(v)}
		err := c.CheckNamedValue(&nv)
		if errors.Is(err, driver.ErrSkip) {
			nv.Value, err = driver.DefaultParameterConverter.ConvertValue(nv.Value)
		}
		if err != nil {
			return nil, fmt.Errorf("argument $%s: %w", name, err)
		}
		out = append(out, nv)
	}
	return out, nil
}
