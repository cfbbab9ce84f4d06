ALTER TABLE `outbox_messages` ADD `offer_event_id` integer REFERENCES offer_events(id) ON DELETE SET NULL;--> statement-breakpoint
-- Links the e-mails already sent with a staff answer to an offer (accept, counter, decline) to that answer:
-- written in the same transaction, for the same lead; the nearest answer in time wins. The visitor's own
-- offer (delivery null), new-lead notices and replies (reply_id) are left alone.
UPDATE `outbox_messages` SET `offer_event_id` = (
  SELECT e.id FROM `offer_events` e JOIN `offers` o ON o.id = e.offer_id
  WHERE o.inquiry_id = `outbox_messages`.inquiry_id
    AND e.delivery IS NOT NULL
    AND abs(e.created_at - `outbox_messages`.created_at) < 5000
  ORDER BY abs(e.created_at - `outbox_messages`.created_at), e.id
  LIMIT 1
) WHERE `inquiry_id` IS NOT NULL AND `reply_id` IS NULL AND `to` = (SELECT email FROM `inquiries` i WHERE i.id = `outbox_messages`.inquiry_id);
