package plugins

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/hashicorp/go-plugin"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/datacopilot/datacopilot/plugins/internal/pluginpb"
)

// ProtocolVersion is the version of the plugin protocol. Host and plugin
// must agree on it; a mismatch fails the handshake with both versions named.
const ProtocolVersion = 1

// Handshake is the go-plugin handshake every datacopilot plugin uses.
var Handshake = plugin.HandshakeConfig{
	ProtocolVersion:  ProtocolVersion,
	MagicCookieKey:   "DATACOPILOT_PLUGIN",
	MagicCookieValue: "data-source",
}

// pluginName is the name of the one plugin a datacopilot plugin binary serves.
const pluginName = "source"

const (
	// chunkBytes is the size of the Arrow slices sent per gRPC message.
	chunkBytes = 1 << 20
	// MaxMessageBytes bounds every gRPC message either way.
	MaxMessageBytes = 16 << 20
)

// Serve runs src as a plugin: it answers the host's handshake on stdout and
// serves the protocol until the host goes away. Call it from main. Started
// by hand (not by datacopilot), the program says so and exits.
func Serve(src Source) {
	plugin.Serve(&plugin.ServeConfig{
		HandshakeConfig: Handshake,
		Plugins:         plugin.PluginSet{pluginName: &grpcPlugin{src: src}},
		GRPCServer:      newGRPCServer,
	})
}

func newGRPCServer(opts []grpc.ServerOption) *grpc.Server {
	opts = append(opts, grpc.MaxRecvMsgSize(MaxMessageBytes), grpc.MaxSendMsgSize(MaxMessageBytes))
	return grpc.NewServer(opts...)
}

// grpcPlugin binds a Source to go-plugin's gRPC transport.
type grpcPlugin struct {
	plugin.NetRPCUnsupportedPlugin
	src Source
}

func (p *grpcPlugin) GRPCServer(_ *plugin.GRPCBroker, s *grpc.Server) error {
	pluginpb.RegisterSourceServer(s, &server{src: p.src})
	return nil
}

func (p *grpcPlugin) GRPCClient(_ context.Context, _ *plugin.GRPCBroker, c *grpc.ClientConn) (any, error) {
	return pluginpb.NewSourceClient(c), nil
}

// server is the plugin side of the protocol: it turns RPCs into calls on
// the Source and its Arrow readers into chunked IPC streams.
type server struct {
	pluginpb.UnimplementedSourceServer
	src Source
}

func (s *server) Describe(context.Context, *pluginpb.DescribeRequest) (*pluginpb.DescribeResponse, error) {
	d := s.src.Describe()
	out := &pluginpb.DescribeResponse{
		Name: d.Name, Version: d.Version,
		Capabilities: &pluginpb.Capabilities{Pushdown: d.Pushdown, Dialect: d.Dialect, Functions: d.Functions},
	}
	for _, a := range d.Config {
		out.Config = append(out.Config, &pluginpb.ConfigAttribute{Name: a.Name, Type: a.Type, Required: a.Required, Description: a.Description, Sensitive: a.Sensitive})
	}
	return out, nil
}

func (s *server) Configure(ctx context.Context, req *pluginpb.ConfigureRequest) (*pluginpb.ConfigureResponse, error) {
	cfg := Config{}
	if len(req.ConfigJson) > 0 {
		if err := json.Unmarshal(req.ConfigJson, &cfg); err != nil {
			return nil, status.Errorf(codes.InvalidArgument, "config is not a JSON object: %v", err)
		}
	}
	err := s.src.Configure(ctx, cfg)
	if err == nil {
		return &pluginpb.ConfigureResponse{}, nil
	}
	out := &pluginpb.ConfigureResponse{}
	ces := ConfigErrors(err)
	if len(ces) == 0 {
		ces = []*ConfigError{{Summary: "Cannot configure the source", Detail: err.Error()}}
	}
	for _, ce := range ces {
		out.Diagnostics = append(out.Diagnostics, &pluginpb.Diagnostic{Summary: ce.Summary, Detail: ce.Detail, Attribute: ce.Attribute})
	}
	return out, nil
}

func (s *server) Tables(ctx context.Context, _ *pluginpb.TablesRequest) (*pluginpb.TablesResponse, error) {
	tables, err := s.src.Tables(ctx)
	if err != nil {
		return nil, status.Error(codes.Unknown, err.Error())
	}
	out := &pluginpb.TablesResponse{}
	for _, t := range tables {
		pt := &pluginpb.Table{Name: t.Name, Description: t.Description, Rows: t.Rows}
		for _, c := range t.Columns {
			pt.Columns = append(pt.Columns, &pluginpb.Column{Name: c.Name, Type: c.Type, Description: c.Description})
		}
		out.Tables = append(out.Tables, pt)
	}
	return out, nil
}

func (s *server) Ping(ctx context.Context, _ *pluginpb.PingRequest) (*pluginpb.PingResponse, error) {
	if err := s.src.Ping(ctx); err != nil {
		return nil, status.Error(codes.Unavailable, err.Error())
	}
	return &pluginpb.PingResponse{}, nil
}

func (s *server) Query(req *pluginpb.QueryRequest, stream pluginpb.Source_QueryServer) error {
	q, err := queryFromPB(req)
	if err != nil {
		return status.Error(codes.InvalidArgument, err.Error())
	}
	rr, err := s.src.Query(stream.Context(), q)
	if err != nil {
		return status.Error(codes.Unknown, err.Error())
	}
	defer rr.Release()
	cw := &chunkWriter{send: func(b []byte) error { return stream.Send(&pluginpb.QueryChunk{Arrow: b}) }}
	w := ipc.NewWriter(cw, ipc.WithSchema(rr.Schema()))
	if !q.SchemaOnly {
		var sent int64
		for (q.MaxRows == 0 || sent < q.MaxRows) && rr.Next() {
			rec := rr.RecordBatch()
			n := rec.NumRows()
			if q.MaxRows > 0 && sent+n > q.MaxRows {
				rec = rec.NewSlice(0, q.MaxRows-sent)
				err = w.Write(rec)
				rec.Release()
				n = q.MaxRows - sent
			} else {
				err = w.Write(rec)
			}
			if err != nil {
				return status.Errorf(codes.Internal, "write Arrow batch: %v", err)
			}
			sent += n
		}
		if err := rr.Err(); err != nil {
			return status.Error(codes.Unknown, err.Error())
		}
	}
	if err := w.Close(); err != nil {
		return status.Errorf(codes.Internal, "finish Arrow stream: %v", err)
	}
	return cw.flush()
}

// chunkWriter collects the IPC stream in a buffer of chunkBytes and sends
// it each time it fills. The host puts the slices back together, so where
// a slice ends does not matter. The buffer is filled again once Send has
// returned: gRPC has encoded the message into buffers of its own by then,
// and newGRPCServer installs no stats handler or binary log that would
// read a message later. (A new buffer per message cost a third of the
// SDK's CPU: a megabyte allocated, cleared and faulted in each time.)
type chunkWriter struct {
	buf  []byte
	send func([]byte) error
}

func (c *chunkWriter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		if c.buf == nil {
			c.buf = make([]byte, 0, chunkBytes)
		}
		k := copy(c.buf[len(c.buf):cap(c.buf)], p)
		c.buf = c.buf[:len(c.buf)+k]
		p = p[k:]
		if len(c.buf) == cap(c.buf) {
			if err := c.send(c.buf); err != nil {
				return n - len(p), err
			}
			c.buf = c.buf[:0]
		}
	}
	return n, nil
}

// flush sends what the buffer holds.
func (c *chunkWriter) flush() error {
	if len(c.buf) == 0 {
		return nil
	}
	err := c.send(c.buf)
	c.buf = c.buf[:0]
	return err
}

func queryFromPB(req *pluginpb.QueryRequest) (Query, error) {
	q := Query{SQL: req.Sql, Table: req.Table, MaxRows: req.MaxRows, SchemaOnly: req.SchemaOnly}
	if (q.SQL == "") == (q.Table == "") {
		return q, errors.New("a query has exactly one of sql and table")
	}
	for _, p := range req.Params {
		v, err := paramValue(p)
		if err != nil {
			return q, err
		}
		q.Params = append(q.Params, Param{Name: p.Name, Type: p.Type, Value: v})
	}
	return q, nil
}

func paramValue(p *pluginpb.Param) (any, error) {
	switch v := p.Value.(type) {
	case nil, *pluginpb.Param_Null:
		return nil, nil
	case *pluginpb.Param_Text:
		return v.Text, nil
	case *pluginpb.Param_Int:
		return v.Int, nil
	case *pluginpb.Param_Float:
		return v.Float, nil
	case *pluginpb.Param_Bool:
		return v.Bool, nil
	case *pluginpb.Param_Date:
		t, err := time.Parse(dateLayout, v.Date)
		if err != nil {
			return nil, fmt.Errorf("parameter $%s: %v", p.Name, err)
		}
		return t, nil
	}
	return nil, fmt.Errorf("parameter $%s: unsupported value %T", p.Name, p.Value)
}

func paramToPB(p Param) (*pluginpb.Param, error) {
	out := &pluginpb.Param{Name: p.Name, Type: p.Type}
	switch v := p.Value.(type) {
	case nil:
		out.Value = &pluginpb.Param_Null{Null: true}
	case string:
		out.Value = &pluginpb.Param_Text{Text: v}
	case int:
		out.Value = &pluginpb.Param_Int{Int: int64(v)}
	case int64:
		out.Value = &pluginpb.Param_Int{Int: v}
	case float64:
		out.Value = &pluginpb.Param_Float{Float: v}
	case bool:
		out.Value = &pluginpb.Param_Bool{Bool: v}
	case time.Time:
		out.Value = &pluginpb.Param_Date{Date: v.Format(dateLayout)}
	default:
		return nil, fmt.Errorf("parameter $%s: cannot send a %T", p.Name, p.Value)
	}
	return out, nil
}
