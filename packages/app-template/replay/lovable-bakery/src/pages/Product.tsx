import { Link, useParams } from "react-router-dom";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { products, formatPrice } from "@/lib/products";
import NotFound from "./NotFound";

const Product = () => {
  const { slug } = useParams<{ slug: string }>();
  const product = products.find((p) => p.slug === slug);

  if (!product) return <NotFound />;

  return (
    <div className="container max-w-2xl py-16">
      <Button variant="ghost" asChild>
        <Link to="/"><ArrowLeft className="mr-2 h-4 w-4" /> All bakes</Link>
      </Button>
      <h1 className="mt-6 text-4xl font-bold">{product.name}</h1>
      <p className="mt-2 text-muted-foreground capitalize">{product.category}</p>
      <p className="mt-6 text-lg">{product.description}</p>
      <p className="mt-6 text-2xl font-semibold">{formatPrice(product.price)}</p>
    </div>
  );
};

export default Product;
