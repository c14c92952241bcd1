-- One statement per entry; entries are separated by lines holding only "----".
-- Every entry must be rejected by the guard, and the data must stay unchanged.
DROP TABLE orders
----
DELETE FROM orders
----
DELETE FROM orders WHERE id = 1
----
UPDATE orders SET amount = 0
----
INSERT INTO orders VALUES (99, 'x', 1.0, DATE '2020-01-01')
----
INSERT INTO orders SELECT * FROM orders
----
TRUNCATE orders
----
CREATE TABLE x AS SELECT 1
----
CREATE TEMP TABLE x AS SELECT 1
----
CREATE VIEW v AS SELECT * FROM orders
----
CREATE OR REPLACE TABLE orders AS SELECT 1 AS a
----
CREATE MACRO m(a) AS a + 1
----
CREATE SEQUENCE s
----
CREATE SCHEMA s
----
CREATE INDEX i ON orders(id)
----
CREATE SECRET s (TYPE s3, KEY_ID 'x', SECRET 'y')
----
ALTER TABLE orders ADD COLUMN x INT
----
ALTER TABLE orders RENAME TO o2
----
ALTER TABLE orders DROP COLUMN amount
----
DROP VIEW IF EXISTS v
----
DROP SCHEMA main CASCADE
----
ATTACH 'evil.db' AS evil
----
ATTACH ':memory:' AS m
----
DETACH memory
----
USE other
----
COPY orders TO '/tmp/x.csv'
----
COPY (SELECT * FROM orders) TO '/tmp/x.parquet' (FORMAT parquet)
----
COPY orders FROM '/etc/passwd'
----
EXPORT DATABASE '/tmp/dump'
----
IMPORT DATABASE '/tmp/dump'
----
INSTALL httpfs
----
LOAD httpfs
----
INSTALL sqlite FROM 'http://example.invalid'
----
FORCE INSTALL postgres
----
PRAGMA database_list
----
PRAGMA enable_profiling
----
PRAGMA table_info('orders')
----
SET enable_external_access = true
----
SET lock_configuration = false
----
SET threads = 1
----
SET GLOBAL memory_limit = '1GB'
----
RESET enable_external_access
----
SET VARIABLE x = 1
----
CALL pragma_version()
----
CALL duckdb_settings()
----
CHECKPOINT
----
FORCE CHECKPOINT
----
VACUUM
----
ANALYZE
----
BEGIN TRANSACTION
----
COMMIT
----
ROLLBACK
----
EXPLAIN SELECT * FROM orders
----
EXPLAIN ANALYZE SELECT * FROM orders
----
DESCRIBE orders
----
SHOW TABLES
----
SUMMARIZE orders
----
PREPARE p AS SELECT 1
----
EXECUTE p
----
DEALLOCATE p
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
WITH x AS (SELECT 1) DELETE FROM orders
----
WITH d AS (DELETE FROM orders RETURNING *) SELECT * FROM d
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
SELECT * FROM '/etc/passwd'
----
SELECT * FROM 'data.csv'
----
SELECT * FROM "/etc/passwd"
----
FROM '/etc/hosts'
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
SELECT * FROM pragma_table_info('orders')
----
SELECT * FROM pragma_database_size()
----
SELECT * FROM information_schema.tables
----
SELECT * FROM information_schema.columns
----
SELECT * FROM pg_catalog.pg_tables
----
SELECT * FROM sqlite_master
----
SELECT * FROM system.main.orders
----
SELECT * FROM temp.main.x
----
SELECT * FROM evil.orders
----
SELECT current_setting('enable_external_access')
----
SELECT getenv('HOME')
----
SELECT getvariable('x')
----
SELECT nextval('s')
----
SELECT setseed(0.5)
----
SELECT * FROM customers
----
SELECT * FROM orderz
----
SELECT * FROM orders JOIN secret_table USING (id)
----
SELECT (SELECT count(*) FROM secret_table)
----
SELECT * FROM orders WHERE id IN (SELECT id FROM secret_table)
----
SELECT * FROM orders UNION ALL SELECT * FROM secret_table
----
WITH a AS (SELECT * FROM secret_table) SELECT * FROM a
----
SELECT * FROM main.secret_table
----
SELECT * FROM memory.main.secret_table
----
SELECT * FROM range(10) r, read_csv('/etc/passwd')
----
SELECT (SELECT content FROM read_text('/etc/passwd'))
----
SELECT * FROM orders WHERE name IN (SELECT * FROM glob('/*'))
----
SELECT * FROM generate_series(1, 3) g JOIN query('SELECT 1') q ON true
----
SELECT json_serialize_sql('SELECT 1')
----
SELECT sql_auto_complete('SEL')
----
SELECT * FROM orders WHERE id = $1
----
SELECT * FROM orders WHERE id = ?
----
SELECT * FROM orders WHERE id = $id
----
SELECT * FROM test_all_types()
----
SELECT * FROM which_secret('s3://x', 's3')
----
SELECT * FROM duckdb_logs
----
SELECT * FROM duckdb_memory()
----
SELECT 1 FROM orders; 
ATTACH 'x.db'
----
DROP TABLE IF EXISTS orders; SELECT 1
----
SELECT * FROM orders WHERE name = '' OR 1=1; DROP TABLE orders; --'
----
select * from READ_CSV('/etc/passwd')
----
SELECT "read_csv"('/etc/passwd')
----
SELECT * FROM main.read_csv('/etc/passwd')
----
SELECT * FROM system.main.duckdb_settings()
----
SELECT 'unterminated
----
SELEC * FROM orders
----

----
   
