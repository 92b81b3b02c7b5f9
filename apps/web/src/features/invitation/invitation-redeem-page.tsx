import { getErrorMessage } from '@/lib/api-error'
import { useRedeemCode } from './api/check-code'
import { CodeForm } from './components/code-form'
import { InvitationLayout } from './invitation-layout'

/** Open to every signed-in user; no allow-list (docs/product.md §6 guards management). */
export function InvitationRedeemPage() {
  const redeem = useRedeemCode()
  return (
    <InvitationLayout
      title="Redeem an invitation code"
      description="Enter a code you were given to add credits or Pro to your account."
    >
      <CodeForm
        submitLabel="Redeem"
        isPending={redeem.isPending}
        onSubmit={(code) => redeem.mutate(code)}
      />
      {redeem.isSuccess && (
        <p role="status" className="text-sm font-medium">
          Code redeemed. {redeem.data.message}
        </p>
      )}
      {redeem.isError && (
        <p role="alert" className="text-destructive text-sm">
          {getErrorMessage(redeem.error)}
        </p>
      )}
    </InvitationLayout>
  )
}
