import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { useId } from 'react'

/** A labelled input (or textarea) with its validation message. */
export function ServerField({
  label,
  value,
  error,
  onChange,
  isMultiline = false,
  isReadOnly = false,
  placeholder,
  type,
}: {
  label: string
  value: string
  error?: string | null
  onChange: (value: string) => void
  isMultiline?: boolean
  isReadOnly?: boolean
  placeholder?: string
  type?: 'text' | 'password'
}) {
  const id = useId()
  const errorId = `${id}-error`
  const shared = {
    id,
    value,
    placeholder,
    readOnly: isReadOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {isMultiline ? (
        <Textarea {...shared} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input
          {...shared}
          type={type}
          autoComplete={type === 'password' ? 'off' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  )
}
