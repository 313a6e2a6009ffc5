-- Takes that arrive together are counted together, one row update per key for the lot. Each row now keeps what a
-- batch needs to answer every request in it: the count before the batch (the n-th request of the batch counts
-- counted_before + n) and the cap the count stops at (one past the limit).
ALTER TABLE rate_limits
  ADD COLUMN counted_before integer NOT NULL DEFAULT 0 CHECK (counted_before >= 0),
  ADD COLUMN count_cap integer NOT NULL DEFAULT 2147483647 CHECK (count_cap >= 1);
