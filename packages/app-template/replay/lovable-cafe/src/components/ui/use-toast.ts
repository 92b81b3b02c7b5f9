import { toast, useToast } from '@/hooks/use-toast'

export { useToast, toast }
