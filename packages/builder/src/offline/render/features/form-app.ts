import type { AppSpec } from '../../app-spec.ts'

const ENTITY = { contact: 'messages', signup: 'signups', booking: 'bookings' }
const SUBMIT = { contact: 'Send message', signup: 'Sign up', booking: 'Book' }
const LIST = { contact: 'Messages', signup: 'Sign-ups', booking: 'Bookings' }

/** The form's fields: adding a field to the form only changes this file. */
export function formFieldsTs(spec: AppSpec): string {
  const rows = spec.formFields.map(
    (f) =>
      `  { name: ${JSON.stringify(f.name)}, label: ${JSON.stringify(f.label)}, type: '${f.type}', required: ${f.required} },`
  )
  return `export type FieldType = 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea'
export type FormField = { name: string; label: string; type: FieldType; required: boolean }

export const fields: FormField[] = [
${rows.join('\n')}
]

/** A message per invalid field; empty when the values are valid. */
export function validate(values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim()
    if (!value) {
      if (field.required) errors[field.name] = \`\${field.label} is required\`
      continue
    }
    if (field.type === 'email' && !/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(value)) {
      errors[field.name] = 'Enter a valid email address'
    }
    if (field.type === 'number' && !(Number(value) > 0)) {
      errors[field.name] = \`\${field.label} must be a positive number\`
    }
    if (field.type === 'tel' && !/^[+\\d][\\d\\s()-]{5,}$/.test(value)) {
      errors[field.name] = 'Enter a valid phone number'
    }
  }
  return errors
}
`
}

export function formAppTsx(spec: AppSpec): string {
  const k = spec.formKind
  return `import { Send, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { collection, useCollection } from '@kiln/data'

import { site } from '../../site'
import { theme } from '../../theme'
import { fields, validate } from './form-fields'

const submissions = collection<Record<string, string>>(
  '${ENTITY[k]}',
  fields.map((f) => ({
    name: f.name,
    type: f.type === 'number' ? 'number' : 'string',
    required: f.required,
  }))
)

export function FormApp() {
  const { items, error, add, remove } = useCollection(submissions)
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sent, setSent] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validate(values)
    setErrors(found)
    setSent(false)
    if (Object.keys(found).length > 0) return
    await add(values)
    setValues({})
    setSent(true)
  }

  return (
    <section id="app" className="mx-auto max-w-2xl px-6 py-12">
      <form noValidate onSubmit={(e) => void submit(e)} className={theme.surface}>
        <h2 className="text-xl font-semibold">{site.appHeading}</h2>
        <div className="mt-4 space-y-4">
          {fields.map((field) => (
            <label key={field.name} className="block text-sm font-medium">
              {field.label}
              {field.required && <span className={theme.accentText}> *</span>}
              {field.type === 'textarea' ? (
                <textarea rows={4} className={\`mt-1 \${theme.input}\`} value={values[field.name] ?? ''} onChange={(e) => setValues({ ...values, [field.name]: e.target.value })} />
              ) : (
                <input type={field.type} className={\`mt-1 \${theme.input}\`} value={values[field.name] ?? ''} onChange={(e) => setValues({ ...values, [field.name]: e.target.value })} />
              )}
              {errors[field.name] && <span className="mt-1 block text-xs text-red-500">{errors[field.name]}</span>}
            </label>
          ))}
        </div>
        <button type="submit" className={\`mt-6 \${theme.button}\`}>
          <Send size={16} /> ${SUBMIT[k]}
        </button>
        {sent && <p className={\`mt-3 text-sm \${theme.accentText}\`}>Thank you! We received your details.</p>}
        {error && <p className="mt-3 text-sm text-red-500">{error}</p>}
      </form>
      {items.length > 0 && (
        <div className="mt-8">
          <h3 className="font-semibold">${LIST[k]} ({items.length})</h3>
          <ul className="mt-3 space-y-2">
            {items.map((item) => (
              <li key={item.id} className={\`flex items-start justify-between gap-3 text-sm \${theme.surface}\`}>
                <span>
                  {fields.filter((f) => item[f.name]).map((f) => (
                    <span key={f.name} className="mr-3 inline-block">
                      <span className={theme.muted}>{f.label}:</span> {item[f.name]}
                    </span>
                  ))}
                </span>
                <button type="button" aria-label="Delete" onClick={() => void remove(item.id)} className={theme.ghostButton}>
                  <Trash2 size={16} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
`
}
