package plugins

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/hashicorp/go-hclog"
	"github.com/hashicorp/go-plugin"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/datacopilot/datacopilot/plugins/internal/pluginpb"
)

// BinaryPrefix starts the file name of every plugin program: plugin
// "postgres" is the program datacopilot-plugin-postgres.
const BinaryPrefix = "datacopilot-plugin-"

// Find locates plugin name's program: a path (with a slash) is taken as it
// is, relative to dir; a plain name is looked up as BinaryPrefix+name in
// dir/plugins, then on PATH. The error lists where it looked.
func Find(dir, name string) (string, error) {
	if strings.ContainsRune(name, '/') || strings.ContainsRune(name, filepath.Separator) {
		p := name
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		if fi, err := os.Stat(p); err != nil || fi.IsDir() {
			return "", fmt.Errorf("no plugin program at %s", p)
		}
		return p, nil
	}
	bin := BinaryPrefix + name
	local := filepath.Join(dir, "plugins", bin)
	if fi, err := os.Stat(local); err == nil && !fi.IsDir() {
		return local, nil
	}
	if p, err := exec.LookPath(bin); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("no program %s in %s or on PATH; build it there (go build -o %s ./cmd/...) or set plugin to its path", bin, filepath.Join(dir, "plugins"), local)
}

// Options configure a host-side Client.
type Options struct {
	// Name is the source's name, used in messages and logs.
	Name string
	// Dir is the plugin program's working directory (the workspace), so
	// that relative paths in its configuration mean what they say.
	Dir string
	// StartTimeout bounds the start and handshake (10s when zero).
	StartTimeout time.Duration
	// CallTimeout bounds calls other than Query, whose caller's context
	// bounds it (10s when zero).
	CallTimeout time.Duration
	Logger      *slog.Logger
}

// Client is the host's connection to one plugin. It is safe for concurrent
// use. When the plugin process dies, the call in flight fails and the next
// call starts it again (and hands it its configuration again).
type Client struct {
	opts   Options
	launch func() (*plugin.Client, pluginpb.SourceClient, error)

	mu       sync.Mutex
	proc     *plugin.Client // nil in-process
	rpc      pluginpb.SourceClient
	broken   bool
	desc     Description
	config   []byte // the last configuration accepted, replayed after a restart
	restarts int
	stderr   *tail
	closer   func()
	// closed: Close was called; the plugin is not started again (a call
	// on a closed client would otherwise start a process no one stops).
	closed bool
}

// Start launches the plugin program at path, completes the handshake and
// reads its Description.
func Start(path string, opts Options) (*Client, error) {
	c := newClient(opts)
	c.stderr = &tail{}
	c.launch = func() (*plugin.Client, pluginpb.SourceClient, error) {
		pc := plugin.NewClient(&plugin.ClientConfig{
			HandshakeConfig:  Handshake,
			Plugins:          plugin.PluginSet{pluginName: &grpcPlugin{}},
			Cmd:              command(path, c.opts.Dir),
			AllowedProtocols: []plugin.Protocol{plugin.ProtocolGRPC},
			StartTimeout:     c.opts.StartTimeout,
			Stderr:           c.stderr,
			Logger:           hclogFor(c.opts.Logger, c.opts.Name),
			GRPCDialOptions: []grpc.DialOption{grpc.WithDefaultCallOptions(
				grpc.MaxCallRecvMsgSize(MaxMessageBytes), grpc.MaxCallSendMsgSize(MaxMessageBytes))},
		})
		cp, err := pc.Client()
		if err != nil {
			pc.Kill()
			return nil, nil, c.startError(path, err)
		}
		raw, err := cp.Dispense(pluginName)
		if err != nil {
			pc.Kill()
			return nil, nil, fmt.Errorf("plugin %q: %v", c.opts.Name, err)
		}
		return pc, raw.(pluginpb.SourceClient), nil
	}
	if err := c.connect(); err != nil {
		return nil, err
	}
	return c, nil
}

func command(path, dir string) *exec.Cmd {
	cmd := exec.Command(path)
	cmd.Dir = dir
	return cmd
}

func newClient(opts Options) *Client {
	if opts.StartTimeout == 0 {
		opts.StartTimeout = 10 * time.Second
	}
	if opts.CallTimeout == 0 {
		opts.CallTimeout = 10 * time.Second
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	return &Client{opts: opts}
}

func (c *Client) startError(path string, err error) error {
	msg := err.Error()
	if strings.Contains(msg, "incompatible API version") {
		return fmt.Errorf("plugin %q (%s) speaks another protocol version: %s; datacopilot speaks version %d, so rebuild the plugin with the SDK of this datacopilot", c.opts.Name, path, msg, ProtocolVersion)
	}
	if strings.Contains(msg, "Unrecognized remote plugin message") {
		msg = "it ended without the plugin handshake (is it a datacopilot plugin, built for this machine?)"
	}
	if last := c.stderr.String(); last != "" {
		msg += "; it printed: " + last
	}
	return fmt.Errorf("plugin %q (%s) did not start: %s", c.opts.Name, path, msg)
}

// connect starts the plugin (again) and reads its Description. The caller
// holds no lock; connect takes it.
func (c *Client) connect() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err := c.connLocked()
	return err
}

// ErrClosed is the error of a call on a closed Client.
var ErrClosed = errors.New("the plugin was stopped")

func (c *Client) connLocked() (pluginpb.SourceClient, error) {
	if c.closed {
		return nil, fmt.Errorf("plugin %q: %w", c.opts.Name, ErrClosed)
	}
	if c.proc != nil && (c.broken || c.proc.Exited()) {
		c.proc.Kill()
		c.proc, c.rpc = nil, nil
		c.restarts++
		c.opts.Logger.Warn("restarting plugin", "source", c.opts.Name, "restarts", c.restarts)
	}
	if c.rpc != nil {
		return c.rpc, nil
	}
	proc, rpc, err := c.launch()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), c.opts.CallTimeout)
	defer cancel()
	d, err := rpc.Describe(ctx, &pluginpb.DescribeRequest{})
	if err == nil && c.config != nil {
		var diags []Diagnostic
		diags, err = configure(ctx, rpc, c.config)
		if err == nil && hasErrors(diags) {
			err = fmt.Errorf("the configuration it had before no longer works: %s", diags[0])
		}
	}
	if err != nil {
		if proc != nil {
			proc.Kill()
		}
		return nil, fmt.Errorf("plugin %q: %v", c.opts.Name, c.callError(err, proc))
	}
	c.proc, c.rpc, c.broken = proc, rpc, false
	c.desc = descriptionFromPB(d)
	return rpc, nil
}

func (c *Client) conn() (pluginpb.SourceClient, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.connLocked()
}

// fail turns an RPC error into the host's message and notes a dead plugin
// so that the next call restarts it.
func (c *Client) fail(err error, timeout time.Duration) error {
	c.mu.Lock()
	proc := c.proc
	c.mu.Unlock()
	st, _ := status.FromError(err)
	switch {
	case errors.Is(err, context.DeadlineExceeded) || st.Code() == codes.DeadlineExceeded:
		go c.checkAlive()
		return fmt.Errorf("plugin %q did not answer within %s", c.opts.Name, timeout)
	case errors.Is(err, context.Canceled) || st.Code() == codes.Canceled:
		return err
	case st.Code() == codes.Unavailable || (proc != nil && proc.Exited()):
		c.mu.Lock()
		c.broken = true
		c.mu.Unlock()
		return fmt.Errorf("plugin %q stopped answering (%s); it is restarted on the next request", c.opts.Name, c.callError(err, proc))
	}
	return fmt.Errorf("plugin %q: %s", c.opts.Name, st.Message())
}

// checkAlive pings a plugin after a timeout: one that cannot answer a ping
// is hung, and is restarted on the next request.
func (c *Client) checkAlive() {
	c.mu.Lock()
	rpc := c.rpc
	c.mu.Unlock()
	if rpc == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if _, err := rpc.Ping(ctx, &pluginpb.PingRequest{}); err != nil {
		c.mu.Lock()
		if c.rpc == rpc {
			c.broken = true
		}
		c.mu.Unlock()
		c.opts.Logger.Warn("plugin does not answer a ping; it is restarted on the next request", "source", c.opts.Name, "err", err)
	}
}

func (c *Client) callError(err error, proc *plugin.Client) string {
	msg := err.Error()
	if st, ok := status.FromError(err); ok {
		msg = st.Message()
	}
	if proc != nil && c.stderr != nil {
		if last := c.stderr.String(); last != "" {
			msg += "; it printed: " + last
		}
	}
	return msg
}

// Description is what the plugin said of itself at the last start.
func (c *Client) Description() Description {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.desc
}

// Restarts counts the restarts after a crash or hang.
func (c *Client) Restarts() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.restarts
}

// Diagnostic is a problem the plugin found in its configuration.
type Diagnostic struct {
	Summary, Detail, Attribute string
	Warning                    bool
}

func (d Diagnostic) String() string {
	s := d.Summary
	if d.Attribute != "" {
		s += " (" + d.Attribute + ")"
	}
	if d.Detail != "" {
		s += ": " + d.Detail
	}
	return s
}

func hasErrors(ds []Diagnostic) bool {
	for _, d := range ds {
		if !d.Warning {
			return true
		}
	}
	return false
}

// Configure hands the plugin its configuration as a JSON object. A
// configuration without error diagnostics is kept and handed again to the
// plugin after a restart.
func (c *Client) Configure(ctx context.Context, configJSON []byte) ([]Diagnostic, error) {
	rpc, err := c.conn()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.opts.CallTimeout)
	defer cancel()
	diags, err := configure(ctx, rpc, configJSON)
	if err != nil {
		return nil, c.fail(err, c.opts.CallTimeout)
	}
	if !hasErrors(diags) {
		c.mu.Lock()
		c.config = bytes.Clone(configJSON)
		c.mu.Unlock()
	}
	return diags, nil
}

func configure(ctx context.Context, rpc pluginpb.SourceClient, configJSON []byte) ([]Diagnostic, error) {
	resp, err := rpc.Configure(ctx, &pluginpb.ConfigureRequest{ConfigJson: configJSON})
	if err != nil {
		return nil, err
	}
	var out []Diagnostic
	for _, d := range resp.Diagnostics {
		out = append(out, Diagnostic{Summary: d.Summary, Detail: d.Detail, Attribute: d.Attribute, Warning: d.Warning})
	}
	return out, nil
}

// Tables asks the plugin for its tables.
func (c *Client) Tables(ctx context.Context) ([]Table, error) {
	rpc, err := c.conn()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.opts.CallTimeout)
	defer cancel()
	resp, err := rpc.Tables(ctx, &pluginpb.TablesRequest{})
	if err != nil {
		return nil, c.fail(err, c.opts.CallTimeout)
	}
	out := make([]Table, len(resp.Tables))
	for i, t := range resp.Tables {
		out[i] = Table{Name: t.Name, Description: t.Description, Rows: t.Rows}
		for _, col := range t.Columns {
			out[i].Columns = append(out[i].Columns, Column{Name: col.Name, Type: col.Type, Description: col.Description})
		}
	}
	return out, nil
}

// Ping checks the plugin and its source.
func (c *Client) Ping(ctx context.Context) error {
	rpc, err := c.conn()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, c.opts.CallTimeout)
	defer cancel()
	if _, err := rpc.Ping(ctx, &pluginpb.PingRequest{}); err != nil {
		return c.fail(err, c.opts.CallTimeout)
	}
	return nil
}

// Query runs q on the plugin and returns its rows as they arrive. The
// context bounds the whole stream: the caller sets the deadline (timeout
// names it in messages). Release the reader when done; errors in the
// middle of the stream come from its Err.
func (c *Client) Query(ctx context.Context, q Query, timeout time.Duration) (array.RecordReader, error) {
	rpc, err := c.conn()
	if err != nil {
		return nil, err
	}
	req := &pluginpb.QueryRequest{Sql: q.SQL, Table: q.Table, MaxRows: q.MaxRows, SchemaOnly: q.SchemaOnly}
	for _, p := range q.Params {
		pp, err := paramToPB(p)
		if err != nil {
			return nil, err
		}
		req.Params = append(req.Params, pp)
	}
	ctx, cancel := context.WithCancel(ctx)
	stream, err := rpc.Query(ctx, req)
	if err != nil {
		cancel()
		return nil, c.fail(err, timeout)
	}
	sr := &streamReader{stream: stream}
	r, err := ipc.NewReader(sr)
	if err != nil {
		cancel()
		if sr.err != nil {
			return nil, c.fail(sr.err, timeout)
		}
		return nil, fmt.Errorf("plugin %q sent malformed Arrow data: %v", c.opts.Name, err)
	}
	return &queryReader{Reader: r, sr: sr, cancel: cancel, c: c, timeout: timeout}, nil
}

// Close stops the plugin: its process is asked to exit and killed if it
// has not within two seconds. Calls after Close fail with ErrClosed.
func (c *Client) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	if c.proc != nil {
		c.proc.Kill()
		c.proc = nil
	}
	if c.closer != nil {
		c.closer()
		c.closer = nil
	}
	c.rpc = nil
}

// streamReader reads the concatenated bytes of a Query's chunks.
type streamReader struct {
	stream pluginpb.Source_QueryClient
	buf    []byte
	err    error // the RPC's error, if it failed
}

func (s *streamReader) Read(p []byte) (int, error) {
	for len(s.buf) == 0 {
		chunk, err := s.stream.Recv()
		if err == io.EOF {
			return 0, io.EOF
		}
		if err != nil {
			s.err = err
			return 0, err
		}
		s.buf = chunk.Arrow
	}
	n := copy(p, s.buf)
	s.buf = s.buf[n:]
	return n, nil
}

// queryReader is an IPC reader whose errors say what went wrong with the
// plugin, and whose Release ends the RPC.
type queryReader struct {
	*ipc.Reader
	sr      *streamReader
	cancel  context.CancelFunc
	c       *Client
	timeout time.Duration
	once    sync.Once
}

func (q *queryReader) Err() error {
	err := q.Reader.Err()
	if err == nil {
		return nil
	}
	if q.sr.err != nil {
		return q.c.fail(q.sr.err, q.timeout)
	}
	return fmt.Errorf("plugin %q sent malformed Arrow data: %v", q.c.opts.Name, err)
}

func (q *queryReader) Release() {
	q.Reader.Release()
	q.once.Do(q.cancel)
}

// tail keeps the last lines a plugin printed on stderr, for messages about
// a crash.
type tail struct {
	mu    sync.Mutex
	lines []string
	part  []byte
}

const tailLines = 5

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.part = append(t.part, p...)
	for {
		i := bytes.IndexByte(t.part, '\n')
		if i < 0 {
			break
		}
		if line := logLine(string(t.part[:i])); line != "" {
			t.lines = append(t.lines, line)
			if len(t.lines) > tailLines {
				t.lines = t.lines[len(t.lines)-tailLines:]
			}
		}
		t.part = t.part[i+1:]
	}
	return len(p), nil
}

// logLine is what a stderr line says, or "" for the JSON debug and info
// logs go-plugin writes there itself.
func logLine(line string) string {
	line = strings.TrimSpace(line)
	if !strings.HasPrefix(line, "{") {
		return line
	}
	var entry struct {
		Level   string `json:"@level"`
		Message string `json:"@message"`
	}
	if json.Unmarshal([]byte(line), &entry) != nil || entry.Message == "" {
		return line
	}
	if entry.Level == "debug" || entry.Level == "trace" || entry.Level == "info" {
		return ""
	}
	return entry.Message
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := t.lines
	if s := strings.TrimSpace(string(t.part)); s != "" {
		lines = append(slices.Clone(lines), s)
	}
	return strings.Join(lines, " | ")
}

// hclogFor adapts the host's slog logger for go-plugin.
func hclogFor(l *slog.Logger, name string) hclog.Logger {
	return hclog.New(&hclog.LoggerOptions{
		Name:   "plugin." + name,
		Level:  hclog.Warn,
		Output: slogWriter{l},
	})
}

type slogWriter struct{ l *slog.Logger }

func (w slogWriter) Write(p []byte) (int, error) {
	w.l.Warn(strings.TrimSpace(string(p)))
	return len(p), nil
}

func descriptionFromPB(d *pluginpb.DescribeResponse) Description {
	out := Description{Name: d.Name, Version: d.Version}
	if c := d.Capabilities; c != nil {
		out.Pushdown, out.Dialect, out.Functions = c.Pushdown, c.Dialect, c.Functions
	}
	for _, a := range d.Config {
		out.Config = append(out.Config, Attribute{Name: a.Name, Type: a.Type, Required: a.Required, Description: a.Description, Sensitive: a.Sensitive})
	}
	return out
}
