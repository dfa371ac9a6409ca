-- An entry of an order's history is a change of its status or a note made while it stood there
-- (domain/orders.ts HISTORY_ENTRY_KINDS). Until now the shop wrote its notes (a courier's report of a
-- lost parcel, a refund, an extra payment sent back) as entries repeating the order's status, by
-- nobody; those are the notes among the rows already written. A parcel sent again repeats Shipped
-- too, but an admin sends it, so it stays a change. Rows are taken in the order they were written
-- (rowid), so two written in the same millisecond are not ordered by their random ids.
ALTER TABLE `order_status_history` ADD `kind` text DEFAULT 'change' NOT NULL;--> statement-breakpoint
UPDATE `order_status_history` SET `kind` = 'note'
WHERE `changed_by` IS NULL
  AND `status` = (
    SELECT `earlier`.`status` FROM `order_status_history` AS `earlier`
    WHERE `earlier`.`order_id` = `order_status_history`.`order_id`
      AND `earlier`.`rowid` < `order_status_history`.`rowid`
    ORDER BY `earlier`.`rowid` DESC
    LIMIT 1
  );
