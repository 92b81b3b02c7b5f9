import { Bird, LucideIcon } from 'lucide-react'

type Props = { icon?: LucideIcon; label: string }

export function NoteIcon({ icon: Icon = Bird, label }: Props) {
  return <Icon aria-label={label} className="h-5 w-5" />
}
