import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion'
import { Separator } from '@/components/ui/separator'

const faqs = [
  {
    q: 'Do you bake gluten-free?',
    a: 'Yes: our almond cake and macarons are gluten-free, baked on separate trays.',
  },
  {
    q: 'Can I order a cake?',
    a: 'Order celebration cakes three days ahead at the counter.',
  },
  { q: 'When do you open?', a: 'Every day from 7am to 3pm, Sundays from 8am.' },
]

const About = () => (
  <div className="container max-w-3xl py-12">
    <h1 className="text-3xl font-bold">Our story</h1>
    <p className="mt-4 leading-relaxed text-muted-foreground">
      Crumb &amp; Co. started in a tiny kitchen with one sourdough starter named
      Gus. Twenty-five years later Gus is still going strong.
    </p>
    <Separator className="my-10" />
    <h2 className="mb-4 text-2xl font-semibold">Questions</h2>
    <Accordion type="single" collapsible className="w-full">
      {faqs.map((f, i) => (
        <AccordionItem key={f.q} value={`item-${i}`}>
          <AccordionTrigger>{f.q}</AccordionTrigger>
          <AccordionContent>{f.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  </div>
)

export default About
