-- An entry of an order's history is a change of its status or a note made while it stood there
-- (domain/orders.ts HISTORY_ENTRY_KINDS). Until now the shop wrote its notes (a courier's report of a
-- lost parcel, a refund, an extra payment sent back) as entries repeating the order's status, by
-- nobody; those are the notes among the rows already written. A parcel sent again repeats Shipped
-- too, but an admin sends it, so it stays a change.
ALTER TABLE `order_status_history` ADD `kind` text DEFAULT 'change' NOT NULL;--> statement-breakpoint
UPDATE `order_status_history` SET `kind` = 'note'
WHERE `changed_by` IS NULL
  AND `status` = (
    SELECT `earlier`.`status` FROM `order_status_history` AS `earlier`
    WHERE `earlier`.`order_id` = `order_status_history`.`order_id`
      AND (`earlier`.`created_at` < `order_status_history`.`created_at`
        OR (`earlier`.`created_at` = `order_status_history`.`created_at` AND `earlier`.`id` < `order_status_history`.`id`))
    ORDER BY `earlier`.`created_at` DESC, `earlier`.`id` DESC
    LIMIT 1
  );
