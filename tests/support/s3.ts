import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Store } from '../../server/media/store/s3-store.ts';

/** The bucket of the local S3 server. */
export const TEST_BUCKET = 'gtcars-media';

/** The credentials s3rver accepts. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  store: S3Store;
  close(): Promise<void>;
}

/**
 * A local S3 API (s3rver, on a free loopback port, its objects in a temp folder) with one empty
 * bucket, and an S3Store on it as MEDIA_STORAGE=s3 builds one (path-style URLs).
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'gtcars-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const store = new S3Store({ bucket: TEST_BUCKET, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3RVER_KEYS });
  return {
    endpoint,
    store,
    close: async () => {
      store.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
