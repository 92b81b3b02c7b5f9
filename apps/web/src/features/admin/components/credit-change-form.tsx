import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/lib/toast'
import { useState, type FormEvent } from 'react'
import { useChangeCredits } from '../api/admin-user'

/** Grant (positive) or remove (negative) credits with a reason. */
export function CreditChangeForm({ userId }: { userId: string }) {
  const change = useChangeCredits()
  const [delta, setDelta] = useState('')
  const [reason, setReason] = useState('')
  const amount = Number(delta)
  const isValid = Number.isInteger(amount) && amount !== 0 && reason.trim()

  function submit(event: FormEvent) {
    event.preventDefault()
    change.mutate(
      { userId, delta: amount, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(
            amount > 0
              ? `Granted ${amount} credits.`
              : `Removed ${-amount} credits.`
          )
          setDelta('')
          setReason('')
        },
      }
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor="credit-delta">Credits (+ grant, − remove)</Label>
        <Input
          id="credit-delta"
          type="number"
          className="w-40"
          value={delta}
          onChange={(e) => setDelta(e.target.value)}
        />
      </div>
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor="credit-reason">Reason</Label>
        <Input
          id="credit-reason"
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={!isValid || change.isPending}>
        Apply
      </Button>
    </form>
  )
}
