package plugins

import (
	"context"
	"net"

	"github.com/hashicorp/go-plugin"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/test/bufconn"

	"github.com/datacopilot/datacopilot/plugins/internal/pluginpb"
)

// NewInProcess serves src inside this process, behind the same gRPC
// service, Arrow chunking and limits as a plugin program, and returns the
// host's Client for it. Plugin tests use it (package plugintest) to test a
// Source without building a binary; programs that embed datacopilot use it
// to add a source without a separate program.
func NewInProcess(src Source, opts Options) (*Client, error) {
	lis := bufconn.Listen(1 << 20)
	srv := newGRPCServer(nil)
	pluginpb.RegisterSourceServer(srv, &server{src: src})
	go srv.Serve(lis) //nolint:errcheck // ends with Stop
	c := newClient(opts)
	c.launch = func() (*plugin.Client, pluginpb.SourceClient, error) {
		conn, err := grpc.NewClient("passthrough:///in-process",
			grpc.WithContextDialer(func(ctx context.Context, _ string) (net.Conn, error) { return lis.DialContext(ctx) }),
			grpc.WithTransportCredentials(insecure.NewCredentials()),
			grpc.WithDefaultCallOptions(grpc.MaxCallRecvMsgSize(MaxMessageBytes), grpc.MaxCallSendMsgSize(MaxMessageBytes)))
		if err != nil {
			return nil, nil, err
		}
		prev := c.closer
		c.closer = func() {
			if prev != nil {
				prev()
			}
			conn.Close()
		}
		return nil, pluginpb.NewSourceClient(conn), nil
	}
	c.closer = srv.Stop
	if err := c.connect(); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}
