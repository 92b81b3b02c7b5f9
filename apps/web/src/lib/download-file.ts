import { apiClient } from './api'

/**
 * GETs `path` through the API client (a plain link could not send the
 * Bearer token) and saves the answer as `fileName` through a temporary
 * object URL.
 */
export async function downloadFile(path: string, fileName: string) {
  const response = await apiClient.open(path)
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileName,
  })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
