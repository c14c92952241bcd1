# The Northwind demo workspace: what the data means.
# Data: data/northwind/*.csv (MIT, see data/northwind/LICENSE).

source "northwind" {
  type = "duckdb" # embedded, in-memory; the files below are loaded as tables at start

  file "categories"           { path = "data/northwind/Categories.csv" }
  file "customers"            { path = "data/northwind/Customers.csv" }
  file "employees"            { path = "data/northwind/Employees.csv" }
  file "employee_territories" { path = "data/northwind/EmployeeTerritories.csv" }
  file "order_details"        { path = "data/northwind/Order_Details.csv" }
  file "orders"               { path = "data/northwind/Orders.csv" }
  file "products"             { path = "data/northwind/Products.csv" }
  file "regions"              { path = "data/northwind/Regions.csv" }
  file "shippers"             { path = "data/northwind/Shippers.csv" }
  file "suppliers"            { path = "data/northwind/Suppliers.csv" }
  file "territories"          { path = "data/northwind/Territories.csv" }
}

# ---------------------------------------------------------------- tables

table "order_details" {
  description  = "Order lines: one row per product on an order, with the price charged, the quantity and the line discount."
  use_cases    = ["revenue and sales", "units sold", "product and category performance", "discount analysis"]
  data_quality = ["UnitPrice is the price charged on the order, which can differ from the product's current list price.", "Discount is a fraction between 0 and 0.25, not a percentage."]
  owner        = "sales-ops"
  refresh      = "static sample (1996-07 to 1998-05)"
  synonyms     = ["order lines", "line items", "sales lines"]
  # Verbs of the facts on these lines: "customers who bought Chai" counts
  # customers through the order lines.
  phrasings    = ["bought", "buy", "purchased", "ordered", "sell", "sold"]

  column "UnitPrice" {
    description = "Price per unit charged on this order line, before discount."
    unit        = "USD"
  }
  column "Quantity" {
    description = "Units ordered on this line."
    synonyms    = ["units", "volume", "quantity sold"]
  }
  column "Discount" {
    description = "Line discount as a fraction (0.15 = 15%)."
    unit        = "fraction"
  }

  join "orders"   { column = "OrderID" }
  join "products" { column = "ProductID" }
}

table "orders" {
  description  = "Orders: one row per customer order, with dates, the employee who took it, the shipper and the freight charged."
  synonyms     = ["shipments"]
  use_cases    = ["order counts", "freight", "shipping performance", "sales by employee or customer"]
  data_quality = ["ShippedDate is empty for orders not yet shipped.", "ShipRegion is mostly empty outside the Americas."]
  owner        = "sales-ops"
  refresh      = "static sample (1996-07 to 1998-05)"

  column "OrderDate"    { description = "Date the order was placed." }
  column "RequiredDate" { description = "Date the customer needs the goods." }
  column "ShippedDate"  { description = "Date the order left the warehouse; empty if not shipped." }
  column "Freight" {
    description = "Shipping cost charged to the customer for the whole order."
    unit        = "USD"
    synonyms    = ["shipping cost", "shipping charges"]
  }
  column "ShipVia"    { description = "Shipper that carried the order (ShipperID)." }
  column "ShipCountry" { description = "Country the order was shipped to." }

  join "customers" { column = "CustomerID" }
  join "employees" { column = "EmployeeID" }
  join "shippers" {
    column     = "ShipVia"
    references = "ShipperID"
  }
}

table "products" {
  description = "Products in the catalog with their list price, stock and supplier."
  use_cases   = ["product lookups", "stock levels", "pricing", "discontinued products"]
  owner       = "purchasing"

  column "ProductName"  { synonyms = ["product", "item"] }
  column "UnitPrice" {
    description = "Current list price per unit."
    unit        = "USD"
  }
  column "UnitsInStock" { description = "Units on hand in the warehouse." }
  column "UnitsOnOrder" { description = "Units ordered from the supplier, not yet received." }
  column "ReorderLevel" { description = "Stock level at which the product should be reordered." }
  column "Discontinued" { description = "1 if the product is no longer sold, else 0." }

  join "categories" { column = "CategoryID" }
  join "suppliers"  { column = "SupplierID" }
}

table "categories" {
  description = "The eight product categories."
  column "CategoryName" { synonyms = ["category", "product category"] }
}

table "customers" {
  description  = "Customers (companies) with their contact and address."
  use_cases    = ["customer lookups", "sales by country or city"]
  data_quality = ["Region is empty for most customers outside North America."]
  column "CompanyName" { synonyms = ["customer", "client", "account"] }
  column "ContactName" {
    description = "Person to contact at the customer."
    sensitive   = true
  }
  column "Phone" { sensitive = true }
  column "Fax"   { sensitive = true }
}

table "employees" {
  description = "Sales staff: who took each order, their title and manager."
  column "ReportsTo" { description = "EmployeeID of the employee's manager." }
  column "HomePhone" { sensitive = true }
  column "Notes"     { description = "Free-text biography." }
}

table "shippers" {
  description = "Shipping companies that carry orders."
  column "CompanyName" { synonyms = ["shipper", "carrier"] }
}

table "suppliers" {
  description = "Suppliers of the products."
  column "CompanyName" { synonyms = ["supplier", "vendor"] }
}

table "territories" {
  description = "Sales territories, each in a region."
  join "regions" { column = "RegionID" }
}

table "employee_territories" {
  description = "Which employee covers which territory."
  join "employees"   { column = "EmployeeID" }
  join "territories" { column = "TerritoryID" }
}

table "regions" {
  description = "Sales regions (Eastern, Western, Northern, Southern)."
}

# ------------------------------------------------------------ dimensions

dimension "product" {
  table    = "products"
  expr     = "ProductName"
  label    = "Product"
  synonyms = ["products", "item", "items", "sku"]
}

dimension "category" {
  table    = "categories"
  expr     = "CategoryName"
  label    = "Category"
  synonyms = ["categories", "product category", "product line"]
}

dimension "supplier" {
  table    = "suppliers"
  expr     = "CompanyName"
  label    = "Supplier"
  synonyms = ["suppliers", "vendor", "vendors"]
}

dimension "supplier_country" {
  table    = "suppliers"
  expr     = "Country"
  label    = "Supplier country"
  synonyms = ["supplier countries", "country of origin"]
  phrasings = ["suppliers in {value}", "suppliers from {value}", "{value} suppliers", "made in {value}"]
  value_synonyms = {
    "Australia"   = ["australian"]
    "Brazil"      = ["brazilian"]
    "Canada"      = ["canadian"]
    "Denmark"     = ["danish"]
    "Finland"     = ["finnish"]
    "France"      = ["french"]
    "Germany"     = ["german"]
    "Italy"       = ["italian"]
    "Japan"       = ["japanese"]
    "Netherlands" = ["dutch", "holland", "the netherlands"]
    "Norway"      = ["norwegian"]
    "Singapore"   = ["singaporean"]
    "Spain"       = ["spanish"]
    "Sweden"      = ["swedish"]
    "UK"          = ["british", "united kingdom", "england", "english", "britain"]
    "USA"         = ["american", "united states", "america"]
  }
}

dimension "customer" {
  table    = "customers"
  expr     = "CompanyName"
  label    = "Customer"
  synonyms = ["customers", "client", "clients", "account", "accounts"]
}

dimension "customer_country" {
  table    = "customers"
  expr     = "Country"
  label    = "Country"
  synonyms = ["country", "countries", "customer countries", "market", "markets"]
  phrasings = ["customers in {value}", "customers from {value}", "customers based in {value}", "{value} customers", "sold to {value}", "sell to {value}"]
  # Other words for values, for matching questions ("German customers").
  value_synonyms = {
    "Argentina"   = ["argentinian", "argentine"]
    "Austria"     = ["austrian"]
    "Belgium"     = ["belgian"]
    "Brazil"      = ["brazilian"]
    "Canada"      = ["canadian"]
    "Denmark"     = ["danish"]
    "Finland"     = ["finnish"]
    "France"      = ["french"]
    "Germany"     = ["german"]
    "Ireland"     = ["irish"]
    "Italy"       = ["italian"]
    "Mexico"      = ["mexican"]
    "Norway"      = ["norwegian"]
    "Poland"      = ["polish"]
    "Portugal"    = ["portuguese"]
    "Spain"       = ["spanish"]
    "Sweden"      = ["swedish"]
    "Switzerland" = ["swiss"]
    "UK"          = ["british", "united kingdom", "england", "english", "britain"]
    "USA"         = ["american", "united states", "america"]
    "Venezuela"   = ["venezuelan"]
  }
}

dimension "ship_country" {
  table     = "orders"
  expr      = "ShipCountry"
  label     = "Ship country"
  synonyms  = ["destination country", "destination", "ship country", "shipping country"]
  phrasings = ["shipped to {value}", "delivered to {value}", "sent to {value}", "shipping to {value}"]
}

dimension "ship_city" {
  table     = "orders"
  expr      = "ShipCity"
  label     = "Ship city"
  synonyms  = ["destination city", "ship city", "shipping city"]
  phrasings = ["shipped to {value}", "delivered to {value}", "sent to {value}", "shipping to {value}"]
}

dimension "customer_city" {
  table    = "customers"
  expr     = "City"
  label    = "City"
  synonyms = ["city", "cities", "customer cities"]
  phrasings = ["customers in {value}", "customers from {value}", "customers based in {value}", "{value} customers"]
}

dimension "employee" {
  table    = "employees"
  expr     = "FirstName || ' ' || LastName"
  label    = "Employee"
  synonyms = ["employees", "salesperson", "sales rep", "sales reps", "staff", "rep"]
}

dimension "shipper" {
  table     = "shippers"
  expr      = "CompanyName"
  label     = "Shipper"
  synonyms  = ["shippers", "carrier", "carriers", "shipping company"]
  phrasings = ["shipped by {value}", "shipped via {value}", "shipped with {value}", "carried by {value}", "{value} carry", "{value} carried", "{value} ship", "{value} shipped"]
}

dimension "order_date" {
  table    = "orders"
  expr     = "OrderDate"
  label    = "Order date"
  type     = "time"
  grains   = ["year", "quarter", "month", "week", "day"]
  synonyms = ["date", "when ordered", "order month", "order year"]
}

dimension "ship_date" {
  table     = "orders"
  expr      = "ShippedDate"
  label     = "Ship date"
  type      = "time"
  grains    = ["year", "quarter", "month", "week", "day"]
  synonyms  = ["shipped date", "shipping date", "date shipped"]
  phrasings = ["shipped in {value}", "shipped during {value}", "shipped on {value}", "sent in {value}"]
}

# --------------------------------------------------------------- metrics

metric "revenue" {
  label         = "Revenue"
  description   = "Net sales: price times quantity on every order line, less the line discount. Excludes freight."
  synonyms      = ["sales", "net sales", "turnover", "income", "revenues", "sales amount"]
  # "the best selling products", "which country buys the most"
  phrasings     = ["selling", "sells", "buys", "spend", "spent"]
  unit          = "USD"
  owner         = "finance"
  table         = "order_details"
  expr          = "SUM(UnitPrice * Quantity * (1 - Discount))"
  time          = "order_date"
  documented_in = "kpi_definitions"
  higher_is     = "better"
}

metric "orders" {
  label       = "Number of orders"
  description = "Distinct orders placed."
  synonyms    = ["order count", "number of orders", "orders placed", "how many orders"]
  phrasings   = ["placed", "received", "taken", "took"]
  unit        = "orders"
  table       = "order_details"
  expr        = "COUNT(DISTINCT OrderID)"
  time        = "order_date"
  higher_is   = "better"
}

metric "average_order_value" {
  label         = "Average order value"
  description   = "Revenue divided by the number of distinct orders."
  synonyms      = ["aov", "avg order value", "average order size", "revenue per order", "average basket"]
  unit          = "USD"
  owner         = "finance"
  table         = "order_details"
  expr          = "SUM(UnitPrice * Quantity * (1 - Discount)) / COUNT(DISTINCT OrderID)"
  time          = "order_date"
  documented_in = "kpi_definitions"
  higher_is     = "better"
}

metric "gross_margin" {
  label         = "Gross margin"
  description   = "Revenue less the cost of goods, where cost of goods is approximated as 70% of the unit price on the discounted line: 30% of the unit price times quantity, less the line discount."
  synonyms      = ["margin", "gross profit", "profit"]
  unit          = "USD"
  owner         = "finance"
  caveats       = ["Northwind records no product cost: cost of goods is approximated as 70% of the unit price."]
  table         = "order_details"
  expr          = "SUM(UnitPrice * 0.3 * Quantity * (1 - Discount))"
  time          = "order_date"
  documented_in = "kpi_definitions"
  higher_is     = "better"
}

metric "units_sold" {
  label       = "Units sold"
  description = "Units ordered across order lines."
  synonyms    = ["units", "quantity sold", "volume", "items sold", "quantity"]
  unit        = "units"
  table       = "order_details"
  expr        = "SUM(Quantity)"
  time        = "order_date"
  higher_is   = "better"
}

metric "freight" {
  label       = "Freight"
  description = "Shipping cost charged on orders (order level, not split by product)."
  synonyms    = ["shipping cost", "shipping costs", "freight cost", "shipping charges"]
  unit        = "USD"
  table       = "orders"
  expr        = "SUM(Freight)"
  time        = "order_date"
}

metric "customers" {
  label       = "Number of customers"
  description = "Customers on record (whether or not they ordered)."
  synonyms    = ["customer count", "number of customers", "how many customers"]
  unit        = "customers"
  table       = "customers"
  expr        = "COUNT(*)"
}

metric "active_customers" {
  label       = "Active customers"
  description = "Distinct customers who placed at least one order in the period."
  synonyms    = ["buying customers", "ordering customers", "customers who ordered"]
  unit        = "customers"
  table       = "orders"
  expr        = "COUNT(DISTINCT CustomerID)"
  time        = "order_date"
}

metric "products" {
  label       = "Number of products"
  description = "Products in the catalog, including discontinued ones."
  synonyms    = ["product count", "number of products", "how many products"]
  unit        = "products"
  table       = "products"
  expr        = "COUNT(*)"
}

# --------------------------------------------------------------- filters

filter "late" {
  table       = "orders"
  expr        = "ShippedDate > RequiredDate"
  label       = "Late orders"
  synonyms    = ["late", "shipped late", "overdue", "delayed", "late shipments"]
  description = "Orders shipped after the date the customer required them."
}

filter "discounted" {
  table       = "order_details"
  expr        = "Discount > 0"
  label       = "Discounted lines"
  synonyms    = ["discounted", "with a discount", "on discount"]
  description = "Order lines sold with a discount."
}

filter "discontinued" {
  table       = "products"
  expr        = "Discontinued = 1"
  label       = "Discontinued products"
  synonyms    = ["discontinued", "no longer sold"]
}

# ----------------------------------------------------------------- rules

rule "revenue_net_of_discount" {
  description = "Revenue is net of line discounts (UnitPrice * Quantity * (1 - Discount)) and excludes freight. Never add Freight to revenue."
  tables      = ["order_details", "orders"]
  metrics     = ["revenue", "average_order_value", "gross_margin"]
}

rule "approximated_cost_of_goods" {
  description = "Northwind has no product cost. Gross margin approximates cost of goods as 70% of the unit price; say so whenever margin is reported."
  metrics     = ["gross_margin"]
}

rule "order_line_price" {
  description = "Use order_details.UnitPrice (the price charged) for sales figures, not products.UnitPrice (today's list price)."
  tables      = ["order_details", "products"]
}

rule "freight_is_per_order" {
  description = "Freight is charged per order, not per product: it cannot be split by product or category without an allocation rule."
  tables      = ["orders"]
  metrics     = ["freight"]
}

rule "discount_is_a_fraction" {
  description = "Discount is stored as a fraction (0.05 = 5%)."
  tables      = ["order_details"]
}

# ------------------------------------------------------- verified queries

verified_query "revenue_by_year" {
  question = "What was revenue per year?"
  sql      = <<-SQL
    SELECT year(o.OrderDate) AS year,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue
    FROM order_details od JOIN orders o ON o.OrderID = od.OrderID
    GROUP BY ALL ORDER BY year
  SQL
}

verified_query "top_customers_by_revenue" {
  question = "Who are our ten biggest customers by revenue?"
  sql      = <<-SQL
    SELECT c.CompanyName AS customer,
           SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue
    FROM order_details od
    JOIN orders o ON o.OrderID = od.OrderID
    JOIN customers c ON c.CustomerID = o.CustomerID
    GROUP BY ALL ORDER BY revenue DESC LIMIT 10
  SQL
}

verified_query "late_shipments" {
  question = "How many orders shipped after their required date?"
  sql      = <<-SQL
    SELECT count(*) AS late_orders
    FROM orders
    WHERE ShippedDate > RequiredDate
  SQL
}

verified_query "products_to_reorder" {
  question = "Which active products are at or below their reorder level?"
  sql      = <<-SQL
    SELECT ProductName AS product, UnitsInStock AS units_in_stock, ReorderLevel AS reorder_level
    FROM products
    WHERE Discontinued = 0 AND UnitsInStock <= ReorderLevel
    ORDER BY UnitsInStock
  SQL
}

# -------------------------------------------------------------- documents

document "kpi_definitions" {
  paths       = ["documents/kpi_definitions.md"]
  description = "How the company defines its KPIs (revenue, average order value, gross margin)."
}

document "marketing_calendar" {
  paths       = ["documents/marketing_calendar.md"]
  description = "Marketing campaigns with their dates and the categories they promote."
}

document "returns_policy" {
  paths       = ["documents/returns_policy.md"]
  description = "How long customers have to return goods, by kind of product."
}

document "catalog" {
  paths       = ["documents/catalog.md"]
  description = "The product categories of the catalog."
}
