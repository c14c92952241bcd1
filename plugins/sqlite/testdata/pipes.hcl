# Demo pipes written in SQLite's dialect: they run in SQLite itself.

pipe "sqlite_customers_by_country" {
  description = "How many customers each country has (SQLite)."
  dialect     = "sqlite"
  sql = <<-SQL
    SELECT Country AS country, COUNT(*) AS customers
    FROM customers
    GROUP BY Country
    ORDER BY customers DESC, country NULLS LAST -- DuckDB's default
  SQL
}

pipe "sqlite_orders_by_shipper" {
  description = "Orders, freight and days to ship per shipper (SQLite)."
  dialect     = "sqlite"
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
           AVG(julianday(date(o.ShippedDate)) - julianday(date(o.OrderDate))) AS avg_days_to_ship
    FROM orders o
    JOIN shippers s ON s.ShipperID = o.ShipVia
    WHERE date(o.OrderDate) BETWEEN $from AND $to
    GROUP BY s.CompanyName
    ORDER BY orders DESC
  SQL
}

pipe "sqlite_customer_ranking" {
  description = "Customers ranked by revenue (SQLite)."
  dialect     = "sqlite"
  param "limit" {
    type    = "int"
    default = 10
  }
  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }
  param "country" {
    type      = "string"
    dimension = "customer_country"
  }
  sql = <<-SQL
    SELECT cu.CompanyName AS customer,
           cu.Country AS country,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue,
           COUNT(DISTINCT o.OrderID) AS orders
    FROM order_details od
    JOIN orders o ON o.OrderID = od.OrderID
    JOIN customers cu ON cu.CustomerID = o.CustomerID
    WHERE date(o.OrderDate) BETWEEN $from AND $to
      AND ($country IS NULL OR cu.Country = $country)
    GROUP BY cu.CompanyName, cu.Country
    ORDER BY revenue DESC, customer
    LIMIT $limit
  SQL
}

pipe "sqlite_revenue_by_month" {
  description = "Revenue and orders per month (SQLite)."
  dialect     = "sqlite"
  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }
  sql = <<-SQL
    SELECT strftime('%Y-%m-01', o.OrderDate) AS month,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue,
           COUNT(DISTINCT o.OrderID) AS orders
    FROM order_details od
    JOIN orders o ON o.OrderID = od.OrderID
    WHERE date(o.OrderDate) BETWEEN $from AND $to
    GROUP BY 1
    ORDER BY 1
  SQL
}
