import { previewRequest } from '../preview-fetch'

/** An entity another project's data holds; the hostile app looks for its name. */
export const SECRET_ENTITY = {
  name: 'probe_other_secret',
  fields: [{ name: 'secret', type: 'string' }],
}

export async function registerSecretEntity(previewUrl: string) {
  const registered = await previewRequest(
    new URL('/data/registry/v1/resource/entity', previewUrl).toString(),
    { method: 'POST', body: SECRET_ENTITY }
  )
  if (registered.status !== 200) {
    throw new Error(`entity registration ${registered.status}`)
  }
}
