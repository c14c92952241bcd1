-- Attacks: every entry must be refused (or, for the resource bombs marked
-- "-- expect: bounded", stopped by a limit) at every SQL entry point, with
-- no data or file changed. Entries are separated by lines holding only "----".
-- Tables are the Northwind demo's; secret_table and the like do not exist.
DROP TABLE orders
----
DROP TABLE IF EXISTS order_details
----
DELETE FROM orders
----
DELETE FROM orders WHERE OrderID = 10248
----
UPDATE products SET UnitPrice = 0
----
UPDATE orders SET Freight = Freight * 2 WHERE true
----
INSERT INTO orders (OrderID) VALUES (1)
----
INSERT INTO orders SELECT * FROM orders
----
INSERT OR REPLACE INTO products SELECT * FROM products
----
TRUNCATE orders
----
TRUNCATE TABLE customers
----
CREATE TABLE x AS SELECT * FROM customers
----
CREATE TEMP TABLE x AS SELECT 1
----
CREATE OR REPLACE TABLE orders AS SELECT 1 AS a
----
CREATE VIEW v AS SELECT * FROM orders
----
CREATE TEMP VIEW v AS SELECT * FROM duckdb_settings()
----
CREATE MACRO m(a) AS a + 1
----
CREATE MACRO t() AS TABLE SELECT * FROM duckdb_settings()
----
CREATE SEQUENCE s
----
CREATE SCHEMA s
----
CREATE TYPE mood AS ENUM ('a', 'b')
----
CREATE TEMP TYPE t AS ENUM (SELECT name FROM duckdb_settings())
----
CREATE INDEX i ON orders(OrderID)
----
CREATE SECRET s (TYPE s3, KEY_ID 'x', SECRET 'y')
----
CREATE PERSISTENT SECRET s (TYPE http)
----
ALTER TABLE orders ADD COLUMN x INT
----
ALTER TABLE orders RENAME TO o2
----
ALTER TABLE products DROP COLUMN UnitPrice
----
ALTER VIEW v RENAME TO w
----
DROP VIEW IF EXISTS v
----
DROP SCHEMA main CASCADE
----
DROP MACRO m
----
DROP TYPE t
----
WITH x AS (SELECT 1) DELETE FROM orders
----
WITH d AS (DELETE FROM orders RETURNING *) SELECT * FROM d
----
WITH u AS (UPDATE orders SET Freight = 0 RETURNING *) SELECT count(*) FROM u
----
MERGE INTO orders USING orders AS s ON orders.OrderID = s.OrderID WHEN MATCHED THEN DELETE
----
INSERT INTO orders BY NAME SELECT 1 AS OrderID
----
UPDATE orders SET ShipCountry = (SELECT current_setting('threads'))
----
ATTACH 'evil.db' AS evil
----
ATTACH ':memory:' AS m
----
ATTACH '/tmp/datacopilot-attack.db' (READ_ONLY)
----
DETACH northwind
----
USE system
----
COPY orders TO '/tmp/datacopilot-attack.csv'
----
COPY (SELECT * FROM customers) TO '/tmp/datacopilot-attack.parquet' (FORMAT parquet)
----
COPY orders TO 'datacopilot-attack.csv'
----
COPY orders FROM '/etc/passwd'
----
COPY FROM DATABASE memory TO evil
----
EXPORT DATABASE '/tmp/datacopilot-attack-dump'
----
IMPORT DATABASE '/tmp/datacopilot-attack-dump'
----
INSTALL httpfs
----
LOAD httpfs
----
INSTALL sqlite FROM 'http://example.invalid'
----
FORCE INSTALL postgres
----
UPDATE EXTENSIONS
----
PRAGMA database_list
----
PRAGMA enable_profiling
----
PRAGMA table_info('orders')
----
PRAGMA show_tables
----
PRAGMA version
----
SET enable_external_access = true
----
SET lock_configuration = false
----
SET threads = 64
----
SET GLOBAL memory_limit = '100GB'
----
SET max_temp_directory_size = '1TB'
----
SET temp_directory = '.'
----
RESET enable_external_access
----
RESET ALL
----
SET VARIABLE x = (SELECT current_setting('memory_limit'))
----
SET search_path = 'pg_catalog'
----
CALL pragma_version()
----
CALL duckdb_settings()
----
CALL pragma_database_size()
----
CHECKPOINT
----
FORCE CHECKPOINT
----
VACUUM
----
VACUUM ANALYZE orders
----
ANALYZE
----
BEGIN TRANSACTION
----
COMMIT
----
ROLLBACK
----
ABORT
----
EXPLAIN SELECT * FROM orders
----
EXPLAIN ANALYZE SELECT * FROM orders
----
DESCRIBE orders
----
DESCRIBE SELECT * FROM pg_settings
----
SHOW TABLES
----
SHOW ALL TABLES
----
SHOW databases
----
SUMMARIZE orders
----
SUMMARIZE SELECT * FROM duckdb_settings()
----
PREPARE p AS SELECT 1
----
EXECUTE p
----
DEALLOCATE p
----
LOAD '/tmp/datacopilot-attack.duckdb_extension'
----
SELECT 1; DROP TABLE orders
----
SELECT * FROM orders; DELETE FROM orders
----
SELECT 1; SELECT 2
----
SELECT 1;;DROP TABLE orders
----
SELECT 1 /* ; */ ; DROP TABLE orders
----
SELECT ';' AS x; DROP TABLE orders
----
SELECT 1 -- harmless
; DROP TABLE orders
----
/* comment */ DROP TABLE orders
----
-- comment
DELETE FROM orders
----
SELECT $$;$$; DROP TABLE orders
----
SELECT $tag$ ; DROP TABLE orders; $tag$; DELETE FROM customers
----
SELECT E'\'' ; DROP TABLE orders; --'
----
SELECT 1 /* /* nested */ ; */ ; DROP TABLE orders
----
SELECT '--' ; DROP TABLE orders
----
SELECT "a;b" FROM (SELECT 1 AS "a;b"); DROP TABLE orders
----
SELECT * FROM orders WHERE ShipCountry = '' OR 1=1; DROP TABLE orders; --'
----
SELECT 1
;
ATTACH 'x.db'
----
DROP TABLE IF EXISTS orders; SELECT 1
----
select 1; copy orders to '/tmp/datacopilot-attack.csv'
----
SELECT 1; PRAGMA database_list
----
SELECT 1; SET enable_external_access = true; SELECT * FROM read_csv('/etc/passwd')
----
SELECT 1; DROP TABLE orders
----
SELECT 'unterminated
----
SELEC * FROM orders
----
SELECT * FROM orders WHERE
----
SELECT 1 /* unterminated
----
"SELECT" 1
----
SELECT * FROM read_csv('/etc/passwd')
----
SELECT * FROM read_csv_auto('/etc/passwd')
----
SELECT * FROM read_text('/etc/passwd')
----
SELECT * FROM read_blob('/etc/passwd')
----
SELECT * FROM read_json('/etc/passwd')
----
SELECT * FROM read_json_auto('/tmp/x.json')
----
SELECT * FROM read_ndjson_objects('/tmp/x.json')
----
SELECT * FROM read_parquet('/tmp/x.parquet')
----
SELECT * FROM parquet_scan('/tmp/x.parquet')
----
SELECT * FROM parquet_metadata('/tmp/x.parquet')
----
SELECT * FROM parquet_schema('/tmp/x.parquet')
----
SELECT * FROM sniff_csv('/etc/passwd')
----
SELECT * FROM glob('/etc/*')
----
SELECT * FROM query('DROP TABLE orders')
----
SELECT * FROM query_table('orders')
----
SELECT * FROM duckdb_settings()
----
SELECT * FROM duckdb_tables()
----
SELECT * FROM duckdb_secrets()
----
SELECT * FROM duckdb_extensions()
----
SELECT * FROM duckdb_functions()
----
SELECT * FROM duckdb_databases()
----
SELECT * FROM duckdb_memory()
----
SELECT * FROM duckdb_temporary_files()
----
SELECT * FROM duckdb_views()
----
SELECT * FROM duckdb_columns()
----
SELECT * FROM pragma_table_info('orders')
----
SELECT * FROM pragma_database_size()
----
SELECT * FROM pragma_storage_info('orders')
----
SELECT * FROM pragma_show('orders')
----
SELECT * FROM test_all_types()
----
SELECT * FROM which_secret('s3://x', 's3')
----
SELECT * FROM json_execute_serialized_sql('{}')
----
SELECT * FROM read_duckdb('/tmp/x.db')
----
SELECT * FROM repeat_row(1, num_rows := 2)
----
SELECT * FROM seq_scan()
----
SELECT * FROM summary((SELECT 1))
----
SELECT * FROM duckdb_logs()
----
SELECT * FROM histogram_values(orders, Freight)
----
SELECT * FROM icu_calendar_names()
----
SELECT * FROM pg_timezone_names()
----
SELECT * FROM json_each('[1]')
----
SELECT * FROM arrow_scan(0, 0, 0)
----
SELECT * FROM checkpoint()
----
SELECT * FROM enable_logging()
----
SELECT * FROM '/etc/passwd'
----
SELECT * FROM 'data/northwind/Orders.csv'
----
SELECT * FROM "/etc/passwd"
----
FROM '/etc/hosts'
----
SELECT * FROM 'https://example.invalid/x.parquet'
----
SELECT * FROM read_csv(['/etc/passwd', '/etc/hosts'])
----
SELECT current_setting('enable_external_access')
----
SELECT current_setting('memory_limit')
----
SELECT getenv('HOME')
----
SELECT getvariable('x')
----
SELECT nextval('s')
----
SELECT currval('s')
----
SELECT setseed(0.5)
----
SELECT json_serialize_sql('SELECT 1')
----
SELECT json_deserialize_sql('{}')
----
SELECT sql_auto_complete('SEL')
----
SELECT pg_get_viewdef(1)
----
SELECT format_type(1, 1)
----
SELECT pg_get_constraintdef(1)
----
SELECT get_block_size('memory')
----
SELECT current_database()
----
SELECT current_catalog()
----
SELECT current_schema()
----
SELECT current_schemas(true)
----
SELECT sleep_ms(100000)
----
SELECT pg_sleep(100)
----
SELECT pg_catalog.pg_typeof(1)
----
SELECT system.main.version()
----
SELECT main.getenv('HOME')
----
SELECT "read_csv"('/etc/passwd')
----
select * from READ_CSV('/etc/passwd')
----
SELECT * FROM main.read_csv('/etc/passwd')
----
SELECT * FROM system.main.duckdb_settings()
----
SELECT (SELECT content FROM read_text('/etc/passwd'))
----
SELECT * FROM orders WHERE ShipCountry IN (SELECT * FROM glob('/*'))
----
SELECT * FROM generate_series(1, 3) g JOIN query('SELECT 1') q ON true
----
SELECT * FROM range(10) r, read_csv('/etc/passwd')
----
SELECT list_transform([1], x -> getenv('HOME'))
----
SELECT * FROM orders WHERE OrderID = $1
----
SELECT * FROM orders WHERE OrderID = ?
----
SELECT * FROM orders WHERE OrderID = $id
----
SELECT no_such_function(1)
----
SELECT * FROM orders AT (VERSION => 1)
----
SELECT * FROM pg_settings
----
SELECT * FROM duckdb_tables
----
SELECT * FROM duckdb_columns
----
SELECT * FROM pg_class
----
SELECT * FROM pg_proc
----
SELECT * FROM sqlite_master
----
SELECT * FROM sqlite_schema
----
SELECT * FROM pg_namespace
----
SELECT * FROM pg_tables
----
SELECT * FROM pg_views
----
SELECT * FROM pg_type
----
SELECT * FROM pg_attribute
----
SELECT * FROM duckdb_views
----
SELECT * FROM duckdb_indexes
----
SELECT * FROM duckdb_schemas
----
SELECT * FROM duckdb_databases
----
SELECT * FROM pragma_database_list
----
SELECT * FROM information_schema.tables
----
SELECT * FROM information_schema.columns
----
SELECT * FROM information_schema.schemata
----
SELECT * FROM pg_catalog.pg_class
----
SELECT * FROM main.duckdb_tables
----
SELECT * FROM system.main.duckdb_settings
----
SELECT * FROM memory.information_schema.tables
----
SELECT * FROM temp.information_schema.tables
----
SELECT * FROM system.pg_catalog.pg_settings
----
SELECT * FROM secrets
----
SELECT * FROM orderz
----
SELECT * FROM main.secret_table
----
SELECT * FROM northwind.main.orders
----
SELECT * FROM system.main.orders
----
SELECT * FROM temp.main.orders
----
SELECT * FROM evil.orders
----
SELECT * FROM orders JOIN duckdb_settings USING (name)
----
SELECT (SELECT count(*) FROM duckdb_tables)
----
SELECT * FROM orders WHERE CustomerID IN (SELECT name FROM pg_settings)
----
SELECT * FROM customers UNION ALL SELECT * FROM pg_settings
----
SELECT * FROM pg_settings WHERE EXISTS (WITH pg_settings AS (SELECT 1) SELECT 1 FROM pg_settings)
----
SELECT *, (WITH pg_settings AS (SELECT 1 AS x) SELECT x FROM pg_settings) FROM pg_settings
----
SELECT * FROM pg_settings, LATERAL (WITH pg_settings AS (SELECT 1 AS x) SELECT * FROM pg_settings) l
----
SELECT * FROM (WITH pg_settings AS (SELECT 1 AS x) SELECT * FROM pg_settings) s, pg_settings
----
(WITH pg_settings AS (SELECT 1 AS x) SELECT * FROM pg_settings) UNION ALL (SELECT 1 FROM pg_settings)
----
SELECT 1 FROM pg_settings UNION ALL (WITH pg_settings AS (SELECT 1 AS x) SELECT x FROM pg_settings)
----
WITH a AS (SELECT * FROM pg_settings), pg_settings AS (SELECT 1 AS x) SELECT * FROM a
----
WITH a AS (WITH pg_settings AS (SELECT 1 AS x) SELECT 1 AS y), b AS (SELECT * FROM pg_settings) SELECT * FROM b, a
----
SELECT * FROM orders WHERE 1 IN (WITH pg_settings AS (SELECT 1 AS x) SELECT x FROM pg_settings) AND EXISTS (SELECT 1 FROM pg_settings)
----
SELECT OrderID FROM orders GROUP BY OrderID HAVING count(*) > (SELECT count(*) FROM pg_settings) - (WITH pg_settings AS (SELECT 1) SELECT 1)
----
SELECT * FROM orders ORDER BY (SELECT count(*) FROM pg_settings), (WITH pg_settings AS (SELECT 1 AS x) SELECT x FROM pg_settings)
----
SELECT * FROM orders JOIN customers ON orders.CustomerID = customers.CustomerID AND EXISTS (SELECT 1 FROM pg_settings) WHERE EXISTS (WITH pg_settings AS (SELECT 1) SELECT 1 FROM pg_settings)
----
WITH RECURSIVE r AS (SELECT 1 AS x UNION ALL SELECT x + 1 FROM r WHERE x < 3), pg_settings2 AS (SELECT 1) SELECT * FROM r, pg_settings
----
WITH RECURSIVE pg_settings AS (SELECT * FROM pg_settings UNION ALL SELECT 1) SELECT * FROM pg_settings
----
WITH pg_settings AS (SELECT * FROM pg_settings) SELECT * FROM pg_settings
----
SELECT * FROM range((WITH pg_settings AS (SELECT 3) SELECT * FROM pg_settings)), pg_settings
----
SELECT * FROM (SELECT 1 AS x) t WHERE x IN (SELECT 1 FROM (WITH q AS (SELECT 1) SELECT * FROM q) s, pg_settings)
----
WITH pg_settings AS (SELECT 1 AS x) SELECT * FROM main.pg_settings
----
WITH pg_settings AS (SELECT 1 AS x) SELECT * FROM system.main.pg_settings
----
SELECT * FROM orders QUALIFY row_number() OVER (ORDER BY (SELECT count(*) FROM pg_settings)) = 1
----
PIVOT pg_settings ON name USING count(*)
----
SELECT * FROM (WITH pg_settings AS (SELECT 'a' AS k, 1 AS v) SELECT * FROM pg_settings) PIVOT (sum(v) FOR k IN ('a')) , pg_settings
----
SELECT * FROM duckdb_tables WHERE EXISTS (WITH duckdb_tables AS (SELECT 1) SELECT 1 FROM duckdb_tables)
----
SELECT *, (WITH duckdb_tables AS (SELECT 1 AS x) SELECT x FROM duckdb_tables) FROM duckdb_tables
----
SELECT * FROM duckdb_tables, LATERAL (WITH duckdb_tables AS (SELECT 1 AS x) SELECT * FROM duckdb_tables) l
----
SELECT * FROM (WITH duckdb_tables AS (SELECT 1 AS x) SELECT * FROM duckdb_tables) s, duckdb_tables
----
(WITH duckdb_tables AS (SELECT 1 AS x) SELECT * FROM duckdb_tables) UNION ALL (SELECT 1 FROM duckdb_tables)
----
SELECT 1 FROM duckdb_tables UNION ALL (WITH duckdb_tables AS (SELECT 1 AS x) SELECT x FROM duckdb_tables)
----
WITH a AS (SELECT * FROM duckdb_tables), duckdb_tables AS (SELECT 1 AS x) SELECT * FROM a
----
WITH a AS (WITH duckdb_tables AS (SELECT 1 AS x) SELECT 1 AS y), b AS (SELECT * FROM duckdb_tables) SELECT * FROM b, a
----
SELECT * FROM orders WHERE 1 IN (WITH duckdb_tables AS (SELECT 1 AS x) SELECT x FROM duckdb_tables) AND EXISTS (SELECT 1 FROM duckdb_tables)
----
SELECT OrderID FROM orders GROUP BY OrderID HAVING count(*) > (SELECT count(*) FROM duckdb_tables) - (WITH duckdb_tables AS (SELECT 1) SELECT 1)
----
SELECT * FROM orders ORDER BY (SELECT count(*) FROM duckdb_tables), (WITH duckdb_tables AS (SELECT 1 AS x) SELECT x FROM duckdb_tables)
----
SELECT * FROM orders JOIN customers ON orders.CustomerID = customers.CustomerID AND EXISTS (SELECT 1 FROM duckdb_tables) WHERE EXISTS (WITH duckdb_tables AS (SELECT 1) SELECT 1 FROM duckdb_tables)
----
WITH RECURSIVE r AS (SELECT 1 AS x UNION ALL SELECT x + 1 FROM r WHERE x < 3), duckdb_tables2 AS (SELECT 1) SELECT * FROM r, duckdb_tables
----
WITH RECURSIVE duckdb_tables AS (SELECT * FROM duckdb_tables UNION ALL SELECT 1) SELECT * FROM duckdb_tables
----
WITH duckdb_tables AS (SELECT * FROM duckdb_tables) SELECT * FROM duckdb_tables
----
SELECT * FROM range((WITH duckdb_tables AS (SELECT 3) SELECT * FROM duckdb_tables)), duckdb_tables
----
SELECT * FROM (SELECT 1 AS x) t WHERE x IN (SELECT 1 FROM (WITH q AS (SELECT 1) SELECT * FROM q) s, duckdb_tables)
----
WITH duckdb_tables AS (SELECT 1 AS x) SELECT * FROM main.duckdb_tables
----
WITH duckdb_tables AS (SELECT 1 AS x) SELECT * FROM system.main.duckdb_tables
----
SELECT * FROM orders QUALIFY row_number() OVER (ORDER BY (SELECT count(*) FROM duckdb_tables)) = 1
----
PIVOT duckdb_tables ON name USING count(*)
----
SELECT * FROM (WITH duckdb_tables AS (SELECT 'a' AS k, 1 AS v) SELECT * FROM duckdb_tables) PIVOT (sum(v) FOR k IN ('a')) , duckdb_tables
----
SELECT * FROM duckdb_columns WHERE EXISTS (WITH duckdb_columns AS (SELECT 1) SELECT 1 FROM duckdb_columns)
----
SELECT *, (WITH duckdb_columns AS (SELECT 1 AS x) SELECT x FROM duckdb_columns) FROM duckdb_columns
----
SELECT * FROM duckdb_columns, LATERAL (WITH duckdb_columns AS (SELECT 1 AS x) SELECT * FROM duckdb_columns) l
----
SELECT * FROM (WITH duckdb_columns AS (SELECT 1 AS x) SELECT * FROM duckdb_columns) s, duckdb_columns
----
(WITH duckdb_columns AS (SELECT 1 AS x) SELECT * FROM duckdb_columns) UNION ALL (SELECT 1 FROM duckdb_columns)
----
SELECT 1 FROM duckdb_columns UNION ALL (WITH duckdb_columns AS (SELECT 1 AS x) SELECT x FROM duckdb_columns)
----
WITH a AS (SELECT * FROM duckdb_columns), duckdb_columns AS (SELECT 1 AS x) SELECT * FROM a
----
WITH a AS (WITH duckdb_columns AS (SELECT 1 AS x) SELECT 1 AS y), b AS (SELECT * FROM duckdb_columns) SELECT * FROM b, a
----
SELECT * FROM orders WHERE 1 IN (WITH duckdb_columns AS (SELECT 1 AS x) SELECT x FROM duckdb_columns) AND EXISTS (SELECT 1 FROM duckdb_columns)
----
SELECT OrderID FROM orders GROUP BY OrderID HAVING count(*) > (SELECT count(*) FROM duckdb_columns) - (WITH duckdb_columns AS (SELECT 1) SELECT 1)
----
SELECT * FROM orders ORDER BY (SELECT count(*) FROM duckdb_columns), (WITH duckdb_columns AS (SELECT 1 AS x) SELECT x FROM duckdb_columns)
----
SELECT * FROM orders JOIN customers ON orders.CustomerID = customers.CustomerID AND EXISTS (SELECT 1 FROM duckdb_columns) WHERE EXISTS (WITH duckdb_columns AS (SELECT 1) SELECT 1 FROM duckdb_columns)
----
WITH RECURSIVE r AS (SELECT 1 AS x UNION ALL SELECT x + 1 FROM r WHERE x < 3), duckdb_columns2 AS (SELECT 1) SELECT * FROM r, duckdb_columns
----
WITH RECURSIVE duckdb_columns AS (SELECT * FROM duckdb_columns UNION ALL SELECT 1) SELECT * FROM duckdb_columns
----
WITH duckdb_columns AS (SELECT * FROM duckdb_columns) SELECT * FROM duckdb_columns
----
SELECT * FROM range((WITH duckdb_columns AS (SELECT 3) SELECT * FROM duckdb_columns)), duckdb_columns
----
SELECT * FROM (SELECT 1 AS x) t WHERE x IN (SELECT 1 FROM (WITH q AS (SELECT 1) SELECT * FROM q) s, duckdb_columns)
----
WITH duckdb_columns AS (SELECT 1 AS x) SELECT * FROM main.duckdb_columns
----
WITH duckdb_columns AS (SELECT 1 AS x) SELECT * FROM system.main.duckdb_columns
----
SELECT * FROM orders QUALIFY row_number() OVER (ORDER BY (SELECT count(*) FROM duckdb_columns)) = 1
----
PIVOT duckdb_columns ON name USING count(*)
----
SELECT * FROM (WITH duckdb_columns AS (SELECT 'a' AS k, 1 AS v) SELECT * FROM duckdb_columns) PIVOT (sum(v) FOR k IN ('a')) , duckdb_columns
----
SELECT * FROM pg_class WHERE EXISTS (WITH pg_class AS (SELECT 1) SELECT 1 FROM pg_class)
----
SELECT *, (WITH pg_class AS (SELECT 1 AS x) SELECT x FROM pg_class) FROM pg_class
----
SELECT * FROM pg_class, LATERAL (WITH pg_class AS (SELECT 1 AS x) SELECT * FROM pg_class) l
----
SELECT * FROM (WITH pg_class AS (SELECT 1 AS x) SELECT * FROM pg_class) s, pg_class
----
(WITH pg_class AS (SELECT 1 AS x) SELECT * FROM pg_class) UNION ALL (SELECT 1 FROM pg_class)
----
SELECT 1 FROM pg_class UNION ALL (WITH pg_class AS (SELECT 1 AS x) SELECT x FROM pg_class)
----
WITH a AS (SELECT * FROM pg_class), pg_class AS (SELECT 1 AS x) SELECT * FROM a
----
WITH a AS (WITH pg_class AS (SELECT 1 AS x) SELECT 1 AS y), b AS (SELECT * FROM pg_class) SELECT * FROM b, a
----
SELECT * FROM orders WHERE 1 IN (WITH pg_class AS (SELECT 1 AS x) SELECT x FROM pg_class) AND EXISTS (SELECT 1 FROM pg_class)
----
SELECT OrderID FROM orders GROUP BY OrderID HAVING count(*) > (SELECT count(*) FROM pg_class) - (WITH pg_class AS (SELECT 1) SELECT 1)
----
SELECT * FROM orders ORDER BY (SELECT count(*) FROM pg_class), (WITH pg_class AS (SELECT 1 AS x) SELECT x FROM pg_class)
----
SELECT * FROM orders JOIN customers ON orders.CustomerID = customers.CustomerID AND EXISTS (SELECT 1 FROM pg_class) WHERE EXISTS (WITH pg_class AS (SELECT 1) SELECT 1 FROM pg_class)
----
WITH RECURSIVE r AS (SELECT 1 AS x UNION ALL SELECT x + 1 FROM r WHERE x < 3), pg_class2 AS (SELECT 1) SELECT * FROM r, pg_class
----
WITH RECURSIVE pg_class AS (SELECT * FROM pg_class UNION ALL SELECT 1) SELECT * FROM pg_class
----
WITH pg_class AS (SELECT * FROM pg_class) SELECT * FROM pg_class
----
SELECT * FROM range((WITH pg_class AS (SELECT 3) SELECT * FROM pg_class)), pg_class
----
SELECT * FROM (SELECT 1 AS x) t WHERE x IN (SELECT 1 FROM (WITH q AS (SELECT 1) SELECT * FROM q) s, pg_class)
----
WITH pg_class AS (SELECT 1 AS x) SELECT * FROM main.pg_class
----
WITH pg_class AS (SELECT 1 AS x) SELECT * FROM system.main.pg_class
----
SELECT * FROM orders QUALIFY row_number() OVER (ORDER BY (SELECT count(*) FROM pg_class)) = 1
----
PIVOT pg_class ON name USING count(*)
----
SELECT * FROM (WITH pg_class AS (SELECT 'a' AS k, 1 AS v) SELECT * FROM pg_class) PIVOT (sum(v) FOR k IN ('a')) , pg_class
----
SELECT * FROM pg_proc WHERE EXISTS (WITH pg_proc AS (SELECT 1) SELECT 1 FROM pg_proc)
----
SELECT *, (WITH pg_proc AS (SELECT 1 AS x) SELECT x FROM pg_proc) FROM pg_proc
----
SELECT * FROM pg_proc, LATERAL (WITH pg_proc AS (SELECT 1 AS x) SELECT * FROM pg_proc) l
----
SELECT * FROM (WITH pg_proc AS (SELECT 1 AS x) SELECT * FROM pg_proc) s, pg_proc
----
(WITH pg_proc AS (SELECT 1 AS x) SELECT * FROM pg_proc) UNION ALL (SELECT 1 FROM pg_proc)
----
SELECT 1 FROM pg_proc UNION ALL (WITH pg_proc AS (SELECT 1 AS x) SELECT x FROM pg_proc)
----
WITH a AS (SELECT * FROM pg_proc), pg_proc AS (SELECT 1 AS x) SELECT * FROM a
----
WITH a AS (WITH pg_proc AS (SELECT 1 AS x) SELECT 1 AS y), b AS (SELECT * FROM pg_proc) SELECT * FROM b, a
----
SELECT * FROM orders WHERE 1 IN (WITH pg_proc AS (SELECT 1 AS x) SELECT x FROM pg_proc) AND EXISTS (SELECT 1 FROM pg_proc)
----
SELECT OrderID FROM orders GROUP BY OrderID HAVING count(*) > (SELECT count(*) FROM pg_proc) - (WITH pg_proc AS (SELECT 1) SELECT 1)
----
SELECT * FROM orders ORDER BY (SELECT count(*) FROM pg_proc), (WITH pg_proc AS (SELECT 1 AS x) SELECT x FROM pg_proc)
----
SELECT * FROM orders JOIN customers ON orders.CustomerID = customers.CustomerID AND EXISTS (SELECT 1 FROM pg_proc) WHERE EXISTS (WITH pg_proc AS (SELECT 1) SELECT 1 FROM pg_proc)
----
WITH RECURSIVE r AS (SELECT 1 AS x UNION ALL SELECT x + 1 FROM r WHERE x < 3), pg_proc2 AS (SELECT 1) SELECT * FROM r, pg_proc
----
WITH RECURSIVE pg_proc AS (SELECT * FROM pg_proc UNION ALL SELECT 1) SELECT * FROM pg_proc
----
WITH pg_proc AS (SELECT * FROM pg_proc) SELECT * FROM pg_proc
----
SELECT * FROM range((WITH pg_proc AS (SELECT 3) SELECT * FROM pg_proc)), pg_proc
----
SELECT * FROM (SELECT 1 AS x) t WHERE x IN (SELECT 1 FROM (WITH q AS (SELECT 1) SELECT * FROM q) s, pg_proc)
----
WITH pg_proc AS (SELECT 1 AS x) SELECT * FROM main.pg_proc
----
WITH pg_proc AS (SELECT 1 AS x) SELECT * FROM system.main.pg_proc
----
SELECT * FROM orders QUALIFY row_number() OVER (ORDER BY (SELECT count(*) FROM pg_proc)) = 1
----
PIVOT pg_proc ON name USING count(*)
----
SELECT * FROM (WITH pg_proc AS (SELECT 'a' AS k, 1 AS v) SELECT * FROM pg_proc) PIVOT (sum(v) FOR k IN ('a')) , pg_proc
----
SELECT * FROM sqlite_master WHERE EXISTS (WITH sqlite_master AS (SELECT 1) SELECT 1 FROM sqlite_master)
----
SELECT *, (WITH sqlite_master AS (SELECT 1 AS x) SELECT x FROM sqlite_master) FROM sqlite_master
----
SELECT * FROM sqlite_master, LATERAL (WITH sqlite_master AS (SELECT 1 AS x) SELECT * FROM sqlite_master) l
----
SELECT * FROM (WITH sqlite_master AS (SELECT 1 AS x) SELECT * FROM sqlite_master) s, sqlite_master
----
(WITH sqlite_master AS (SELECT 1 AS x) SELECT * FROM sqlite_master) UNION ALL (SELECT 1 FROM sqlite_master)
----
SELECT 1 FROM sqlite_master UNION ALL (WITH sqlite_master AS (SELECT 1 AS x) SELECT x FROM sqlite_master)
----
WITH a AS (SELECT * FROM sqlite_master), sqlite_master AS (SELECT 1 AS x) SELECT * FROM a
----
WITH a AS (WITH sqlite_master AS (SELECT 1 AS x) SELECT 1 AS y), b AS (SELECT * FROM sqlite_master) SELECT * FROM b, a
----
SELECT * FROM orders WHERE 1 IN (WITH sqlite_master AS (SELECT 1 AS x) SELECT x FROM sqlite_master) AND EXISTS (SELECT 1 FROM sqlite_master)
----
SELECT OrderID FROM orders GROUP BY OrderID HAVING count(*) > (SELECT count(*) FROM sqlite_master) - (WITH sqlite_master AS (SELECT 1) SELECT 1)
----
SELECT * FROM orders ORDER BY (SELECT count(*) FROM sqlite_master), (WITH sqlite_master AS (SELECT 1 AS x) SELECT x FROM sqlite_master)
----
SELECT * FROM orders JOIN customers ON orders.CustomerID = customers.CustomerID AND EXISTS (SELECT 1 FROM sqlite_master) WHERE EXISTS (WITH sqlite_master AS (SELECT 1) SELECT 1 FROM sqlite_master)
----
WITH RECURSIVE r AS (SELECT 1 AS x UNION ALL SELECT x + 1 FROM r WHERE x < 3), sqlite_master2 AS (SELECT 1) SELECT * FROM r, sqlite_master
----
WITH RECURSIVE sqlite_master AS (SELECT * FROM sqlite_master UNION ALL SELECT 1) SELECT * FROM sqlite_master
----
WITH sqlite_master AS (SELECT * FROM sqlite_master) SELECT * FROM sqlite_master
----
SELECT * FROM range((WITH sqlite_master AS (SELECT 3) SELECT * FROM sqlite_master)), sqlite_master
----
SELECT * FROM (SELECT 1 AS x) t WHERE x IN (SELECT 1 FROM (WITH q AS (SELECT 1) SELECT * FROM q) s, sqlite_master)
----
WITH sqlite_master AS (SELECT 1 AS x) SELECT * FROM main.sqlite_master
----
WITH sqlite_master AS (SELECT 1 AS x) SELECT * FROM system.main.sqlite_master
----
SELECT * FROM orders QUALIFY row_number() OVER (ORDER BY (SELECT count(*) FROM sqlite_master)) = 1
----
PIVOT sqlite_master ON name USING count(*)
----
SELECT * FROM (WITH sqlite_master AS (SELECT 'a' AS k, 1 AS v) SELECT * FROM sqlite_master) PIVOT (sum(v) FOR k IN ('a')) , sqlite_master
----
WITH x AS (SELECT 1) SELECT * FROM information_schema.tables
----
WITH tables AS (SELECT 1) SELECT * FROM information_schema.tables
----
WITH information_schema AS (SELECT 1) SELECT * FROM information_schema.columns
----
WITH pg_catalog AS (SELECT 1) SELECT * FROM pg_catalog.pg_settings
----
SELECT * FROM (DESCRIBE orders)
----
SELECT * FROM (SHOW TABLES)
----
SELECT * FROM (SUMMARIZE orders)
----
FROM (SHOW ALL TABLES)
----
SELECT * FROM (PRAGMA show_tables)
----
PIVOT orders ON ShipCountry IN some_type USING count(*)
----
PIVOT orders ON ShipCountry USING count(*); DROP TABLE orders
----
UNPIVOT (SELECT * FROM duckdb_settings()) ON value
----
SELECT * FROM orders, LATERAL (SELECT * FROM duckdb_settings()) s
----
SELECT (FROM duckdb_settings() SELECT value LIMIT 1)
----
SELECT COLUMNS(c -> getenv('HOME') IS NOT NULL) FROM orders
----
SELECT * FROM unnest((SELECT list(name) FROM duckdb_settings()))
----
SELECT * FROM generate_series(1, (SELECT count(*) FROM pg_settings))
----
-- expect: bounded
SELECT * FROM range(1000000000000) a, range(1000000000000) b
----
-- expect: bounded
SELECT count(*) FROM range(1000000000000) a, range(1000000000000) b
----
-- expect: bounded
SELECT list(range) FROM range(10000000000)
----
-- expect: bounded
SELECT count(DISTINCT range) FROM range(10000000000)
----
-- expect: bounded
SELECT * FROM range(100000000000)
----
-- expect: bounded
SELECT repeat('x', 100000) FROM range(100000)
----
-- expect: bounded
WITH RECURSIVE r AS (SELECT 1 AS x UNION ALL SELECT x + 1 FROM r) SELECT * FROM r
----
-- expect: bounded
SELECT * FROM orders a, orders b, orders c, orders d
----
-- expect: bounded
SELECT a.range, string_agg(b.range::VARCHAR, ',') FROM range(1000) a, range(10000000) b GROUP BY ALL
----
-- expect: bounded
SELECT * FROM range(100000000) ORDER BY random()
