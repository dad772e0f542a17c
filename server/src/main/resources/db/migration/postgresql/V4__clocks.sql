-- Clocks: a game's time control, and with each move the time its mover had left after it.
ALTER TABLE games ADD COLUMN time_control TEXT;
ALTER TABLE moves ADD COLUMN clock_millis BIGINT;
ALTER TABLE moves ADD COLUMN clock_periods INTEGER;
