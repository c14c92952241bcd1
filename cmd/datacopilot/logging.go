package main

import (
	"log/slog"
	"strings"
)

// Log formats and levels (--log-format, --log-level).
var (
	logFormats = []string{"text", "json"}
	logLevels  = map[string]slog.Level{"debug": slog.LevelDebug, "info": slog.LevelInfo, "warn": slog.LevelWarn, "error": slog.LevelError}
)

// logger is the log on stderr, as --log-format and --log-level say. Without
// --log-level, serve and mcp log from info (one line per request, reloads),
// the other commands from warn, so that their output stays their own.
func (a *app) logger(defaultLevel slog.Level) (*slog.Logger, error) {
	level := defaultLevel
	if a.logLevel != "" {
		l, ok := logLevels[strings.ToLower(a.logLevel)]
		if !ok {
			return nil, usageErr("--log-level must be one of debug, info, warn, error; got %q", a.logLevel)
		}
		level = l
	}
	opts := &slog.HandlerOptions{Level: level}
	switch a.logFormat {
	case "text", "":
		return slog.New(slog.NewTextHandler(a.stderr, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(a.stderr, opts)), nil
	}
	return nil, usageErr("--log-format must be one of %s; got %q%s", strings.Join(logFormats, ", "), a.logFormat, didYouMean(a.logFormat, logFormats))
}
