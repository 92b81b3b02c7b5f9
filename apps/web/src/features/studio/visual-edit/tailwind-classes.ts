/**
 * The visual edit panel's Tailwind controls: each sets one group of
 * classes (text size, text colour…) in a class list, replacing the class of
 * the same group and leaving the others, variants (`md:…`, `hover:…`)
 * included, as written.
 */
export type ClassOption = { value: string; label: string }
export type ClassGroup = {
  id: string
  label: string
  options: ClassOption[]
  /** Whether a class (without variant) belongs to this group. */
  has: (cls: string) => boolean
}

const COLOURS = [
  'slate',
  'gray',
  'zinc',
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
]
const SHADES = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  '950',
]
const COLOUR_NAMES = [
  'white',
  'black',
  'transparent',
  'current',
  'inherit',
  ...COLOURS.flatMap((c) => SHADES.map((s) => `${c}-${s}`)),
]
/** Theme colours shadcn-style apps use (`text-primary`, `bg-muted`…). */
const THEME_COLOURS = [
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'foreground',
  'background',
  'card',
  'destructive',
]
const colourRe = new RegExp(
  `^(?:${[...COLOUR_NAMES, ...THEME_COLOURS].join('|')})(?:/\\d+)?$|^\\[.+\\]$`
)
const SIZES = [
  'xs',
  'sm',
  'base',
  'lg',
  'xl',
  '2xl',
  '3xl',
  '4xl',
  '5xl',
  '6xl',
  '7xl',
  '8xl',
  '9xl',
]
const SPACING = [
  '0',
  'px',
  '0.5',
  '1',
  '1.5',
  '2',
  '2.5',
  '3',
  '4',
  '5',
  '6',
  '8',
  '10',
  '12',
  '16',
  '20',
  '24',
]

const options = (prefix: string, values: string[]) =>
  values.map((v) => ({ value: `${prefix}${v}`, label: v }))
const colourOptions = (prefix: string) =>
  COLOUR_NAMES.filter((c) => c !== 'current' && c !== 'inherit').map((c) => ({
    value: `${prefix}-${c}`,
    label: c,
  }))
const after = (cls: string, prefix: string) =>
  cls.startsWith(prefix) ? cls.slice(prefix.length) : null

export const CLASS_GROUPS: ClassGroup[] = [
  {
    id: 'text-size',
    label: 'Text size',
    options: options('text-', SIZES),
    has: (c) => SIZES.includes(after(c, 'text-') ?? '') || /^text-\[\d/.test(c),
  },
  {
    id: 'font-weight',
    label: 'Font weight',
    options: options('font-', [
      'light',
      'normal',
      'medium',
      'semibold',
      'bold',
      'extrabold',
    ]),
    has: (c) =>
      /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(
        c
      ),
  },
  {
    id: 'text-colour',
    label: 'Text colour',
    options: colourOptions('text'),
    has: (c) => {
      const rest = after(c, 'text-')
      return rest !== null && colourRe.test(rest) && !/^\[\d/.test(rest)
    },
  },
  {
    id: 'background',
    label: 'Background',
    options: colourOptions('bg'),
    has: (c) => {
      const rest = after(c, 'bg-')
      return rest !== null && colourRe.test(rest)
    },
  },
  {
    id: 'padding',
    label: 'Padding',
    options: options('p-', SPACING),
    has: (c) => /^p-/.test(c),
  },
  {
    id: 'margin',
    label: 'Margin',
    options: [
      ...options('m-', SPACING),
      { value: 'mx-auto', label: 'centre (mx-auto)' },
    ],
    has: (c) => /^m-/.test(c) || c === 'mx-auto',
  },
  {
    id: 'radius',
    label: 'Corner radius',
    options: [
      { value: 'rounded-none', label: 'none' },
      { value: 'rounded-sm', label: 'sm' },
      { value: 'rounded', label: 'default' },
      ...options('rounded-', ['md', 'lg', 'xl', '2xl', '3xl', 'full']),
    ],
    has: (c) => /^rounded(-(none|sm|md|lg|xl|2xl|3xl|full|\[.+\]))?$/.test(c),
  },
  {
    id: 'align',
    label: 'Text alignment',
    options: options('text-', ['left', 'center', 'right', 'justify']),
    has: (c) => /^text-(left|center|right|justify|start|end)$/.test(c),
  },
  {
    id: 'visibility',
    label: 'Visibility',
    options: [
      { value: 'hidden', label: 'hidden' },
      { value: 'invisible', label: 'invisible (keeps its space)' },
    ],
    has: (c) => c === 'hidden' || c === 'invisible',
  },
]

export const splitClasses = (classes: string) =>
  classes.split(/\s+/).filter(Boolean)

/** The group's class in the list (without variant), or '' when none. */
export function classOf(classes: string, group: ClassGroup): string {
  return splitClasses(classes).find((c) => group.has(c)) ?? ''
}

/** The list with the group's class replaced by `value` ('' removes it), in the first one's place. */
export function setClass(
  classes: string,
  group: ClassGroup,
  value: string
): string {
  const list = splitClasses(classes)
  const at = list.findIndex((c) => group.has(c))
  const kept = list.filter((c) => !group.has(c))
  if (value) kept.splice(at < 0 ? kept.length : at, 0, value)
  return kept.join(' ')
}
