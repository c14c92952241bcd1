# Pipes for the questions network analytics answers every week.

pipe "carrier_scorecard" {
  description = "Operational scorecard per carrier in a date range: scheduled and cancelled flights, cancellation rate, on-time rate, average arrival delay, passengers and load factor."
  examples = [
    "Carrier scorecard for 2024",
    "How did each airline perform last quarter?",
    "Compare carriers on cancellations and on-time performance",
  ]
  tags = ["carriers", "operations", "on-time"]

  param "from" {
    type    = "date"
    default = "2023-01-01"
  }
  param "to" {
    type    = "date"
    default = "2024-12-31"
  }

  sql = <<-SQL
    SELECT c.carrier_name AS carrier,
           COUNT(*) AS flights,
           SUM(f.cancelled) AS cancelled_flights,
           100.0 * AVG(f.cancelled) AS cancellation_rate,
           100.0 * AVG(CASE WHEN f.arr_delay_minutes < 15 THEN 1.0 WHEN f.cancelled = 0 THEN 0.0 END) AS on_time_rate,
           AVG(f.arr_delay_minutes) AS avg_arrival_delay,
           SUM(f.passengers) AS passengers,
           100.0 * SUM(f.passengers) / SUM(CASE WHEN f.cancelled = 0 THEN f.seats END) AS load_factor
    FROM flights f
    JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE f.flight_date BETWEEN $from AND $to
    GROUP BY c.carrier_name
    ORDER BY on_time_rate DESC
  SQL

  output "cancellation_rate" { unit = "%" }
  output "on_time_rate" {
    description = "Completed flights arriving less than 15 minutes late."
    unit        = "%"
  }
  output "avg_arrival_delay" { unit = "minutes" }
  output "load_factor" { unit = "% (0-100)" }
}

pipe "top_routes" {
  description = "Busiest directional routes (origin-destination) by passengers in a date range, optionally for one carrier, with flights and ticket revenue."
  examples = [
    "Top 10 routes by passengers",
    "Busiest routes for Bluewater Air in 2024",
    "Which routes carry the most people?",
  ]
  tags = ["routes", "network", "ranking"]

  param "limit" {
    type    = "int"
    default = 10
    min     = 1
    max     = 200
  }
  param "from" {
    type    = "date"
    default = "2023-01-01"
  }
  param "to" {
    type    = "date"
    default = "2024-12-31"
  }
  param "carrier" {
    type        = "string"
    dimension   = "carrier"
    description = "Only this carrier's flights (all carriers when left out)."
  }

  sql = <<-SQL
    SELECT f.origin || '-' || f.destination AS route,
           COUNT(*) AS flights,
           SUM(f.passengers) AS passengers,
           SUM(f.ticket_revenue) AS ticket_revenue
    FROM flights f
    JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE f.flight_date BETWEEN $from AND $to
      AND ($carrier IS NULL OR c.carrier_name = $carrier)
    GROUP BY route
    ORDER BY passengers DESC, route
    LIMIT $limit
  SQL

  output "route" { description = "Origin and destination IATA codes, e.g. MSP-DTW." }
  output "ticket_revenue" { unit = "USD" }
}

pipe "airport_departures" {
  description = "Departures from one airport by carrier in a date range: scheduled and cancelled departures, departure delay and late departures (15+ minutes)."
  examples = [
    "Departures from ORD by airline",
    "How are departures out of JFK doing?",
    "Departure delays at Denver by carrier in 2023",
  ]
  tags = ["airports", "departures", "delays"]

  param "airport" {
    type        = "string"
    required    = true
    dimension   = "origin_airport"
    description = "IATA code of the departure airport."
  }
  param "from" {
    type    = "date"
    default = "2023-01-01"
  }
  param "to" {
    type    = "date"
    default = "2024-12-31"
  }

  sql = <<-SQL
    SELECT c.carrier_name AS carrier,
           COUNT(*) AS departures,
           SUM(f.cancelled) AS cancelled_departures,
           AVG(f.dep_delay_minutes) AS avg_departure_delay,
           COUNT(*) FILTER (WHERE f.dep_delay_minutes >= 15) AS late_departures
    FROM flights f
    JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE f.origin = $airport
      AND f.flight_date BETWEEN $from AND $to
    GROUP BY c.carrier_name
    ORDER BY departures DESC, carrier
  SQL

  output "avg_departure_delay" { unit = "minutes" }
}
