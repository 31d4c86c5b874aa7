-- The mailbox an alert's address reaches: lower case, without its +tag, and for Gmail without
-- dots (and googlemail.com as gmail.com). The caps on alerts per address count by it, so
-- 'ana+1@' and 'a.na@gmail.com' share the cap of 'ana@'. The same rule as canonicalMailbox().
ALTER TABLE "alertas" ADD COLUMN "buzon" VARCHAR(254);
UPDATE "alertas" SET "buzon" = CASE
  WHEN split_part(lower("email"), '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
  ELSE split_part(split_part(lower("email"), '@', 1), '+', 1) || '@' || split_part(lower("email"), '@', 2)
END;
ALTER TABLE "alertas" ALTER COLUMN "buzon" SET NOT NULL;

-- One alert per mailbox and search: the same search saved from another spelling of the address
-- marks the first one's activity instead of making a twin that would mail the same mailbox twice.
-- Twins already stored keep their oldest.
DELETE FROM "alertas" a USING "alertas" b WHERE a."buzon" = b."buzon" AND a."filtros" = b."filtros" AND a."id" > b."id";
DROP INDEX "alertas_email_filtros_key";
CREATE UNIQUE INDEX "alertas_buzon_filtros_key" ON "alertas"("buzon", "filtros");
