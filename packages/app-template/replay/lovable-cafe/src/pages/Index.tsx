import { Link } from "react-router-dom";
import { Coffee } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MenuCard } from "@/components/MenuCard";
import { useMenu } from "@/hooks/use-menu";
import heroCafe from "@/assets/hero-cafe.png";

const Index = () => {
  const { data: menu, isLoading, isError } = useMenu();

  return (
    <div className="min-h-screen">
      <section className="hero-banner rounded-b-3xl px-8 py-16">
        <div className="flex items-center gap-2 text-sm uppercase tracking-widest">
          <Coffee className="h-4 w-4" /> Bean There Café
        </div>
        <h1 className="mt-4 text-4xl font-bold md:text-5xl">Coffee worth slowing down for</h1>
        <p className="mt-4 max-w-xl text-lg opacity-90">Seasonal beans, pastries from the oven next door, and a table when you want one.</p>
        <img src={heroCafe} alt="Our counter in the morning" className="mt-6 h-40 w-64 rounded-xl object-cover" />
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link to="/reserve">Book a table</Link>
        </Button>
      </section>

      <section className="px-8 py-12">
        <h2 className="mb-6 text-2xl font-semibold">Menu</h2>
        {isLoading && (
          <div className="grid gap-4 md:grid-cols-3">
            {[1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-56 w-full" />
            ))}
          </div>
        )}
        {isError && <p className="text-destructive">The menu could not be loaded.</p>}
        {menu && (
          <Tabs defaultValue="coffee">
            <TabsList>
              <TabsTrigger value="coffee">Coffee</TabsTrigger>
              <TabsTrigger value="pastries">Pastries</TabsTrigger>
            </TabsList>
            {(["coffee", "pastries"] as const).map((category) => (
              <TabsContent key={category} value={category} className="mt-6">
                <div className="grid gap-4 md:grid-cols-3">
                  {menu
                    .filter((item) => item.category === category)
                    .map((item) => (
                      <MenuCard key={item.id} item={item} />
                    ))}
                </div>
              </TabsContent>
            ))}
          </Tabs>
        )}
      </section>
    </div>
  );
};

export default Index;
