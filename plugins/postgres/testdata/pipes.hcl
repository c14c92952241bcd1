# Demo pipes written in PostgreSQL's dialect (quoted mixed-case names, its
# date functions): they run in PostgreSQL itself.

pipe "pg_customers_by_country" {
  description = "How many customers each country has (PostgreSQL)."
  dialect     = "postgres"
  sql = <<-SQL
    SELECT "Country" AS country, COUNT(*) AS customers
    FROM customers
    GROUP BY "Country"
    ORDER BY customers DESC, country
  SQL
}

pipe "pg_orders_by_shipper" {
  description = "Orders, freight and days to ship per shipper (PostgreSQL)."
  dialect     = "postgres"
  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }
  sql = <<-SQL
    SELECT s."CompanyName" AS shipper,
           COUNT(*) AS orders,
           SUM(o."Freight") AS freight,
           AVG(o."ShippedDate"::date - o."OrderDate"::date) AS avg_days_to_ship
    FROM orders o
    JOIN shippers s ON s."ShipperID" = o."ShipVia"
    WHERE o."OrderDate"::date BETWEEN $from AND $to
    GROUP BY s."CompanyName"
    ORDER BY orders DESC
  SQL
}

pipe "pg_customer_ranking" {
  description = "Customers ranked by revenue (PostgreSQL)."
  dialect     = "postgres"
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
    SELECT cu."CompanyName" AS customer,
           cu."Country" AS country,
           SUM(od."UnitPrice" * od."Quantity" * (1 - od."Discount")) AS revenue,
           COUNT(DISTINCT o."OrderID") AS orders
    FROM order_details od
    JOIN orders o ON o."OrderID" = od."OrderID"
    JOIN customers cu ON cu."CustomerID" = o."CustomerID"
    WHERE CAST(o."OrderDate" AS DATE) BETWEEN $from AND $to
      AND ($country IS NULL OR cu."Country" = $country)
    GROUP BY cu."CompanyName", cu."Country"
    ORDER BY revenue DESC, customer
    LIMIT $limit
  SQL
}

pipe "pg_revenue_by_month" {
  description = "Revenue and orders per month (PostgreSQL)."
  dialect     = "postgres"
  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }
  sql = <<-SQL
    SELECT date_trunc('month', o."OrderDate")::date AS month,
           SUM(od."UnitPrice" * od."Quantity" * (1 - od."Discount")) AS revenue,
           COUNT(DISTINCT o."OrderID") AS orders
    FROM order_details od
    JOIN orders o ON o."OrderID" = od."OrderID"
    WHERE o."OrderDate"::date BETWEEN $from AND $to
    GROUP BY 1
    ORDER BY 1
  SQL
}

pipe "pg_sales_by_year" {
  description = "Revenue, orders and units per year (PostgreSQL)."
  dialect     = "postgres"
  sql = <<-SQL
    SELECT extract(year FROM o."OrderDate")::bigint AS year,
           SUM(od."UnitPrice" * od."Quantity" * (1 - od."Discount")) AS revenue,
           COUNT(DISTINCT o."OrderID") AS orders,
           SUM(od."Quantity") AS units_sold,
           SUM(od."UnitPrice" * od."Quantity" * (1 - od."Discount")) / COUNT(DISTINCT o."OrderID") AS average_order_value
    FROM order_details od
    JOIN orders o ON o."OrderID" = od."OrderID"
    GROUP BY 1
    ORDER BY 1
  SQL
}
