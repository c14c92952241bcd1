// Command datacopilot-plugin-postgres serves a PostgreSQL database to
// datacopilot, through pgx.
//
//	source "warehouse" {
//	  type   = "plugin"
//	  plugin = "postgres"
//	  config {
//	    dsn               = env("WAREHOUSE_URL") # or PG* variables
//	    schema            = "public"
//	    statement_timeout = "30s"
//	  }
//	}
//
// Every query runs in a read-only transaction with a statement timeout.
// Pipes with dialect = "postgres" run in PostgreSQL, their $name parameters
// bound and cast to the pipe's declared types; everything else runs in
// datacopilot's DuckDB over copies of the tables.
package main

import "github.com/datacopilot/datacopilot/plugins"

func main() { plugins.Serve(New()) }
