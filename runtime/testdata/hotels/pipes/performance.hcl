# Occupancy, ADR and RevPAR: the revenue manager's weekly questions. These are
# counted night by night (a night is sold when a stay covers it), which only a
# pipe can do: the metrics date a whole stay by its check-in.

pipe "hotel_occupancy" {
  description = "Occupancy, ADR and RevPAR per hotel over a date range, counted night by night: rooms, available room nights (rooms x nights in the range from the hotel's opening), room nights sold (nights of stays that fall in the range), occupancy %, room revenue of those nights, ADR and RevPAR. Optionally one city or one hotel."
  examples = [
    "Occupancy by hotel in August 2024",
    "What was the occupancy of Aurelia Born in 2024?",
    "RevPAR per hotel last summer",
    "Which hotel had the highest occupancy in Q1 2024?",
    "How full were our Lisbon hotels in March 2023?",
  ]
  tags = ["occupancy", "revpar", "adr", "hotels"]

  param "from" {
    type        = "date"
    default     = "2024-01-01"
    description = "First night of the period."
  }
  param "to" {
    type        = "date"
    default     = "2024-12-31"
    description = "Last night of the period."
  }
  param "city" {
    type        = "string"
    dimension   = "city"
    description = "Only the hotels of this city (all when left out)."
  }
  param "hotel" {
    type        = "string"
    dimension   = "hotel"
    description = "Only this hotel (all when left out)."
  }

  sql = <<-SQL
    WITH nights AS (
      SELECT CAST(generate_series AS DATE) AS night
      FROM generate_series(CAST($from AS TIMESTAMP), CAST($to AS TIMESTAMP), INTERVAL 1 DAY)
    ),
    avail AS (
      SELECT h.hotel_id, h.hotel_name, h.city, h.rooms,
             h.rooms * COUNT(n.night) AS available_room_nights
      FROM hotels h
      LEFT JOIN nights n ON n.night >= h.opened_date
      WHERE ($city IS NULL OR h.city = $city)
        AND ($hotel IS NULL OR h.hotel_name = $hotel)
      GROUP BY h.hotel_id, h.hotel_name, h.city, h.rooms
    ),
    sold AS (
      SELECT b.hotel_id, COUNT(*) AS room_nights_sold, SUM(b.nightly_rate) AS room_revenue
      FROM bookings b
      JOIN nights n ON n.night >= b.check_in_date AND n.night < b.check_out_date
      WHERE b.status IN ('checked_out', 'in_house')
      GROUP BY b.hotel_id
    )
    SELECT a.hotel_name AS hotel,
           a.city,
           a.rooms,
           a.available_room_nights,
           COALESCE(s.room_nights_sold, 0) AS room_nights_sold,
           100.0 * COALESCE(s.room_nights_sold, 0) / NULLIF(a.available_room_nights, 0) AS occupancy,
           COALESCE(s.room_revenue, 0) AS room_revenue,
           s.room_revenue / NULLIF(s.room_nights_sold, 0) AS adr,
           COALESCE(s.room_revenue, 0) / NULLIF(a.available_room_nights, 0) AS revpar
    FROM avail a
    LEFT JOIN sold s ON s.hotel_id = a.hotel_id
    ORDER BY occupancy DESC, hotel
  SQL

  output "available_room_nights" { description = "Rooms x nights of the range on or after the hotel's opening date." }
  output "room_nights_sold" { description = "Nights of stays (checked out or in house) that fall in the range." }
  output "occupancy" {
    description = "Room nights sold / available room nights."
    unit        = "%"
  }
  output "room_revenue" {
    description = "Room revenue of the nights in the range (the nightly rate of each night sold)."
    unit        = "EUR"
  }
  output "adr" {
    description = "Room revenue / room nights sold, night-by-night basis."
    unit        = "EUR"
  }
  output "revpar" {
    description = "Room revenue / available room nights."
    unit        = "EUR"
  }
}

pipe "group_occupancy" {
  description = "Occupancy, ADR and RevPAR of the whole group (or one country, city or hotel) over a date range, in one row, counted night by night: available room nights, room nights sold, occupancy %, room revenue of those nights, ADR and RevPAR."
  examples = [
    "What was the group's occupancy in 2024?",
    "Group RevPAR in summer 2023",
    "Occupancy of our Spanish hotels in July 2024",
    "What was our overall occupancy rate last year?",
  ]
  tags = ["occupancy", "revpar", "adr", "group"]

  param "from" {
    type        = "date"
    default     = "2024-01-01"
    description = "First night of the period."
  }
  param "to" {
    type        = "date"
    default     = "2024-12-31"
    description = "Last night of the period."
  }
  param "country" {
    type        = "string"
    dimension   = "hotel_country"
    description = "Only the hotels in this country (all when left out)."
  }
  param "city" {
    type        = "string"
    dimension   = "city"
    description = "Only the hotels of this city (all when left out)."
  }
  param "hotel" {
    type        = "string"
    dimension   = "hotel"
    description = "Only this hotel (all when left out)."
  }

  sql = <<-SQL
    WITH nights AS (
      SELECT CAST(generate_series AS DATE) AS night
      FROM generate_series(CAST($from AS TIMESTAMP), CAST($to AS TIMESTAMP), INTERVAL 1 DAY)
    ),
    h AS (
      SELECT * FROM hotels
      WHERE ($country IS NULL OR country = $country)
        AND ($city IS NULL OR city = $city)
        AND ($hotel IS NULL OR hotel_name = $hotel)
    ),
    avail AS (
      SELECT SUM(h.rooms) AS available_room_nights
      FROM h JOIN nights n ON n.night >= h.opened_date
    ),
    sold AS (
      SELECT COUNT(*) AS room_nights_sold, SUM(b.nightly_rate) AS room_revenue
      FROM bookings b
      JOIN h ON h.hotel_id = b.hotel_id
      JOIN nights n ON n.night >= b.check_in_date AND n.night < b.check_out_date
      WHERE b.status IN ('checked_out', 'in_house')
    )
    SELECT a.available_room_nights,
           s.room_nights_sold,
           100.0 * s.room_nights_sold / NULLIF(a.available_room_nights, 0) AS occupancy,
           COALESCE(s.room_revenue, 0) AS room_revenue,
           s.room_revenue / NULLIF(s.room_nights_sold, 0) AS adr,
           COALESCE(s.room_revenue, 0) / NULLIF(a.available_room_nights, 0) AS revpar
    FROM avail a CROSS JOIN sold s
  SQL

  output "occupancy" {
    description = "Room nights sold / available room nights."
    unit        = "%"
  }
  output "room_revenue" {
    description = "Room revenue of the nights in the range."
    unit        = "EUR"
  }
  output "adr" { unit = "EUR" }
  output "revpar" {
    description = "Room revenue / available room nights."
    unit        = "EUR"
  }
}
