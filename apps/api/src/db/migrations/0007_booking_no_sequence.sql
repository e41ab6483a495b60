-- Booking references for guests: BK0000001, BK0000002, … (demo and imported bookings keep their own).
CREATE SEQUENCE IF NOT EXISTS "booking_no_seq" START 1;
