-- A delivery job claims its lead until this time (server/features/leads/leads.queries.ts
-- claimDelivery): a second job for the same lead meanwhile leaves it, so an enquiry is never
-- mailed or forwarded twice at once. The outcome releases the claim; a run that died holding it
-- lets it expire.
ALTER TABLE "leads" ADD COLUMN "mail_claimed_until" TIMESTAMPTZ(3);
ALTER TABLE "leads" ADD COLUMN "webhook_claimed_until" TIMESTAMPTZ(3);
