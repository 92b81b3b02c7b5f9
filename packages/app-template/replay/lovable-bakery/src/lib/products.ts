export interface Product {
  slug: string;
  name: string;
  description: string;
  price: number;
  category: "bread" | "pastry" | "cake";
}

export const products: Product[] = [
  { slug: "country-sourdough", name: "Country Sourdough", description: "48-hour ferment, crackly crust, open crumb.", price: 8.5, category: "bread" },
  { slug: "almond-croissant", name: "Almond Croissant", description: "Twice-baked with frangipane and toasted almonds.", price: 4.75, category: "pastry" },
  { slug: "lemon-drizzle", name: "Lemon Drizzle Cake", description: "Zesty sponge soaked in lemon syrup.", price: 24, category: "cake" },
  { slug: "cinnamon-bun", name: "Cardamom Bun", description: "Swedish-style knot with cardamom sugar.", price: 4.25, category: "pastry" },
];

export const formatPrice = (value: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(value);
