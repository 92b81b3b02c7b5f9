import { useSetMemberCreditCap } from '@/api/workspaces/members'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'
import {
  MAX_MONTHLY_CREDIT_CAP,
  type WorkspaceMember,
} from '@kiln/contract/workspaces'
import { useState, type FormEvent } from 'react'

const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`

/** "Used 3 of 10 credits this cycle", "Cap: 10 credits a month", or nothing to say. */
export function creditCapText(member: WorkspaceMember) {
  const cap = member.monthlyCreditCap
  const used = member.creditsUsedThisCycle
  if (used === null) return cap === null ? null : `Cap: ${credits(cap)} a month`
  return cap === null
    ? `Used ${credits(used)} this cycle, no cap`
    : `Used ${used} of ${credits(cap)} this cycle`
}

/** A member's monthly credit cap in the workspace: read-only, or a small form for admins. */
export function MemberCreditCap({
  workspaceId,
  member,
  canEdit,
}: {
  workspaceId: string
  member: WorkspaceMember
  canEdit: boolean
}) {
  const text = creditCapText(member)
  return (
    <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
      {text && <span>{text}</span>}
      {canEdit && (
        <CapForm
          key={String(member.monthlyCreditCap)}
          workspaceId={workspaceId}
          member={member}
        />
      )}
    </div>
  )
}

function CapForm({
  workspaceId,
  member,
}: {
  workspaceId: string
  member: WorkspaceMember
}) {
  const setCap = useSetMemberCreditCap(workspaceId)
  const [value, setValue] = useState(
    member.monthlyCreditCap === null ? '' : String(member.monthlyCreditCap)
  )
  const cap = value.trim() === '' ? null : Number(value)
  const isValid =
    cap === null ||
    (Number.isInteger(cap) && cap >= 0 && cap <= MAX_MONTHLY_CREDIT_CAP)
  const unchanged = cap === member.monthlyCreditCap

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!isValid || unchanged) return
    setCap.mutate(
      { userId: member.userId, monthlyCreditCap: cap },
      {
        onSuccess: () =>
          toast.success(
            cap === null
              ? `Removed the credit cap of ${member.email}.`
              : `Capped ${member.email} at ${credits(cap)} a month.`
          ),
      }
    )
  }

  return (
    <form
      onSubmit={submit}
      aria-label={`Credit cap of ${member.email}`}
      className="flex items-center gap-2"
    >
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_MONTHLY_CREDIT_CAP}
        step={1}
        placeholder="No cap"
        aria-label={`Monthly credit cap of ${member.email}`}
        aria-invalid={!isValid}
        className="h-8 w-28"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={!isValid || unchanged || setCap.isPending}
      >
        Save cap
      </Button>
    </form>
  )
}
