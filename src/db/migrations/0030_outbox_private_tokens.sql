-- The tokens of links that act for their recipient (an appointment's manage link, an unsubscribe link) are not
-- kept in the outbox, which every staff member reads: each is replaced by a placeholder naming it, and a retry
-- makes the same token again (src/lib/mail/private-links.ts). Copies kept before this one are rewritten here.
-- A manage token is `<appointment id>.<43 characters>`; replace() rewrites every occurrence of it in the column.
-- Each statement takes the first link of its kind in a column: one e-mail is about one appointment and one recipient.
UPDATE `outbox_messages` SET `body` = replace(`body`,
    '/book/manage?token=' || substr(`body`, instr(`body`, '/book/manage?token=') + 19, instr(substr(`body`, instr(`body`, '/book/manage?token=') + 19), '.') + 43),
    '/book/manage?token=[private token: appointment ' || substr(`body`, instr(`body`, '/book/manage?token=') + 19, instr(substr(`body`, instr(`body`, '/book/manage?token=') + 19), '.') - 1) || ']')
  WHERE instr(`body`, '/book/manage?token=') > 0 AND instr(`body`, '/book/manage?token=[') = 0
    AND instr(substr(`body`, instr(`body`, '/book/manage?token=') + 19), '.') BETWEEN 2 AND 13;
--> statement-breakpoint
UPDATE `outbox_messages` SET `html` = replace(`html`,
    '/book/manage?token=' || substr(`html`, instr(`html`, '/book/manage?token=') + 19, instr(substr(`html`, instr(`html`, '/book/manage?token=') + 19), '.') + 43),
    '/book/manage?token=[private token: appointment ' || substr(`html`, instr(`html`, '/book/manage?token=') + 19, instr(substr(`html`, instr(`html`, '/book/manage?token=') + 19), '.') - 1) || ']')
  WHERE instr(`html`, '/book/manage?token=') > 0 AND instr(`html`, '/book/manage?token=[') = 0
    AND instr(substr(`html`, instr(`html`, '/book/manage?token=') + 19), '.') BETWEEN 2 AND 13;
--> statement-breakpoint
-- An unsubscribe token ends where its link ends (a line break, a quote, an angle bracket or a space).
UPDATE `outbox_messages` SET `body` = replace(`body`,
    '/unsubscribe?token=' || substr(substr(`body`, instr(`body`, '/unsubscribe?token=') + 19, 300), 1, min(
      coalesce(nullif(instr(substr(`body`, instr(`body`, '/unsubscribe?token=') + 19, 300), char(10)), 0), 301),
      coalesce(nullif(instr(substr(`body`, instr(`body`, '/unsubscribe?token=') + 19, 300), char(13)), 0), 301),
      coalesce(nullif(instr(substr(`body`, instr(`body`, '/unsubscribe?token=') + 19, 300), ' '), 0), 301),
      coalesce(nullif(instr(substr(`body`, instr(`body`, '/unsubscribe?token=') + 19, 300), '"'), 0), 301),
      coalesce(nullif(instr(substr(`body`, instr(`body`, '/unsubscribe?token=') + 19, 300), '>'), 0), 301),
      coalesce(nullif(instr(substr(`body`, instr(`body`, '/unsubscribe?token=') + 19, 300), '<'), 0), 301)) - 1),
    '/unsubscribe?token=[private token: unsubscribe]')
  WHERE instr(`body`, '/unsubscribe?token=') > 0 AND instr(`body`, '/unsubscribe?token=[') = 0;
--> statement-breakpoint
UPDATE `outbox_messages` SET `html` = replace(`html`,
    '/unsubscribe?token=' || substr(substr(`html`, instr(`html`, '/unsubscribe?token=') + 19, 300), 1, min(
      coalesce(nullif(instr(substr(`html`, instr(`html`, '/unsubscribe?token=') + 19, 300), char(10)), 0), 301),
      coalesce(nullif(instr(substr(`html`, instr(`html`, '/unsubscribe?token=') + 19, 300), char(13)), 0), 301),
      coalesce(nullif(instr(substr(`html`, instr(`html`, '/unsubscribe?token=') + 19, 300), ' '), 0), 301),
      coalesce(nullif(instr(substr(`html`, instr(`html`, '/unsubscribe?token=') + 19, 300), '"'), 0), 301),
      coalesce(nullif(instr(substr(`html`, instr(`html`, '/unsubscribe?token=') + 19, 300), '>'), 0), 301),
      coalesce(nullif(instr(substr(`html`, instr(`html`, '/unsubscribe?token=') + 19, 300), '<'), 0), 301)) - 1),
    '/unsubscribe?token=[private token: unsubscribe]')
  WHERE instr(`html`, '/unsubscribe?token=') > 0 AND instr(`html`, '/unsubscribe?token=[') = 0;
--> statement-breakpoint
UPDATE `outbox_messages` SET `headers` = replace(`headers`,
    '/unsubscribe?token=' || substr(substr(`headers`, instr(`headers`, '/unsubscribe?token=') + 19, 300), 1, min(
      coalesce(nullif(instr(substr(`headers`, instr(`headers`, '/unsubscribe?token=') + 19, 300), '"'), 0), 301),
      coalesce(nullif(instr(substr(`headers`, instr(`headers`, '/unsubscribe?token=') + 19, 300), '>'), 0), 301)) - 1),
    '/unsubscribe?token=[private token: unsubscribe]')
  WHERE instr(`headers`, '/unsubscribe?token=') > 0 AND instr(`headers`, '/unsubscribe?token=[') = 0;
--> statement-breakpoint
-- A calendar file kept for a retry carries the manage link folded across lines (and base64 inside JSON): the
-- copies kept before go without it; a retry sends the message without its invitation.
UPDATE `outbox_messages` SET `attachments` = NULL
  WHERE `attachments` IS NOT NULL AND instr(`body`, '/book/manage?token=[private token: appointment ') > 0;
