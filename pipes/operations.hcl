# Pipes about shipping and operations.

pipe "orders_by_shipper" {
  description = "Orders carried, freight charged and average days to ship per shipper in a date range."
  examples = [
    "Orders by shipper",
    "Which shipping company carried the most orders?",
    "Freight per shipper in 1997",
  ]
  tags = ["shipping", "operations"]

  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }

  sql = <<-SQL
    SELECT s.CompanyName AS shipper,
           COUNT(*) AS orders,
           SUM(o.Freight) AS freight,
           AVG(date_diff('day', o.OrderDate, o.ShippedDate)) AS avg_days_to_ship
    FROM orders o
    JOIN shippers s ON s.ShipperID = o.ShipVia
    WHERE CAST(o.OrderDate AS DATE) BETWEEN $from AND $to
    GROUP BY s.CompanyName
    ORDER BY orders DESC
  SQL

  output "freight" { unit = "USD" }
  output "avg_days_to_ship" { unit = "days" }
}

pipe "late_shipments" {
  description = "Orders that shipped after the date the customer required, per shipper, in a date range."
  examples = [
    "How many orders shipped late?",
    "Late deliveries by shipper",
    "Which carrier is late most often?",
  ]
  tags = ["shipping", "operations", "quality"]

  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }

  sql = <<-SQL
    SELECT s.CompanyName AS shipper,
           COUNT(*) FILTER (WHERE o.ShippedDate > o.RequiredDate) AS late_orders,
           COUNT(*) AS orders,
           100.0 * COUNT(*) FILTER (WHERE o.ShippedDate > o.RequiredDate) / COUNT(*) AS late_pct
    FROM orders o
    JOIN shippers s ON s.ShipperID = o.ShipVia
    WHERE CAST(o.OrderDate AS DATE) BETWEEN $from AND $to
      AND o.ShippedDate IS NOT NULL
    GROUP BY s.CompanyName
    ORDER BY late_orders DESC
  SQL

  output "late_pct" { unit = "%" }
}

pipe "freight_by_country" {
  description = "Freight charged and orders shipped per destination country in a date range."
  examples = [
    "Freight costs by country",
    "Where do we spend the most on shipping?",
  ]
  tags = ["shipping", "geography"]

  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }

  sql = <<-SQL
    SELECT ShipCountry AS country,
           SUM(Freight) AS freight,
           COUNT(*) AS orders
    FROM orders
    WHERE CAST(OrderDate AS DATE) BETWEEN $from AND $to
    GROUP BY ShipCountry
    ORDER BY freight DESC
  SQL

  output "freight" { unit = "USD" }
}
