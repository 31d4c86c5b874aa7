-- How many invitations an account has been sent: the invitation job derives the link's token from
-- it (HMAC with the app's secret), so a job that runs twice mails the same working link, and
-- neither the queue nor the database ever holds the token itself.
ALTER TABLE "users" ADD COLUMN "invitaciones" INTEGER NOT NULL DEFAULT 0;
