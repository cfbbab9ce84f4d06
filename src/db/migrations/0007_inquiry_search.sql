-- Free-text search of the leads list (docs/api-lists.md, q): a trigram index over the
-- fields a person types into the search box, so "contains" needs no scan of every lead.
-- External content: the text stays in inquiries; triggers keep the index in step.
CREATE VIRTUAL TABLE `inquiries_search` USING fts5(name, email, phone, subject, message, content='inquiries', content_rowid='id', tokenize='trigram');--> statement-breakpoint
INSERT INTO `inquiries_search`(`inquiries_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `inquiries_search_insert` AFTER INSERT ON `inquiries` BEGIN
  INSERT INTO `inquiries_search`(rowid, name, email, phone, subject, message) VALUES (new.id, new.name, new.email, new.phone, new.subject, new.message);
END;--> statement-breakpoint
CREATE TRIGGER `inquiries_search_delete` AFTER DELETE ON `inquiries` BEGIN
  INSERT INTO `inquiries_search`(`inquiries_search`, rowid, name, email, phone, subject, message) VALUES ('delete', old.id, old.name, old.email, old.phone, old.subject, old.message);
END;--> statement-breakpoint
CREATE TRIGGER `inquiries_search_update` AFTER UPDATE OF name, email, phone, subject, message ON `inquiries` BEGIN
  INSERT INTO `inquiries_search`(`inquiries_search`, rowid, name, email, phone, subject, message) VALUES ('delete', old.id, old.name, old.email, old.phone, old.subject, old.message);
  INSERT INTO `inquiries_search`(rowid, name, email, phone, subject, message) VALUES (new.id, new.name, new.email, new.phone, new.subject, new.message);
END;
