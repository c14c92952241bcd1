package config

import (
	"io"

	"github.com/hashicorp/hcl/v2"
)

// WriteDiagnostics prints diagnostics the way compilers do: severity,
// summary, file:line:col, and the offending source line with the range
// underlined. width wraps the detail text (0 = no wrapping).
func WriteDiagnostics(w io.Writer, files map[string]*hcl.File, diags hcl.Diagnostics, width uint, color bool) error {
	return hcl.NewDiagnosticTextWriter(w, files, width, color).WriteDiagnostics(diags)
}
