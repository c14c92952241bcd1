-- Valid DuckDB SELECTs the guard must accept.
SELECT * FROM orders
----
select id, amount from orders where amount > 5 order by amount desc limit 2
----
FROM orders
----
FROM orders SELECT id, amount
----
SELECT name, sum(amount) AS total FROM orders GROUP BY ALL ORDER BY ALL
----
SELECT name, sum(amount) FROM orders GROUP BY name HAVING sum(amount) > 1
----
WITH big AS (SELECT * FROM orders WHERE amount > 5) SELECT count(*) FROM big
----
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 5) SELECT sum(n) FROM t
----
SELECT id, amount, row_number() OVER (ORDER BY amount DESC) AS rn FROM orders
----
SELECT id, sum(amount) OVER (PARTITION BY name ORDER BY day ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM orders
----
SELECT * FROM orders QUALIFY row_number() OVER (PARTITION BY name ORDER BY amount DESC) = 1
----
SELECT id FROM orders UNION SELECT id FROM orders
----
SELECT id FROM orders UNION ALL SELECT id + 100 FROM orders
----
SELECT id FROM orders EXCEPT SELECT 1
----
SELECT id FROM orders INTERSECT SELECT id FROM orders
----
SELECT o.id, c.label FROM orders o JOIN labels c ON c.id = o.id
----
SELECT * FROM orders o LEFT JOIN labels l USING (id)
----
SELECT * FROM orders WHERE id IN (SELECT id FROM labels)
----
SELECT (SELECT max(amount) FROM orders) AS m
----
SELECT CASE WHEN amount > 5 THEN 'big' ELSE 'small' END AS size, count(*) FROM orders GROUP BY 1
----
SELECT date_trunc('month', day) AS m, year(day), strftime(day, '%Y-%m') FROM orders
----
SELECT CAST(day AS DATE) BETWEEN DATE '2020-01-01' AND DATE '2020-12-31' FROM orders
----
SELECT name ILIKE '%a%', lower(name), upper(name), length(name), name || '!' FROM orders
----
SELECT coalesce(NULL, amount), nullif(amount, 0), greatest(1, amount), round(amount, 1) FROM orders
----
SELECT list(id), string_agg(name, ','), avg(amount), median(amount), quantile_cont(amount, 0.9) FROM orders
----
SELECT count(*) FILTER (WHERE amount > 5) FROM orders
----
SELECT * FROM range(5)
----
SELECT * FROM generate_series(1, 3)
----
SELECT unnest([1, 2, 3])
----
SELECT * EXCLUDE (name) FROM orders
----
SELECT COLUMNS('a.*') FROM orders
----
SELECT id, lag(amount) OVER (ORDER BY id) FROM orders
----
SELECT 'DROP TABLE orders; --' AS harmless_text
----
SELECT "id" FROM "orders"
----
SELECT * FROM main.orders
----
SELECT 1;
----
SELECT struct_pack(a := 1), {'k': 1}, [1,2][1], map([1],[2])
----
SELECT * FROM orders ORDER BY amount DESC NULLS LAST LIMIT 1 OFFSET 1
