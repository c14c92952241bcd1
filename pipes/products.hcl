# Pipes about the product catalog.

pipe "product_lookup" {
  description = "Catalog details of products whose name contains the given text: category, supplier, list price, stock."
  examples = [
    "Tell me about Chai",
    "What is the price of Tofu?",
    "Product details for Côte de Blaye",
  ]
  tags = ["products", "lookup"]

  param "name" {
    type        = "string"
    required    = true
    dimension   = "product"
    match       = "contains"
    description = "Product name or part of it (case-insensitive)."
  }

  sql = <<-SQL
    SELECT p.ProductName AS product,
           c.CategoryName AS category,
           s.CompanyName AS supplier,
           p.QuantityPerUnit AS quantity_per_unit,
           p.UnitPrice AS unit_price,
           p.UnitsInStock AS units_in_stock,
           p.Discontinued = 1 AS discontinued
    FROM products p
    JOIN categories c ON c.CategoryID = p.CategoryID
    JOIN suppliers s ON s.SupplierID = p.SupplierID
    WHERE p.ProductName ILIKE '%' || $name || '%'
    ORDER BY p.ProductName
  SQL

  output "unit_price" { unit = "USD" }
}

pipe "products_in_category" {
  description = "The products of one category with list price and stock."
  examples = [
    "Which products are in Seafood?",
    "List the condiments we sell",
    "Products in a category",
  ]
  tags = ["products", "categories", "lookup"]

  param "category" {
    type        = "string"
    required    = true
    dimension   = "category"
    description = "Category name."
  }
  param "include_discontinued" {
    type    = "bool"
    default = false
  }

  sql = <<-SQL
    SELECT p.ProductName AS product,
           p.UnitPrice AS unit_price,
           p.UnitsInStock AS units_in_stock,
           p.Discontinued = 1 AS discontinued
    FROM products p
    JOIN categories c ON c.CategoryID = p.CategoryID
    WHERE c.CategoryName = $category
      AND ($include_discontinued OR p.Discontinued = 0)
    ORDER BY p.ProductName
  SQL

  output "unit_price" { unit = "USD" }
}

pipe "low_stock_products" {
  description = "Products still sold whose stock is at or below their reorder level: what to reorder."
  examples = [
    "Which products need reordering?",
    "What is running low in stock?",
    "Products below reorder level",
  ]
  tags = ["products", "inventory"]

  sql = <<-SQL
    SELECT p.ProductName AS product,
           s.CompanyName AS supplier,
           p.UnitsInStock AS units_in_stock,
           p.UnitsOnOrder AS units_on_order,
           p.ReorderLevel AS reorder_level
    FROM products p
    JOIN suppliers s ON s.SupplierID = p.SupplierID
    WHERE p.Discontinued = 0 AND p.UnitsInStock <= p.ReorderLevel
    ORDER BY p.UnitsInStock, p.ProductName
  SQL
}

pipe "products_by_supplier" {
  description = "How many products each supplier provides, with the supplier's country, optionally for one supplier country."
  examples = [
    "Which suppliers provide the most products?",
    "Products per supplier",
    "Suppliers from Germany",
  ]
  tags = ["products", "suppliers"]

  param "country" {
    type        = "string"
    dimension   = "supplier_country"
    description = "Only suppliers in this country."
  }

  sql = <<-SQL
    SELECT s.CompanyName AS supplier,
           s.Country AS country,
           COUNT(*) AS products
    FROM products p
    JOIN suppliers s ON s.SupplierID = p.SupplierID
    WHERE ($country IS NULL OR s.Country = $country)
    GROUP BY s.CompanyName, s.Country
    ORDER BY products DESC, supplier
  SQL
}
