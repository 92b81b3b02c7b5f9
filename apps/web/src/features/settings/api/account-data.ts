import { apiClient } from '@/lib/api'
import { downloadFile } from '@/lib/download-file'
import type {
  DeleteAccountBody,
  DeletedAccount,
} from '@kiln/contract/account-data'
import { useMutation } from '@tanstack/react-query'

/** GET /users/{id}/export: everything the account owns, as a zip. */
export function useDownloadAccountExport(userId: string) {
  return useMutation({
    mutationFn: () =>
      downloadFile(
        `/users/${encodeURIComponent(userId)}/export`,
        'kiln-account-export.zip'
      ),
  })
}

/** DELETE /users/{id} with the e-mail typed again. */
export function useDeleteAccount(userId: string) {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      apiClient.delete<DeletedAccount>(`/users/${encodeURIComponent(userId)}`, {
        body,
      }),
    meta: { errorToast: false },
  })
}
