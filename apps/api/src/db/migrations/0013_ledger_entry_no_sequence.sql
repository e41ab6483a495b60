-- Numbers for ledger entries the site writes itself (card payments); the operator's own entries
-- keep theirs, which stay below this range.
CREATE SEQUENCE IF NOT EXISTS ledger_entry_no_seq START WITH 900001;
