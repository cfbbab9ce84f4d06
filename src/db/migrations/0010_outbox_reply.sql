ALTER TABLE `outbox_messages` ADD `reply_id` integer REFERENCES inquiry_replies(id) ON DELETE SET NULL;--> statement-breakpoint
-- Links the e-mails already sent as staff replies to their reply: written in the same transaction as the reply,
-- to the same address, starting with the reply's text; the nearest in time wins.
UPDATE `outbox_messages` SET `reply_id` = (
  SELECT r.id FROM `inquiry_replies` r
  WHERE r.inquiry_id = `outbox_messages`.inquiry_id
    AND r.sent_to = `outbox_messages`.`to`
    AND abs(r.created_at - `outbox_messages`.created_at) < 5000
    AND instr(replace(`outbox_messages`.body, char(13), ''), trim(replace(r.message, char(13), ''))) = 1
  ORDER BY abs(r.created_at - `outbox_messages`.created_at), r.id
  LIMIT 1
) WHERE `inquiry_id` IS NOT NULL;
