-- Rate limits shared by every server of one database: one row per budget key (a limiter's name, a tenant and a
-- client address, say) holding the current fixed window and its count. UNLOGGED, as a lost count after a database
-- crash only ever errs towards letting requests through, and a count is written on every limited request.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  window_ends_at timestamptz NOT NULL,
  count integer NOT NULL CHECK (count >= 0)
);

-- Finished windows are swept by their end.
CREATE INDEX rate_limits_window_ends_at ON rate_limits (window_ends_at);
