import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/utils'
import { motion } from 'framer-motion'
import { Flame, X } from 'lucide-react'

export interface Habit {
  id: string
  name: string
  streak: number
  doneToday: boolean
}

interface HabitItemProps {
  habit: Habit
  onToggle: (id: string) => void
  onRemove: (id: string) => void
}

export function HabitItem({ habit, onToggle, onRemove }: HabitItemProps) {
  return (
    <motion.li
      layout
      initial={{ opacity: 0, y: 12, scale: 0.98 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
      exit={{ opacity: 0, x: -40 }}
      transition={{ type: 'spring', stiffness: 400, damping: 30 }}
      className={cn(
        'flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm',
        habit.doneToday && 'border-emerald-300 bg-emerald-50'
      )}
    >
      <Checkbox
        checked={habit.doneToday}
        onCheckedChange={() => onToggle(habit.id)}
        aria-label={`Mark ${habit.name} done`}
      />
      <span
        className={cn(
          'flex-1',
          habit.doneToday && 'text-muted-foreground line-through'
        )}
      >
        {habit.name}
      </span>
      <motion.span
        key={habit.streak}
        initial={{ scale: 1.4 }}
        animate={{ scale: 1 }}
        className="flex items-center gap-1 text-sm font-medium text-orange-600"
      >
        <Flame className="h-4 w-4" />
        {habit.streak}
      </motion.span>
      <Button variant="ghost" size="icon" onClick={() => onRemove(habit.id)}>
        <X />
        <span className="sr-only">Remove {habit.name}</span>
      </Button>
    </motion.li>
  )
}
