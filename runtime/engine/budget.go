package engine

import (
	"context"
	"database/sql/driver"
	"errors"
	"strconv"
	"sync"
	"sync/atomic"

	duckdb "github.com/duckdb/duckdb-go/v2"
)

// budgetFunction counts the bytes of a query's result rows as DuckDB makes
// them: budgetFunction(id, bytes) is true until the result of query id
// passes its budget, then fails the query. It exists because DuckDB holds
// a query's whole result before the caller reads a row, outside its
// memory_limit: a hundred thousand rows of wide strings would be gigabytes
// before any check in Go could run. The guard admits no function of this
// name.
const budgetFunction = "__datacopilot_budget"

// budgetParam is the parameter that gives budgetFunction its query's id.
const budgetParam = "__datacopilot_budget_id"

// budgetExceeded marks the error the function raises.
const budgetExceeded = "datacopilot result budget exceeded"

// budgets holds the byte budgets of the queries running, by id.
type budgets struct {
	mu         sync.Mutex
	next       int64
	m          map[int64]*atomic.Int64 // bytes left
	registered bool
}

// register makes budgetFunction known to the database, once.
func (b *budgets) register(reg func() error) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.registered {
		return nil
	}
	if err := reg(); err != nil {
		return err
	}
	b.registered = true
	return nil
}

func (b *budgets) add(bytes int64) int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.m == nil {
		b.m = map[int64]*atomic.Int64{}
	}
	b.next++
	left := new(atomic.Int64)
	left.Store(bytes)
	b.m[b.next] = left
	return b.next
}

func (b *budgets) get(id int64) *atomic.Int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.m[id]
}

func (b *budgets) remove(id int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.m, id)
}

func (d *DB) registerBudget(ctx context.Context) error {
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	bigint, err := duckdb.NewTypeInfo(duckdb.TYPE_BIGINT)
	if err != nil {
		return err
	}
	boolean, err := duckdb.NewTypeInfo(duckdb.TYPE_BOOLEAN)
	if err != nil {
		return err
	}
	return duckdb.RegisterScalarUDF(conn, budgetFunction, budgetUDF{
		config: duckdb.ScalarFuncConfig{InputTypeInfos: []duckdb.TypeInfo{bigint, bigint}, ResultTypeInfo: boolean, Volatile: true},
		exec: func(values []driver.Value) (any, error) {
			id, _ := values[0].(int64)
			size, _ := values[1].(int64)
			left := d.budgets.get(id)
			if left == nil {
				return nil, errors.New("no result budget " + strconv.FormatInt(id, 10))
			}
			if left.Add(-size) < 0 {
				return nil, errors.New(budgetExceeded)
			}
			return true, nil
		},
	})
}

type budgetUDF struct {
	config duckdb.ScalarFuncConfig
	exec   duckdb.RowExecutorFn
}

func (u budgetUDF) Config() duckdb.ScalarFuncConfig { return u.config }
func (u budgetUDF) Executor() duckdb.ScalarFuncExecutor {
	return duckdb.ScalarFuncExecutor{RowExecutor: u.exec}
}
