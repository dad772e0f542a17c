-- The language each user chose with set language (en, ru, fa...); NULL: the server's default.
ALTER TABLE users ADD COLUMN language TEXT;
