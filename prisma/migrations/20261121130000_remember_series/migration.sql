-- AlterTable
ALTER TABLE "remember_tokens" ADD COLUMN     "previous_hash" VARCHAR(64),
ADD COLUMN     "rotated_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "users" DROP COLUMN "remember_token";
