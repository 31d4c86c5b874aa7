-- CreateTable
CREATE TABLE "remember_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "selector" VARCHAR(32) NOT NULL,
    "validator_hash" VARCHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "remember_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "remember_tokens_selector_key" ON "remember_tokens"("selector");

-- CreateIndex
CREATE INDEX "remember_tokens_user_id_idx" ON "remember_tokens"("user_id");

-- CreateIndex
CREATE INDEX "remember_tokens_expires_at_idx" ON "remember_tokens"("expires_at");

-- AddForeignKey
ALTER TABLE "remember_tokens" ADD CONSTRAINT "remember_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
