-- A key's past windows are deleted when its next window opens (its first hit there inserts the row),
-- by the database itself: one statement per hit instead of an upsert and a delete
-- (functions/lib/rate-limit.ts). An upsert that counts inside the current window is an UPDATE and
-- does not fire it.
CREATE TRIGGER `rate_limits_forget_past_windows`
AFTER INSERT ON `rate_limits`
BEGIN
	DELETE FROM `rate_limits` WHERE `key` = NEW.`key` AND `window_start` < NEW.`window_start`;
END;
