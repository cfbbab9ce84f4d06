-- The kind of one-time link an e-mail carried: the outbox keeps the message without it (SECURITY.md), and a
-- retry sends a fresh one.
ALTER TABLE `outbox_messages` ADD `one_time_link` text;
--> statement-breakpoint
-- Copies kept before this one still carry their link (a token of 43 characters after its marker): removed.
UPDATE `outbox_messages` SET `one_time_link` = 'shopper-sign-in',
  `body` = substr(`body`, 1, instr(`body`, '#signin=') + 7) || '[one-time link removed: the outbox never keeps it; "Send a new link" sends a fresh one]' || substr(`body`, instr(`body`, '#signin=') + 8 + 43)
  WHERE instr(`body`, '/account#signin=') > 0 AND instr(`body`, '#signin=[') = 0;
--> statement-breakpoint
UPDATE `outbox_messages` SET `one_time_link` = 'document',
  `body` = substr(`body`, 1, instr(`body`, '/documents/download?token=') + 25) || '[one-time link removed: the outbox never keeps it; "Send a new link" sends a fresh one]' || substr(`body`, instr(`body`, '/documents/download?token=') + 26 + 43)
  WHERE instr(`body`, '/documents/download?token=') > 0;
