-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "mail_attempts" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN     "mail_next_at" TIMESTAMPTZ(3) DEFAULT (now() + '00:05:00'::interval),
ADD COLUMN     "webhook_next_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "leads_mail_next_at_idx" ON "leads"("mail_next_at");

-- CreateIndex
CREATE INDEX "leads_webhook_next_at_idx" ON "leads"("webhook_next_at");

-- Existing leads: a mail already sent is done; one never sent, or failed, is due now. A CRM
-- forward still pending or failed is due now as well.
UPDATE "leads" SET "mail_next_at" = CASE WHEN "mailed_at" IS NULL THEN now() ELSE NULL END;
UPDATE "leads" SET "webhook_next_at" = now() WHERE "webhook_status" IN ('pending', 'failed');
