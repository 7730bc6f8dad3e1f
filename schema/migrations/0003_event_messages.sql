-- Schema version 3: each log line keeps its catalogue message id and named arguments (a JSON
-- object), so the log reads in the player's language. `text` stays the English rendering, for
-- older readers and exports; rows of older files have an empty message_id and show their text.
ALTER TABLE event ADD COLUMN message_id TEXT NOT NULL DEFAULT '';
ALTER TABLE event ADD COLUMN message_args TEXT NOT NULL DEFAULT '{}';
