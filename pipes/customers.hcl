# Pipes about customers.

pipe "customer_ranking" {
  description = "Customers ranked by revenue in a date range, optionally within one country."
  examples = [
    "Who are our best customers?",
    "Top 10 customers by revenue",
    "Biggest German customers in 1997",
    "Rank customers by sales",
  ]
  tags = ["customers", "ranking"]

  param "limit" {
    type    = "int"
    default = 10
    min     = 1
    max     = 100
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
    type        = "string"
    dimension   = "customer_country"
    description = "Only customers in this country (all when left out)."
  }

  sql = <<-SQL
    SELECT cu.CompanyName AS customer,
           cu.Country AS country,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue,
           COUNT(DISTINCT o.OrderID) AS orders
    FROM order_details od
    JOIN orders o ON o.OrderID = od.OrderID
    JOIN customers cu ON cu.CustomerID = o.CustomerID
    WHERE CAST(o.OrderDate AS DATE) BETWEEN $from AND $to
      AND ($country IS NULL OR cu.Country = $country)
    GROUP BY cu.CompanyName, cu.Country
    ORDER BY revenue DESC, customer
    LIMIT $limit
  SQL

  output "revenue" { unit = "USD" }
}

pipe "customer_orders" {
  description = "The orders of one customer, newest first, with each order's value and freight."
  examples = [
    "Show the orders of Alfreds Futterkiste",
    "What did this customer order?",
    "Order history for a customer",
  ]
  tags = ["customers", "orders", "lookup"]

  param "customer" {
    type        = "string"
    required    = true
    dimension   = "customer"
    description = "Customer company name."
  }

  sql = <<-SQL
    SELECT o.OrderID AS order_id,
           CAST(o.OrderDate AS DATE) AS order_date,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS order_value,
           o.Freight AS freight
    FROM orders o
    JOIN customers cu ON cu.CustomerID = o.CustomerID
    JOIN order_details od ON od.OrderID = o.OrderID
    WHERE cu.CompanyName = $customer
    GROUP BY o.OrderID, o.OrderDate, o.Freight
    ORDER BY o.OrderDate DESC
  SQL

  output "order_value" { unit = "USD" }
  output "freight" { unit = "USD" }
}

pipe "customers_by_country" {
  description = "How many customers each country has."
  examples = [
    "Number of customers per country",
    "Where are our customers?",
    "Customer count by country",
  ]
  tags = ["customers", "geography"]

  sql = <<-SQL
    SELECT Country AS country, COUNT(*) AS customers
    FROM customers
    GROUP BY Country
    ORDER BY customers DESC, country
  SQL
}
