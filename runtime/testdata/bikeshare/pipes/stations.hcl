# Station activity: departures, arrivals and the net flow of bikes.

pipe "station_flow" {
  description = "Departures (trips started), arrivals (trips ended) and net flow (arrivals minus departures) per station for trips started in a date range, optionally for the stations of one district. Cancelled unlocks are left out."
  examples = [
    "Departures and arrivals by station in 2024",
    "Which stations lose the most bikes?",
    "Net flow per station in Downtown",
    "Station activity in June 2023",
  ]
  tags = ["stations", "rebalancing"]

  param "from" {
    type        = "date"
    default     = "2022-01-01"
    description = "First trip start date included."
  }
  param "to" {
    type        = "date"
    default     = "2024-12-31"
    description = "Last trip start date included."
  }
  param "district" {
    type        = "string"
    dimension   = "start_district"
    description = "Only the stations of this district (all when left out)."
  }

  sql = <<-SQL
    WITH t AS (
      SELECT * FROM trips
      WHERE status <> 'cancelled'
        AND CAST(started_at AS DATE) BETWEEN $from AND $to
    ),
    dep AS (SELECT start_station_id AS station_id, COUNT(*) AS departures FROM t GROUP BY 1),
    arr AS (SELECT end_station_id AS station_id, COUNT(*) AS arrivals FROM t WHERE end_station_id IS NOT NULL GROUP BY 1)
    SELECT s.station_name AS station,
           s.district,
           COALESCE(dep.departures, 0) AS departures,
           COALESCE(arr.arrivals, 0) AS arrivals,
           COALESCE(arr.arrivals, 0) - COALESCE(dep.departures, 0) AS net_flow
    FROM stations s
    LEFT JOIN dep ON dep.station_id = s.station_id
    LEFT JOIN arr ON arr.station_id = s.station_id
    WHERE ($district IS NULL OR s.district = $district)
    ORDER BY departures DESC, station
  SQL

  output "departures" { description = "Trips that started at the station." }
  output "arrivals" { description = "Trips that ended at the station (out-of-dock trips have none)." }
  output "net_flow" { description = "Arrivals minus departures: negative stations need refilling by the rebalancing vans." }
}
