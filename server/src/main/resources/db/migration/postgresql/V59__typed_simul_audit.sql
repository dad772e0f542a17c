-- A simul's audit log is typed as the tournaments' is (V52, issue 25): its kind and its arguments
-- (a JSON array of texts and whole numbers) are kept apart, and each face words them. A row
-- stored before this keeps its command text in `action` and reads as the kind `legacy`; a typed
-- row leaves `action` empty.
ALTER TABLE simul_audit ADD COLUMN kind TEXT NOT NULL DEFAULT 'legacy';
ALTER TABLE simul_audit ADD COLUMN args TEXT;
