-- The public site in English and German (issue 39): each enquiry (a trade-in and a reservation
-- are enquiries too) and each search alert keep the language of the page they came from, so
-- the visitor's mails are in it and the staff know which language to answer in. Earlier rows
-- came from the Spanish site. No CHECK: the languages are the application's list
-- (contracts/locales.ts), and a new one needs no migration.
ALTER TABLE "leads" ADD COLUMN "idioma" VARCHAR(5) NOT NULL DEFAULT 'es';
CREATE INDEX "leads_idioma_created_at_idx" ON "leads"("idioma", "created_at");
ALTER TABLE "alertas" ADD COLUMN "idioma" VARCHAR(5) NOT NULL DEFAULT 'es';
