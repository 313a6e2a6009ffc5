-- An idempotency key stands for one request: the fingerprint of the body it was first used with, so a repeat of
-- the key with another body can be refused (409) instead of answered with the first result.
ALTER TABLE leads ADD COLUMN request_fingerprint text;

-- A reservation holds its car until expires_at (the tenant's hold time); after that the car is free again and the
-- reservation reads 'expired'. Reservations made before this migration keep holding (no expiry).
ALTER TABLE reservations ADD COLUMN expires_at timestamptz;
ALTER TABLE reservations DROP CONSTRAINT reservations_status_check;
ALTER TABLE reservations
  ADD CONSTRAINT reservations_status_check CHECK (status IN ('reserved', 'cancelled', 'expired'));
