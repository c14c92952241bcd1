-- Valid reads over the Northwind demo tables: every entry must be accepted
-- and run at every SQL entry point. Entries are separated by "----" lines.
SELECT * FROM orders
----
select OrderID, Freight from orders where Freight > 100 order by Freight desc limit 5
----
FROM customers
----
FROM products SELECT ProductName, UnitPrice WHERE Discontinued = 0
----
SELECT ShipCountry, count(*) AS n FROM orders GROUP BY ALL ORDER BY ALL
----
SELECT CategoryID, avg(UnitPrice) FROM products GROUP BY CategoryID HAVING avg(UnitPrice) > 20
----
SELECT c.CategoryName, sum(od.UnitPrice * od.Quantity * (1 - od.Discount)) AS revenue
FROM order_details od JOIN products p ON p.ProductID = od.ProductID JOIN categories c ON c.CategoryID = p.CategoryID
GROUP BY c.CategoryName ORDER BY revenue DESC
----
WITH big AS (SELECT * FROM orders WHERE Freight > 200) SELECT count(*) FROM big
----
WITH lines AS (SELECT OrderID, sum(UnitPrice * Quantity) AS total FROM order_details GROUP BY OrderID),
     ranked AS (SELECT *, rank() OVER (ORDER BY total DESC) AS r FROM lines)
SELECT * FROM ranked WHERE r <= 3
----
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12) SELECT i AS month FROM n
----
WITH RECURSIVE chain AS (
  SELECT EmployeeID, ReportsTo, 0 AS depth FROM employees WHERE ReportsTo IS NULL
  UNION ALL
  SELECT e.EmployeeID, e.ReportsTo, c.depth + 1 FROM employees e JOIN chain c ON e.ReportsTo = c.EmployeeID
) SELECT depth, count(*) FROM chain GROUP BY depth ORDER BY depth
----
SELECT OrderID, Freight, row_number() OVER (PARTITION BY ShipCountry ORDER BY Freight DESC) AS rn FROM orders
----
SELECT OrderID, sum(Freight) OVER (ORDER BY OrderDate ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running FROM orders
----
SELECT ProductName, UnitPrice, lag(UnitPrice) OVER w, lead(UnitPrice) OVER w FROM products WINDOW w AS (ORDER BY UnitPrice)
----
SELECT * FROM orders QUALIFY row_number() OVER (PARTITION BY CustomerID ORDER BY OrderDate DESC) = 1
----
SELECT ProductName, ntile(4) OVER (ORDER BY UnitPrice) AS quartile, percent_rank() OVER (ORDER BY UnitPrice) FROM products
----
SELECT Country FROM customers UNION SELECT Country FROM suppliers
----
SELECT City FROM customers UNION ALL SELECT City FROM employees
----
SELECT Country FROM customers EXCEPT SELECT Country FROM suppliers
----
SELECT Country FROM customers INTERSECT SELECT Country FROM suppliers
----
SELECT CustomerID, City FROM customers UNION ALL BY NAME SELECT City, SupplierID AS CustomerID FROM suppliers
----
SELECT c.CompanyName, o.* FROM customers c, LATERAL (SELECT OrderID, Freight FROM orders WHERE orders.CustomerID = c.CustomerID ORDER BY Freight DESC LIMIT 2) o
----
SELECT e.LastName, t.n FROM employees e JOIN LATERAL (SELECT count(*) AS n FROM orders WHERE orders.EmployeeID = e.EmployeeID) t ON true
----
SELECT * FROM categories c CROSS JOIN LATERAL (SELECT max(UnitPrice) AS top FROM products p WHERE p.CategoryID = c.CategoryID)
----
PIVOT orders ON ShipCountry USING count(*)
----
PIVOT (SELECT EmployeeID, year(OrderDate) AS yr, Freight FROM orders) ON yr USING sum(Freight)
----
PIVOT (SELECT ShipVia, ShipCountry FROM orders) ON ShipVia USING count(*) GROUP BY ShipCountry ORDER BY ShipCountry
----
PIVOT orders ON ShipVia IN (1, 2, 3) USING sum(Freight) GROUP BY ShipCountry
----
SELECT * FROM (SELECT ShipCountry, ShipVia, Freight FROM orders) PIVOT (sum(Freight) FOR ShipVia IN (1, 2, 3))
----
WITH f AS (SELECT ShipVia, EmployeeID, Freight FROM orders) PIVOT f ON ShipVia USING avg(Freight) GROUP BY EmployeeID
----
SELECT * FROM (PIVOT orders ON ShipVia USING count(*) GROUP BY EmployeeID) p ORDER BY EmployeeID
----
UNPIVOT (SELECT ProductID, UnitsInStock, UnitsOnOrder FROM products) ON UnitsInStock, UnitsOnOrder INTO NAME measure VALUE units
----
SELECT o.OrderID, c.CompanyName, s.CompanyName AS shipper FROM orders o
JOIN customers c USING (CustomerID) JOIN shippers s ON s.ShipperID = o.ShipVia
----
SELECT p.ProductName, s.CompanyName FROM products p LEFT JOIN suppliers s ON s.SupplierID = p.SupplierID WHERE s.Country = 'USA'
----
SELECT * FROM products WHERE CategoryID IN (SELECT CategoryID FROM categories WHERE CategoryName LIKE 'C%')
----
SELECT * FROM customers c WHERE EXISTS (SELECT 1 FROM orders o WHERE o.CustomerID = c.CustomerID AND o.Freight > 500)
----
SELECT ProductName, (SELECT CategoryName FROM categories c WHERE c.CategoryID = p.CategoryID) FROM products p
----
SELECT year(OrderDate) AS y, quarter(OrderDate) AS q, count(*) FROM orders GROUP BY ROLLUP (y, q) ORDER BY y, q
----
SELECT ShipCountry, ShipVia, sum(Freight) FROM orders GROUP BY CUBE (ShipCountry, ShipVia)
----
SELECT date_trunc('month', OrderDate) AS m, count(*) FROM orders GROUP BY 1 ORDER BY 1
----
SELECT CASE WHEN Freight > 100 THEN 'high' WHEN Freight > 20 THEN 'mid' ELSE 'low' END AS band, count(*) FROM orders GROUP BY band
----
SELECT ProductName, UnitPrice::INTEGER AS p, try_cast(QuantityPerUnit AS INTEGER) FROM products
----
SELECT string_agg(CompanyName, ', ' ORDER BY CompanyName) FROM shippers
----
SELECT list(ProductName ORDER BY UnitPrice DESC)[1:3] AS top3 FROM products
----
SELECT median(Freight), quantile_cont(Freight, 0.9), stddev(Freight), mode(ShipVia) FROM orders
----
SELECT count(DISTINCT CustomerID), approx_count_distinct(ShipCity) FROM orders
----
SELECT * FROM range(5) r, generate_series(1, 2) g
----
SELECT unnest([1, 2, 3]) AS x
----
SELECT * FROM unnest(['a', 'b']) AS t(v)
----
SELECT regexp_extract(Phone, '\((\d+)\)', 1) AS area, lower(CompanyName), length(Address) FROM customers
----
SELECT COLUMNS('Unit.*') FROM products
----
SELECT * EXCLUDE (Notes, PhotoPath) FROM employees
----
SELECT {'id': OrderID, 'country': ShipCountry} AS s FROM orders LIMIT 3
----
SELECT * FROM orders WHERE OrderDate BETWEEN DATE '1997-01-01' AND DATE '1997-03-31' AND ShippedDate IS NOT NULL
----
SELECT OrderID FROM orders ORDER BY OrderDate DESC NULLS LAST LIMIT 10 OFFSET 5
----
SELECT DISTINCT ON (CustomerID) CustomerID, OrderID, OrderDate FROM orders ORDER BY CustomerID, OrderDate
----
SELECT * FROM orders USING SAMPLE 10 ROWS
----
-- a comment before the query
SELECT 1 AS one; -- and a semicolon after it
----
/* block comment */ SELECT count(*) /* inline; with a semicolon */ FROM "orders"
----
SELECT 'it''s; not -- a comment' AS s, $$dollar; quoted$$ AS d
----
WITH "Pg_Settings" AS (SELECT 'shadowed' AS name) SELECT * FROM pg_settings
----
WITH duckdb_tables AS (SELECT 1 AS x) SELECT * FROM orders WHERE EXISTS (SELECT * FROM duckdb_tables)
----
SELECT (WITH sqlite_master AS (SELECT 42 AS v) SELECT v FROM sqlite_master) AS answer
----
WITH orders AS (SELECT 1 AS OrderID) SELECT * FROM orders
----
SELECT pg_typeof(1), typeof(Freight), version() FROM orders LIMIT 1
----
VALUES (1, 'a'), (2, 'b')
----
SELECT * FROM (VALUES (1, 'x'), (2, 'y')) AS t(id, label) JOIN shippers ON ShipperID = id
