# Pipes about sales: revenue broken down by product, category, country,
# employee and month. Dates are inclusive; the data runs 1996-07-04 to 1998-05-06.

pipe "top_products" {
  description = "The best-selling products by revenue (net of discounts) in a date range, optionally within one category."
  examples = [
    "What are our top 10 products by revenue?",
    "Best selling products in 1997",
    "Top 5 beverages by sales",
    "Which products bring in the most money?",
  ]
  tags = ["sales", "products", "ranking"]

  param "limit" {
    type        = "int"
    default     = 10
    min         = 1
    max         = 100
    description = "How many products to return."
  }
  param "from" {
    type        = "date"
    default     = "1996-01-01"
    description = "First order date included."
  }
  param "to" {
    type        = "date"
    default     = "1998-12-31"
    description = "Last order date included."
  }
  param "category" {
    type        = "string"
    dimension   = "category"
    description = "Only products of this category (all categories when left out)."
  }

  sql = <<-SQL
    SELECT p.ProductName AS product,
           c.CategoryName AS category,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue,
           SUM(od.Quantity) AS units_sold
    FROM order_details od
    JOIN orders o ON o.OrderID = od.OrderID
    JOIN products p ON p.ProductID = od.ProductID
    JOIN categories c ON c.CategoryID = p.CategoryID
    WHERE CAST(o.OrderDate AS DATE) BETWEEN $from AND $to
      AND ($category IS NULL OR c.CategoryName = $category)
    GROUP BY p.ProductName, c.CategoryName
    ORDER BY revenue DESC, product
    LIMIT $limit
  SQL

  output "revenue" {
    unit        = "USD"
    description = "Net revenue: price x quantity less discount."
  }
  output "units_sold" { unit = "units" }
}

pipe "revenue_by_category" {
  description = "Revenue, units and orders per product category in a date range."
  examples = [
    "Revenue by category",
    "How did each product category sell in 1997?",
    "Sales per category for Q3 1997",
    "Which category makes the most revenue?",
  ]
  tags = ["sales", "categories"]

  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }

  sql = <<-SQL
    SELECT c.CategoryName AS category,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue,
           SUM(od.Quantity) AS units_sold,
           COUNT(DISTINCT od.OrderID) AS orders
    FROM order_details od
    JOIN orders o ON o.OrderID = od.OrderID
    JOIN products p ON p.ProductID = od.ProductID
    JOIN categories c ON c.CategoryID = p.CategoryID
    WHERE CAST(o.OrderDate AS DATE) BETWEEN $from AND $to
    GROUP BY c.CategoryName
    ORDER BY revenue DESC
  SQL

  output "revenue" { unit = "USD" }
  output "units_sold" { unit = "units" }
}

pipe "revenue_by_country" {
  description = "Revenue and number of orders per customer country in a date range."
  examples = [
    "Revenue by country",
    "Which countries buy the most?",
    "Sales per customer country in 1998",
  ]
  tags = ["sales", "geography"]

  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }
  param "limit" {
    type    = "int"
    default = 25
    min     = 1
    max     = 100
  }

  sql = <<-SQL
    SELECT cu.Country AS country,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue,
           COUNT(DISTINCT o.OrderID) AS orders
    FROM order_details od
    JOIN orders o ON o.OrderID = od.OrderID
    JOIN customers cu ON cu.CustomerID = o.CustomerID
    WHERE CAST(o.OrderDate AS DATE) BETWEEN $from AND $to
    GROUP BY cu.Country
    ORDER BY revenue DESC
    LIMIT $limit
  SQL

  output "revenue" { unit = "USD" }
}

pipe "revenue_by_employee" {
  description = "Revenue and orders taken per employee (sales rep) in a date range."
  examples = [
    "Revenue by employee",
    "Which sales rep sold the most in 1997?",
    "Sales performance per salesperson",
  ]
  tags = ["sales", "employees"]

  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }

  sql = <<-SQL
    SELECT e.FirstName || ' ' || e.LastName AS employee,
           e.Title AS title,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue,
           COUNT(DISTINCT o.OrderID) AS orders
    FROM order_details od
    JOIN orders o ON o.OrderID = od.OrderID
    JOIN employees e ON e.EmployeeID = o.EmployeeID
    WHERE CAST(o.OrderDate AS DATE) BETWEEN $from AND $to
    GROUP BY ALL
    ORDER BY revenue DESC
  SQL

  output "revenue" { unit = "USD" }
}

pipe "revenue_by_month" {
  description = "Monthly revenue and number of orders in a date range: the sales trend over time."
  examples = [
    "Monthly revenue trend",
    "Revenue per month in 1997",
    "How have sales developed month by month?",
  ]
  tags = ["sales", "trend"]

  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }

  sql = <<-SQL
    SELECT CAST(date_trunc('month', o.OrderDate) AS DATE) AS month,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue,
           COUNT(DISTINCT o.OrderID) AS orders
    FROM order_details od
    JOIN orders o ON o.OrderID = od.OrderID
    WHERE CAST(o.OrderDate AS DATE) BETWEEN $from AND $to
    GROUP BY 1
    ORDER BY 1
  SQL

  output "revenue" { unit = "USD" }
}

pipe "sales_by_year" {
  description = "Revenue, orders, units sold and average order value per calendar year."
  examples = [
    "Sales by year",
    "Yearly revenue and order counts",
    "How many orders did we get each year?",
  ]
  tags = ["sales", "trend"]

  sql = <<-SQL
    SELECT year(o.OrderDate) AS year,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue,
           COUNT(DISTINCT o.OrderID) AS orders,
           SUM(od.Quantity) AS units_sold,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) / COUNT(DISTINCT o.OrderID) AS average_order_value
    FROM order_details od
    JOIN orders o ON o.OrderID = od.OrderID
    GROUP BY 1
    ORDER BY 1
  SQL

  output "revenue" { unit = "USD" }
  output "average_order_value" { unit = "USD" }
}

pipe "discount_impact" {
  description = "Gross sales before discount, discount given and net revenue per category in a date range."
  examples = [
    "How much did discounts cost us?",
    "Discount impact by category",
    "Gross vs net sales per category",
  ]
  tags = ["sales", "discounts"]

  param "from" {
    type    = "date"
    default = "1996-01-01"
  }
  param "to" {
    type    = "date"
    default = "1998-12-31"
  }

  sql = <<-SQL
    SELECT c.CategoryName AS category,
           SUM(od.UnitPrice * od.Quantity) AS gross_sales,
           SUM(od.UnitPrice * od.Quantity * od.Discount) AS discount_given,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue
    FROM order_details od
    JOIN orders o ON o.OrderID = od.OrderID
    JOIN products p ON p.ProductID = od.ProductID
    JOIN categories c ON c.CategoryID = p.CategoryID
    WHERE CAST(o.OrderDate AS DATE) BETWEEN $from AND $to
    GROUP BY c.CategoryName
    ORDER BY discount_given DESC
  SQL

  output "gross_sales" { unit = "USD" }
  output "discount_given" { unit = "USD" }
  output "revenue" { unit = "USD" }
}
