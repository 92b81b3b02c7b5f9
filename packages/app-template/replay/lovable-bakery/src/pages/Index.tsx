import { useState } from "react";
import { Link } from "react-router-dom";
import { ShoppingBag, Wheat } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "@/components/ui/carousel";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Separator } from "@/components/ui/separator";
import { Input } from "@/components/ui/input";
import { useToast } from "@/hooks/use-toast";
import { useIsMobile } from "@/hooks/use-mobile";
import { useCart } from "@/hooks/use-cart";
import { products, formatPrice } from "@/lib/products";
import { supabase } from "@/integrations/supabase/client";
import heroImage from "@/assets/hero-bread.jpg";

const Index = () => {
  const { lines, add, clear, total } = useCart();
  const { toast: showToast } = useToast();
  const isMobile = useIsMobile();
  const [email, setEmail] = useState("");

  const placeOrder = async () => {
    // Orders are saved when the backend is reachable; the preview works without it.
    void supabase.from("orders").insert({ email, total }).then(() => undefined, () => undefined);
    showToast({ title: "Order placed", description: `We will email ${email || "you"} when it is ready.` });
    clear();
  };

  return (
    <div className="min-h-screen bg-background">
      <header className="border-b">
        <div className="container flex h-16 items-center justify-between">
          <div className="flex items-center gap-2 font-serif text-xl font-bold">
            <Wheat className="h-6 w-6 text-primary" />
            Crumb &amp; Co.
          </div>
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="outline" size={isMobile ? "icon" : "default"}>
                <ShoppingBag className="h-4 w-4" />
                {!isMobile && <span>Basket ({lines.length})</span>}
              </Button>
            </SheetTrigger>
            <SheetContent>
              <SheetHeader>
                <SheetTitle>Your basket</SheetTitle>
                <SheetDescription>Pick up tomorrow from 7am.</SheetDescription>
              </SheetHeader>
              <div className="mt-6 space-y-3">
                {lines.length === 0 && <p className="text-muted-foreground">Your basket is empty.</p>}
                {lines.map((line) => (
                  <div key={line.product.slug} className="flex justify-between text-sm">
                    <span>{line.quantity} × {line.product.name}</span>
                    <span>{formatPrice(line.product.price * line.quantity)}</span>
                  </div>
                ))}
                <Separator />
                <div className="flex justify-between font-semibold">
                  <span>Total</span>
                  <span>{formatPrice(total)}</span>
                </div>
                <Input placeholder="Email for pickup" value={email} onChange={(e) => setEmail(e.target.value)} />
                <Button className="w-full" disabled={lines.length === 0} onClick={placeOrder}>
                  Place order
                </Button>
              </div>
            </SheetContent>
          </Sheet>
        </div>
      </header>

      <section className="container grid gap-8 py-16 md:grid-cols-2 md:items-center">
        <div>
          <Badge variant="secondary" className="mb-4">Baked every morning</Badge>
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">Slow bread for busy people</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Naturally leavened loaves, laminated pastries and celebration cakes from our neighbourhood oven.
          </p>
        </div>
        <img src={heroImage} alt="Fresh loaves on a rack" className="aspect-video w-full rounded-xl object-cover" />
      </section>

      <section className="container py-8">
        <h2 className="mb-6 text-2xl font-semibold">Today's bakes</h2>
        <Carousel opts={{ align: "start" }} className="mx-12">
          <CarouselContent>
            {products.map((product) => (
              <CarouselItem key={product.slug} className="md:basis-1/2 lg:basis-1/3">
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle>
                      <Link to={`/product/${product.slug}`} className="hover:underline">{product.name}</Link>
                    </CardTitle>
                    <CardDescription>{product.description}</CardDescription>
                  </CardHeader>
                  <CardContent className="flex items-center justify-between">
                    <span className="font-semibold">{formatPrice(product.price)}</span>
                    <Button
                      size="sm"
                      aria-label={`Add ${product.name}`}
                      onClick={() => {
                        add(product);
                        toast.success(`${product.name} added to your basket`);
                      }}
                    >
                      Add
                    </Button>
                  </CardContent>
                </Card>
              </CarouselItem>
            ))}
          </CarouselContent>
          <CarouselPrevious />
          <CarouselNext />
        </Carousel>
      </section>

      <section className="container max-w-2xl py-16">
        <h2 className="mb-4 text-2xl font-semibold">Questions</h2>
        <Accordion type="single" collapsible>
          <AccordionItem value="allergens">
            <AccordionTrigger>Do you bake gluten-free?</AccordionTrigger>
            <AccordionContent>Our kitchen handles wheat every day, so we cannot promise gluten-free bakes.</AccordionContent>
          </AccordionItem>
          <AccordionItem value="preorder">
            <AccordionTrigger>Can I pre-order cakes?</AccordionTrigger>
            <AccordionContent>Yes, order celebration cakes at least 48 hours ahead.</AccordionContent>
          </AccordionItem>
        </Accordion>
      </section>
    </div>
  );
};

export default Index;
