import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useState, type FormEvent } from 'react'

/** One code input and a submit button; validate and redeem share it. */
export function CodeForm(props: {
  submitLabel: string
  isPending: boolean
  onSubmit: (code: string) => void
}) {
  const [code, setCode] = useState('')
  function submit(event: FormEvent) {
    event.preventDefault()
    if (code.trim()) props.onSubmit(code.trim())
  }
  return (
    <form onSubmit={submit} className="flex max-w-md items-end gap-2">
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor="invitation-code">Invitation code</Label>
        <Input
          id="invitation-code"
          placeholder="KILN-..."
          autoComplete="off"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={props.isPending || !code.trim()}>
        {props.submitLabel}
      </Button>
    </form>
  )
}
