import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

/** Where file bytes live: in the app_files row, or in an S3-compatible bucket. */
export type FileStorage =
  | { kind: 'db' }
  | {
      kind: 's3'
      put(key: string, body: Buffer, contentType: string): Promise<void>
      get(key: string): Promise<Buffer>
      delete(key: string): Promise<void>
      /** Resolves when the bucket answers (readiness). */
      reachable(): Promise<void>
    }

/**
 * `APP_FILES_S3_URL`: `s3://bucket?region=eu-west-1` (AWS, credentials from
 * the usual AWS_* variables) or `https://KEY:SECRET@host:port/bucket?region=`
 * (any S3-compatible server such as MinIO, path-style). Unset: the database.
 */
export function createFileStorage(url: string | undefined): FileStorage {
  if (!url) return { kind: 'db' }
  const parsed = new URL(url)
  const region = parsed.searchParams.get('region') ?? 'us-east-1'
  const credentials = parsed.username
    ? {
        accessKeyId: decodeURIComponent(parsed.username),
        secretAccessKey: decodeURIComponent(parsed.password),
      }
    : undefined
  const isAws = parsed.protocol === 's3:'
  const bucket = isAws
    ? parsed.hostname
    : decodeURIComponent(parsed.pathname.split('/').filter(Boolean)[0] ?? '')
  if (!bucket) throw new Error('APP_FILES_S3_URL names no bucket')
  const client = new S3Client({
    region,
    credentials,
    ...(isAws ? {} : { endpoint: parsed.origin, forcePathStyle: true }),
  })
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
        })
      )
    },
    async get(key) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key })
      )
      return Buffer.from(await answer.Body!.transformToByteArray())
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    async reachable() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }))
    },
  }
}
