package scaffold

import "testing"

func TestNames(t *testing.T) {
	for in, want := range map[string]string{
		"Order Details": "order_details", "OrderDetails": "order_details", "CustomerID": "customer_id",
		"customerId": "customer_id", "HTTPStatus": "http_status", "2024 sales": "t_2024_sales", "ship-via": "ship_via",
	} {
		if got := snake(in); got != want {
			t.Errorf("snake(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"data/Order_Details.csv": "order_details", "x/events.jsonl.gz": "events", "sales.2024.parquet": "sales_2024",
	} {
		if got := tableName(in); got != want {
			t.Errorf("tableName(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"customers": "customer", "categories": "category", "boxes": "box", "status": "status", "address": "address", "data": "data"} {
		if got := singular(in); got != want {
			t.Errorf("singular(%q) = %q, want %q", in, got, want)
		}
	}
	for name, want := range map[string]bool{"CustomerID": true, "customer_id": true, "id": true, "order_key": true, "paid": false, "ShipVia": false, "grid": false} {
		if got := isKey(&column{Name: name}); got != want {
			t.Errorf("isKey(%q) = %v", name, got)
		}
	}
}
