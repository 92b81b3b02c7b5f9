import { createContext, useContext, useState, type ReactNode } from "react";
import type { Product } from "@/lib/products";

type CartLine = { product: Product; quantity: number };

type CartContextValue = {
  lines: CartLine[];
  add: (product: Product) => void;
  clear: () => void;
  total: number;
};

const CartContext = createContext<CartContextValue | undefined>(undefined);

export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>([]);

  const add = (product: Product) =>
    setLines((current) => {
      const existing = current.find((l) => l.product.slug === product.slug);
      if (existing) {
        return current.map((l) =>
          l.product.slug === product.slug ? { ...l, quantity: l.quantity + 1 } : l
        );
      }
      return [...current, { product, quantity: 1 }];
    });

  const total = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);

  return (
    <CartContext.Provider value={{ lines, add, clear: () => setLines([]), total }}>
      {children}
    </CartContext.Provider>
  );
}

export function useCart() {
  const context = useContext(CartContext);
  if (!context) throw new Error("useCart must be used within a CartProvider");
  return context;
}
