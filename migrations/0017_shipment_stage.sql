-- Where the courier's latest update put a parcel (domain/shipments.ts TRACKING_STAGES), so that a
-- lost parcel or a booking cancelled at the courier is known when an admin cancels its order
-- (decision 047). Parcels already ended are read from the courier's own words, as tracking reads them.
ALTER TABLE `shipments` ADD `stage` text;--> statement-breakpoint
UPDATE `shipments` SET `stage` = 'lost' WHERE `courier_status` IN ('LOST', 'DESTROYED', 'DAMAGED', 'DISPOSED OFF');--> statement-breakpoint
UPDATE `shipments` SET `stage` = 'cancelled' WHERE `courier_status` IN ('CANCELED', 'CANCELLED', 'CANCELLED BEFORE DISPATCHED');
