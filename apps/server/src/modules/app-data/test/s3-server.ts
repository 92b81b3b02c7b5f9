import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

/** A local S3-compatible server (s3rver) on an ephemeral port, with one bucket. */
export async function startS3Server(bucket = 'app-files') {
  const directory = await mkdtemp(join(tmpdir(), 'kiln-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    /** APP_FILES_S3_URL for this server (s3rver checks signatures with S3RVER/S3RVER). */
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1`,
    directory,
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
