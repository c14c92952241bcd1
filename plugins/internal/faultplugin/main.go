// Command faultplugin is a plugin that misbehaves on purpose, for the
// host's fault tests and benchmarks. It serves generated tables:
//
//	rows       a BIGINT, a DOUBLE and a VARCHAR column; config rows sets
//	           how many (default 1000)
//	crash      sends a few megabytes of rows, then the process exits
//	hang       never answers (and ignores cancellation); listed by
//	           Tables only with config hang = true, so that a workspace
//	           that uses the plugin cannot load it
//	slow       listed with config slow = true: tells its columns, but a
//	           query for its rows never answers (a request that hangs)
//
// With FAULT=malformed in its environment every query answers with bytes
// that are not Arrow; with FAULT=version it speaks protocol version 99; with
// FAULT=exit it exits before the handshake, printing why.
package main

import (
	"context"
	"fmt"
	"os"
	"strconv"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/hashicorp/go-plugin"
	"google.golang.org/grpc"

	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/plugins/internal/pluginpb"
)

func main() {
	switch os.Getenv("FAULT") {
	case "exit":
		fmt.Fprintln(os.Stderr, "faultplugin: cannot reach the warehouse")
		os.Exit(3)
	case "version":
		hs := plugins.Handshake
		hs.ProtocolVersion = 99
		serve(hs)
	case "malformed":
		serve(plugins.Handshake)
	default:
		plugins.Serve(&source{rows: 1000})
	}
}

// serve runs the raw server with a given handshake.
func serve(hs plugin.HandshakeConfig) {
	plugin.Serve(&plugin.ServeConfig{
		HandshakeConfig: hs,
		Plugins:         plugin.PluginSet{"source": &raw{}},
		GRPCServer:      plugin.DefaultGRPCServer,
	})
}

type raw struct{ plugin.NetRPCUnsupportedPlugin }

func (raw) GRPCServer(_ *plugin.GRPCBroker, s *grpc.Server) error {
	pluginpb.RegisterSourceServer(s, garbage{})
	return nil
}

// garbage answers like a plugin, but its rows are not Arrow.
type garbage struct {
	pluginpb.UnimplementedSourceServer
}

func (garbage) Describe(context.Context, *pluginpb.DescribeRequest) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "garbage"}, nil
}

func (garbage) Configure(context.Context, *pluginpb.ConfigureRequest) (*pluginpb.ConfigureResponse, error) {
	return &pluginpb.ConfigureResponse{}, nil
}

func (garbage) Query(_ *pluginpb.QueryRequest, stream pluginpb.Source_QueryServer) error {
	return stream.Send(&pluginpb.QueryChunk{Arrow: []byte("this is not an Arrow IPC stream, not at all")})
}

func (raw) GRPCClient(context.Context, *plugin.GRPCBroker, *grpc.ClientConn) (any, error) {
	return nil, nil
}

var schema = arrow.NewSchema([]arrow.Field{
	{Name: "id", Type: arrow.PrimitiveTypes.Int64},
	{Name: "amount", Type: arrow.PrimitiveTypes.Float64},
	{Name: "label", Type: arrow.BinaryTypes.String},
}, nil)

type source struct {
	rows int64
	hang bool // list the hang table
	slow bool // list the slow table
}

func (s *source) Describe() plugins.Description {
	return plugins.Description{Name: "fault", Version: "0", Config: []plugins.Attribute{{Name: "rows", Type: "number"}, {Name: "hang", Type: "bool"}, {Name: "slow", Type: "bool"}}}
}

func (s *source) Configure(_ context.Context, cfg plugins.Config) error {
	if n := cfg.Number("rows"); n > 0 {
		s.rows = int64(n)
	}
	s.hang, s.slow = cfg.Bool("hang"), cfg.Bool("slow")
	return nil
}

func (s *source) Tables(context.Context) ([]plugins.Table, error) {
	cols := []plugins.Column{{Name: "id", Type: "BIGINT"}, {Name: "amount", Type: "DOUBLE"}, {Name: "label", Type: "VARCHAR"}}
	tables := []plugins.Table{{Name: "rows", Columns: cols, Rows: s.rows}}
	if s.hang {
		tables = append(tables, plugins.Table{Name: "hang", Columns: cols})
	}
	if s.slow {
		tables = append(tables, plugins.Table{Name: "slow", Columns: cols})
	}
	return tables, nil
}

func (s *source) Ping(context.Context) error { return nil }

func (s *source) Query(ctx context.Context, q plugins.Query) (array.RecordReader, error) {
	switch q.Table {
	case "rows":
		return Generate(s.rows, nil), nil
	case "crash":
		return Generate(1<<30, func(batch int) {
			if batch == 4 {
				os.Exit(2) // after a few megabytes went out
			}
		}), nil
	case "hang":
		select {} // ignores ctx on purpose
	case "slow":
		if q.SchemaOnly {
			return Generate(0, nil), nil
		}
		select {} // ignores ctx on purpose
	}
	return nil, fmt.Errorf("no table %q", q.Table)
}

// Generate makes n rows in batches of 64Ki; each(batch) runs before each.
func Generate(n int64, each func(batch int)) array.RecordReader {
	return &gen{n: n, each: each}
}

type gen struct {
	n, done int64
	batch   int
	each    func(int)
	rec     arrow.RecordBatch
}

const batchRows = 64 * 1024

// labelNames are the values of the VARCHAR column, made once.
var labelNames = func() []string {
	names := make([]string, 1000)
	for i := range names {
		names[i] = "label-" + strconv.Itoa(i)
	}
	return names
}()

func (g *gen) Retain()                        {}
func (g *gen) Release()                       {}
func (g *gen) Schema() *arrow.Schema          { return schema }
func (g *gen) Err() error                     { return nil }
func (g *gen) RecordBatch() arrow.RecordBatch { return g.rec }
func (g *gen) Record() arrow.RecordBatch      { return g.rec }

func (g *gen) Next() bool {
	if g.rec != nil {
		g.rec.Release()
		g.rec = nil
	}
	if g.done >= g.n {
		return false
	}
	if g.each != nil {
		g.each(g.batch)
	}
	g.batch++
	m := min(int64(batchRows), g.n-g.done)
	b := array.NewRecordBuilder(memory.DefaultAllocator, schema)
	defer b.Release()
	ids := b.Field(0).(*array.Int64Builder)
	amounts := b.Field(1).(*array.Float64Builder)
	labels := b.Field(2).(*array.StringBuilder)
	for i := int64(0); i < m; i++ {
		id := g.done + i
		ids.Append(id)
		amounts.Append(float64(id) * 0.25)
		labels.Append(labelNames[id%int64(len(labelNames))])
	}
	g.done += m
	g.rec = b.NewRecordBatch()
	return true
}
